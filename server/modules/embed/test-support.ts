// Helpers for the widgets' server tests (not a test file itself): an embed key and its widget session made through
// the API from a partner's origin, the channel authorization a widget asks for, and pusher-js set up as the
// widgets' realtime script sets it up, on the listening test app.
import PusherJs from 'pusher-js';
import { EmbedKeyResponseSchema, WidgetSessionSchema, type EmbedScope } from '@/shared/contracts/embed';
import { RealtimeClientConfigSchema } from '@/shared/contracts/notifications';
import type { TestApp } from '@/server/test/app';
import { bearer } from '@/server/test/users';
import { pusherJsFromConfig } from '@/server/realtime/test-support';

export const PARTNER = 'https://coop.example.org';

/** A key of the owner's farm for PARTNER, and a widget session of it. */
export async function createWidgetSession(
  t: TestApp,
  owner: { token: string; farmId: string },
  scopes: EmbedScope[],
) {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/embed-keys',
    headers: bearer(owner.token),
    payload: { name: 'Partner site', farm_id: owner.farmId, allowed_origins: [PARTNER], scopes },
  });
  const { publishable_key: key, id: keyId } = EmbedKeyResponseSchema.parse(created.json()).data;
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/widget/${key}/session`,
    headers: { origin: PARTNER },
  });
  return { key, keyId, token: WidgetSessionSchema.parse(res.json()).token };
}

/** What a widget posts to authorize one channel (socket id made up: nothing connects). */
export const authorizeWidgetChannel = (t: TestApp, key: string, token: string, channel: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/widget/${key}/broadcasting/auth`,
    headers: { ...bearer(token), origin: PARTNER, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ socket_id: '123.456', channel_name: channel }).toString(),
  });

type Channel = ReturnType<PusherJs['subscribe']>;

export interface WidgetSocket {
  client: PusherJs;
  /** Every event heard on the channels subscribed, with its data. */
  heard: Array<{
    channel: string;
    event: string;
    data: { id?: string; unread_count?: number; farm_id?: string };
  }>;
  errors: Array<{ channel: string; status?: number; error?: string }>;
  subscribe(channel: string): Promise<'subscribed' | number>;
}

const sockets: PusherJs[] = [];

/** Disconnects every socket opened since the last call (afterEach). */
export function closeWidgetSockets() {
  for (const client of sockets.splice(0)) client.disconnect();
}

/** pusher-js as the widgets' realtime script sets it up: config from the widget API, channels authorized by
 *  /api/widget/{key}/broadcasting/auth with the widget session, from the partner's page. */
export async function openWidgetSocket(port: number, key: string, token: string): Promise<WidgetSocket> {
  const headers = { ...bearer(token), origin: PARTNER };
  const config = RealtimeClientConfigSchema.parse(
    await (await fetch(`http://127.0.0.1:${port}/api/widget/${key}/realtime/config`, { headers })).json(),
  );
  const client = pusherJsFromConfig(config, {
    customHandler: ({ socketId, channelName }, callback) => {
      void fetch(`http://127.0.0.1:${port}${config.authEndpoint}`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ socket_id: socketId, channel_name: channelName }),
      }).then(async (res) => {
        if (res.ok) return callback(null, (await res.json()) as { auth: string });
        callback(new Error(`auth answered ${res.status}`), null);
      });
    },
  });
  sockets.push(client);
  const socket: WidgetSocket = {
    client,
    heard: [],
    errors: [],
    subscribe: (name) =>
      new Promise((resolve) => {
        const channel: Channel = client.subscribe(name);
        channel.bind('pusher:subscription_succeeded', () => resolve('subscribed'));
        channel.bind('pusher:subscription_error', (e: { status?: number; error?: string }) => {
          socket.errors.push({ channel: name, ...e });
          // A refused authorization comes back as our handler's error ("auth answered 403").
          resolve(e.status ?? Number(/\d{3}$/.exec(e.error ?? '')?.[0] ?? 0));
        });
        channel.bind_global((event: string, data: WidgetSocket['heard'][number]['data']) => {
          if (!event.startsWith('pusher')) socket.heard.push({ channel: name, event, data });
        });
      }),
  };
  return socket;
}
