import { fakeBrowser } from '../testing/fake-browser';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serverUrlItem, sessionStorage } from '../storage-items';
import { notificationItem, unreadList, user } from '../testing/fixtures';
import { startFakeServer, type FakeServer } from '../testing/fake-server';
import { FakePusher } from '../testing/fake-pusher';
import { POLL_ALARM } from './poll-alarm';
import { registerWorker } from './register';

let server: FakeServer;
beforeEach(async () => {
  fakeBrowser.reset();
  server = await startFakeServer();
  server.route('GET /api/realtime/config', {
    body: { key: 'k', wsHost: '', wsPort: 0, forceTLS: false, cluster: '', enabled: false, authEndpoint: '' },
  });
  server.route('GET /api/notifications', {
    body: unreadList([notificationItem('n1'), notificationItem('n2')]),
  });
  await serverUrlItem.setValue(server.url);
});
afterEach(async () => {
  await server.close();
});

const badge = () => fakeBrowser.action.getBadgeText({});

describe('the worker wiring', () => {
  it('starts on sign-in, as the popup writes it (the token first, then the user)', async () => {
    registerWorker({ PusherImpl: FakePusher });
    await sessionStorage.setItem('token', 'token-1');
    await sessionStorage.setItem('user', JSON.stringify(user));
    await vi.waitFor(async () => expect(await badge()).toBe('2'));
    expect((await fakeBrowser.alarms.get(POLL_ALARM))?.periodInMinutes).toBe(5);
  });

  it('answers messages from the pages and syncs on the poll alarm', async () => {
    registerWorker({ PusherImpl: FakePusher });
    await sessionStorage.setItem('user', JSON.stringify(user));
    await sessionStorage.setItem('token', 'token-1');
    await vi.waitFor(async () => expect(await badge()).toBe('2'));
    server.route('GET /api/notifications', { body: unreadList([notificationItem('n1')]) });
    await fakeBrowser.alarms.onAlarm.trigger({ name: POLL_ALARM, scheduledTime: Date.now() });
    await vi.waitFor(async () => expect(await badge()).toBe('1'));
    server.route('GET /api/notifications', { body: unreadList([]) });
    await expect(fakeBrowser.runtime.sendMessage({ type: 'refresh' })).resolves.toEqual({ ok: true });
    expect(await badge()).toBe('');
  });

  it('a new server address signs out', async () => {
    registerWorker({ PusherImpl: FakePusher });
    await sessionStorage.setItem('user', JSON.stringify(user));
    await sessionStorage.setItem('token', 'token-1');
    await serverUrlItem.setValue('http://farm.example:8000');
    await vi.waitFor(async () => expect(await sessionStorage.getItem('token')).toBeNull());
  });
});
