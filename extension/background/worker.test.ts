import { fakeBrowser } from '../testing/fake-browser';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_EXPIRED_MESSAGE } from '../session';
import { inboxItem, sessionStorage, signOutNoticeItem } from '../storage-items';
import { notificationItem, unreadList } from '../testing/fixtures';
import { startFakeServer, type FakeServer } from '../testing/fake-server';
import { signedInTo } from '../testing/session';
import { BADGE_COLOURS } from '@/shared/notifications/badge';
import { POLL_ALARM } from './poll-alarm';
import { systemNotificationId } from './system-notifications';
import { createWorker, MARK_READ_FAILED } from './worker';

// No realtime in these tests: the config says it is off, so the worker runs on polling alone.
class NoPusher {
  connection = { bind: () => undefined };
  subscribe = () => ({ bind: () => undefined, bind_global: () => undefined });
  disconnect = () => undefined;
}
const realtimeOff = {
  key: 'k',
  wsHost: '',
  wsPort: 0,
  forceTLS: false,
  cluster: '',
  enabled: false,
  authEndpoint: '',
};

let server: FakeServer;
beforeEach(async () => {
  fakeBrowser.reset();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined); // failed syncs are logged (docs/product/extension.md)
  server = await startFakeServer();
  server.route('GET /api/realtime/config', { body: realtimeOff });
  await signedInTo(server.url);
});
afterEach(async () => {
  await server.close();
});

const badgeText = () => fakeBrowser.action.getBadgeText({});
const worker = () => createWorker({ PusherImpl: NoPusher });

describe('the background worker', () => {
  it('shows the server unread count on the badge, coloured by the worst unread severity', async () => {
    server.route('GET /api/notifications', {
      body: unreadList([notificationItem('n1', 'info'), notificationItem('n2', 'warning')], 2),
    });
    await worker().start();
    expect(await badgeText()).toBe('2');
    expect(await fakeBrowser.action.getBadgeBackgroundColor({})).toEqual(hexToRgba(BADGE_COLOURS.warning));
    expect(server.arrived.find((r) => r.path === '/api/notifications')?.query).toMatchObject({ unread: '1' });
  });

  it('caps the badge at 99+ (docs/product/extension.md)', async () => {
    server.route('GET /api/notifications', { body: unreadList([notificationItem('n1', 'error')], 140) });
    await worker().start();
    expect(await badgeText()).toBe('99+');
    expect(await fakeBrowser.action.getBadgeBackgroundColor({})).toEqual(hexToRgba(BADGE_COLOURS.error));
  });

  it('creates the polling alarm at start, on the default interval while realtime is not connected', async () => {
    server.route('GET /api/notifications', { body: unreadList([]) });
    await worker().start();
    const alarm = await fakeBrowser.alarms.get(POLL_ALARM);
    expect(alarm?.periodInMinutes).toBe(5);
  });

  it('a poll alarm syncs again and shows a system notification for each new one', async () => {
    server.route('GET /api/notifications', { body: unreadList([notificationItem('n1')]) });
    const w = worker();
    await w.start();
    expect(await fakeBrowser.notifications.getAll()).toEqual({});

    server.route('GET /api/notifications', {
      body: unreadList([notificationItem('n2', 'error'), notificationItem('n1')]),
    });
    await w.onAlarm(POLL_ALARM);
    expect(await badgeText()).toBe('2');
    expect(Object.keys(await fakeBrowser.notifications.getAll())).toEqual([systemNotificationId('n2')]);
  });

  it('answers mark-read by telling the server and lowering the badge', async () => {
    server.route('GET /api/notifications', {
      body: unreadList([notificationItem('n1'), notificationItem('n2')]),
    });
    server.route('POST /api/notification-logs/n1/read', { body: { success: true, unread_count: 1 } });
    const w = worker();
    await w.start();
    await expect(w.answer({ type: 'mark-read', id: 'n1' })).resolves.toEqual({ ok: true });
    expect(await badgeText()).toBe('1');
    expect((await inboxItem.getValue()).items.map((n) => n.id)).toEqual(['n2']);
    // docs/product/extension.md: no body, and so no Content-Type (the server answers 415 to a type without a body).
    const markRead = server.arrived.find((r) => r.path === '/api/notification-logs/n1/read');
    expect(markRead?.headers['content-type']).toBeUndefined();
  });

  it('answers a failed mark-read with the docs/product/extension.md message', async () => {
    server.route('GET /api/notifications', { body: unreadList([notificationItem('n1')]) });
    server.route('POST /api/notification-logs/n1/read', { status: 500, body: {} });
    const w = worker();
    await w.start();
    await expect(w.answer({ type: 'mark-read', id: 'n1' })).resolves.toEqual({
      ok: false,
      error: MARK_READ_FAILED,
    });
    expect(await badgeText()).toBe('1');
  });

  it('answers mark-all-read with an empty badge', async () => {
    server.route('GET /api/notifications', { body: unreadList([notificationItem('n1')], 7) });
    server.route('POST /api/notification-logs/read-all', {
      body: { success: true, unread_count: 0, updated: 7 },
    });
    const w = worker();
    await w.start();
    await w.answer({ type: 'mark-all-read' });
    expect(await badgeText()).toBe('');
  });

  it('ignores messages that are not its own', async () => {
    await expect(worker().answer({ type: 'something-else' })).resolves.toBeUndefined();
  });

  it('a 401 signs the extension out with a clear message and clears the badge', async () => {
    server.route('GET /api/notifications', { status: 401, body: { message: 'Unauthenticated.' } });
    const w = worker();
    await w.refresh();
    await vi.waitFor(async () => expect(await sessionStorage.getItem('token')).toBeNull());
    expect(await signOutNoticeItem.getValue()).toBe(SESSION_EXPIRED_MESSAGE);
    await w.start();
    expect(await badgeText()).toBe('');
    expect(await fakeBrowser.alarms.get(POLL_ALARM)).toBeUndefined();
  });

  it('keeps the last inbox and marks it offline when the server cannot be reached', async () => {
    server.route('GET /api/notifications', { body: unreadList([notificationItem('n1')]) });
    const w = worker();
    await w.start();
    server.route('GET /api/notifications', 'drop');
    await w.refresh();
    const inbox = await inboxItem.getValue();
    expect(inbox.offline).toBe(true);
    expect(inbox.items.map((n) => n.id)).toEqual(['n1']);
    expect(await badgeText()).toBe('1');
  });

  it('clicking a system notification opens its web-app page on the server and marks it read', async () => {
    server.route('GET /api/notifications', { body: unreadList([notificationItem('n1')]) });
    const w = worker();
    await w.start();
    server.route('GET /api/notifications', {
      body: unreadList([
        notificationItem('n2', 'warning', '/farmer/inventory/items/i9'),
        notificationItem('n1'),
      ]),
    });
    await w.refresh();
    server.route('POST /api/notification-logs/n2/read', { body: { success: true, unread_count: 1 } });

    await w.openNotification(systemNotificationId('n2'));
    const tabs = await fakeBrowser.tabs.query({});
    expect(tabs.map((t) => t.url)).toContain(`${server.url}/farmer/inventory/items/i9`);
    expect(server.arrived.some((r) => r.path === '/api/notification-logs/n2/read')).toBe(true);
    expect(await badgeText()).toBe('1');
  });
});

function hexToRgba(hex: string) {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255, 255];
}
