// A settings change is announced on the person's private user channel only (settings-events.ts): the real app
// with realtime, listening on a free port so the embedded publisher can reach its own clients; the official
// pusher-js client of the person hears it, and the publisher is asked for that one channel and nothing else.
import type { AddressInfo } from 'node:net';
import PusherJs from 'pusher-js';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RealtimeClientConfigSchema, type RealtimeClientConfig } from '@/shared/contracts/notifications';
import {
  notificationsChannel,
  SETTINGS_CHANGED_EVENT,
  userChannel,
} from '@/shared/contracts/realtime-channels';
import { loadRealtimeConfig } from '@/server/realtime/config';
import { createTestApp, type TestApp } from '@/server/test/app';
import { bearer, registerUser } from '@/server/test/users';
import { bearerAuthorization, pusherJsFromConfig } from '@/server/realtime/test-support';

let t: TestApp;
let port: number;
let config: RealtimeClientConfig;
const clients: PusherJs[] = [];

beforeAll(async () => {
  t = await createTestApp({ realtime: loadRealtimeConfig({}) });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  config = RealtimeClientConfigSchema.parse(
    (await t.app.inject({ method: 'GET', url: '/api/realtime/config' })).json(),
  );
});
afterEach(() => {
  vi.restoreAllMocks();
  for (const client of clients.splice(0)) client.disconnect();
});
afterAll(() => t.close());

const put = (token: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/user/settings', headers: bearer(token), payload });

/** The person's user channel through pusher-js, as the extension's worker holds it. */
async function listenAs(token: string, channelName: string) {
  const client = pusherJsFromConfig(
    // This app's realtime settings name no host of their own: the socket goes to the port the test listens on.
    { ...config, wsHost: '127.0.0.1', wsPort: port, forceTLS: false },
    bearerAuthorization(port, config, token),
  );
  clients.push(client);
  const channel = client.subscribe(channelName);
  await new Promise<void>((resolve, reject) => {
    channel.bind('pusher:subscription_succeeded', () => resolve());
    channel.bind('pusher:subscription_error', (e: unknown) => reject(new Error(JSON.stringify(e))));
  });
  return channel;
}

describe('settings change events', () => {
  it('publishes the new language on the person’s user channel only, once per real change', async () => {
    const [wanjiru, otieno] = await Promise.all([registerUser(t.app), registerUser(t.app)]);
    const channel = await listenAs(wanjiru.token, userChannel(wanjiru.user.id));
    const heard = new Promise<unknown>((resolve) => channel.bind(SETTINGS_CHANGED_EVENT, resolve));
    const publish = vi.spyOn(t.app.realtime.publisher, 'publish');

    expect((await put(wanjiru.token, { language: 'sw' })).statusCode).toBe(200);
    expect(await heard).toEqual({ language: 'sw' });
    const settingsEvents = publish.mock.calls.filter(([, event]) => event === SETTINGS_CHANGED_EVENT);
    expect(settingsEvents).toHaveLength(1);
    expect(settingsEvents[0]![0]).toEqual([userChannel(wanjiru.user.id)]);
    expect(settingsEvents[0]![0]).not.toContain(notificationsChannel(wanjiru.user.id));
    expect(settingsEvents[0]![0]).not.toContain(userChannel(otieno.user.id));

    // Saving what is already there changes nothing, so nothing is announced.
    publish.mockClear();
    expect((await put(wanjiru.token, { language: 'sw' })).statusCode).toBe(200);
    expect(publish.mock.calls.filter(([, event]) => event === SETTINGS_CHANGED_EVENT)).toEqual([]);
  });

  it('is not published when the update is refused', async () => {
    const { token } = await registerUser(t.app);
    const publish = vi.spyOn(t.app.realtime.publisher, 'publish');
    expect((await put(token, { language: 'fr' })).statusCode).toBe(422);
    expect(publish).not.toHaveBeenCalled();
  });
});
