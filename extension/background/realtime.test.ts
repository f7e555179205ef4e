import { fakeBrowser } from '../testing/fake-browser';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inboxItem } from '../storage-items';
import { FakePusher } from '../testing/fake-pusher';
import { notificationItem, unreadList } from '../testing/fixtures';
import { startFakeServer, type FakeServer } from '../testing/fake-server';
import { signedInTo } from '../testing/session';
import { POLL_ALARM } from './poll-alarm';
import { WORKER_ACTIVITY_TIMEOUT_SECONDS } from './realtime-link';
import { createWorker } from './worker';

const realtimeOn = {
  key: 'shamba-key',
  wsHost: '',
  wsPort: 0,
  forceTLS: false,
  cluster: 'mt1',
  enabled: true,
  authEndpoint: '/broadcasting/auth',
};

let server: FakeServer;
beforeEach(async () => {
  fakeBrowser.reset();
  FakePusher.last = null;
  server = await startFakeServer();
  server.route('GET /api/realtime/config', { body: realtimeOn });
  server.route('GET /api/notifications', { body: unreadList([notificationItem('n1')]) });
  await signedInTo(server.url);
});
afterEach(async () => {
  await server.close();
});

const pusher = () => FakePusher.last!;
const listCalls = () => server.arrived.filter((r) => r.path === '/api/notifications').length;

describe('the worker on realtime', () => {
  it("subscribes to the user's two private channels with an activity timeout under 30 s", async () => {
    await createWorker({ PusherImpl: FakePusher }).start();
    expect([...pusher().channels.keys()]).toEqual([
      'private-user.user-1',
      'private-notifications.user.user-1',
    ]);
    expect(WORKER_ACTIVITY_TIMEOUT_SECONDS).toBeLessThan(30);
    expect(pusher().options.activityTimeout).toBe(WORKER_ACTIVITY_TIMEOUT_SECONDS * 1000);
  });

  it('polls every 10 minutes while connected and every 2 when the connection failed (docs/product/realtime.md)', async () => {
    await createWorker({ PusherImpl: FakePusher }).start();
    pusher().setState('connected');
    await vi.waitFor(async () =>
      expect((await fakeBrowser.alarms.get(POLL_ALARM))?.periodInMinutes).toBe(10),
    );
    pusher().setState('unavailable');
    await vi.waitFor(async () => expect((await fakeBrowser.alarms.get(POLL_ALARM))?.periodInMinutes).toBe(2));
  });

  it('a notification event syncs the inbox and the badge at once', async () => {
    await createWorker({ PusherImpl: FakePusher }).start();
    expect(await fakeBrowser.action.getBadgeText({})).toBe('1');
    server.route('GET /api/notifications', {
      body: unreadList([notificationItem('n2', 'warning'), notificationItem('n1')]),
    });
    const payload = {
      id: 'n2',
      type: 'system',
      title: 'T',
      message: 'M',
      created_at: '2026-01-01T10:00:00Z',
    };
    pusher().emit('notification', { ...payload, data: { severity: 'warning', action_url: null } });
    await vi.waitFor(async () => expect(await fakeBrowser.action.getBadgeText({})).toBe('2'));
  });

  it('the same notification on both channels syncs without overlap and is announced once', async () => {
    await createWorker({ PusherImpl: FakePusher }).start();
    const before = listCalls();
    server.route('GET /api/notifications', {
      body: unreadList([notificationItem('n2'), notificationItem('n1')]),
    });
    pusher().emit('new-notification', { id: 'n2' }); // both channels: two events at once
    await vi.waitFor(async () => expect((await inboxItem.getValue()).unreadCount).toBe(2));
    await new Promise((r) => setTimeout(r, 50));
    expect(listCalls() - before).toBeLessThanOrEqual(2);
    expect(Object.keys(await fakeBrowser.notifications.getAll())).toEqual(['shamba:n2']);
  });

  it('disconnects when the session ends', async () => {
    const worker = createWorker({ PusherImpl: FakePusher });
    await worker.start();
    await fakeBrowser.storage.local.remove('token');
    await worker.start();
    expect(pusher().disconnected).toBe(true);
  });
});
