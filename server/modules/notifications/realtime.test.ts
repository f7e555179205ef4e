// Realtime end to end on the real app listening on a free port: the official pusher-js client, configured from
// GET /api/realtime/config, authorizes with the user's bearer token; it may hear its own two channels only, and
// a notification arrives on both with the payloads of docs/product/realtime.md. The admin broadcast reaches every user.
import type { AddressInfo } from 'node:net';
import { count, eq } from 'drizzle-orm';
import PusherJs from 'pusher-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  BROADCAST_ICON_MESSAGE,
  InAppPayloadSchema,
  PushPayloadSchema,
  RealtimeClientConfigSchema,
  type RealtimeClientConfig,
} from '@/shared/contracts/notifications';
import { users } from '@/server/db/schema/auth';
import { notificationDeliveries } from '@/server/db/schema/notifications';
import { UNREAD_COUNT_EVENT } from '@/shared/notifications/realtime-payload';
import { loadRealtimeConfig } from '@/server/realtime/config';
import { registerSuperadmin, type TestUser } from './test-fixtures';
import { createTestApp, type TestApp } from '@/server/test/app';
import { bearer, registerUser } from '@/server/test/users';
import { bearerAuthorization, pusherJsFromConfig } from '@/server/realtime/test-support';

type Channel = ReturnType<PusherJs['subscribe']>;

let t: TestApp;
let port: number;
let config: RealtimeClientConfig;
const clients: PusherJs[] = [];

beforeAll(async () => {
  t = await createTestApp({ realtime: loadRealtimeConfig({}) });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  const res = await fetch(`http://127.0.0.1:${port}/api/realtime/config`);
  config = RealtimeClientConfigSchema.parse(await res.json());
});
afterEach(() => {
  for (const client of clients.splice(0)) client.disconnect();
});
afterAll(() => t.close());

/** pusher-js as the web app builds it: from /api/realtime/config, authorizing with the bearer token. */
async function connect(user: TestUser) {
  const client = pusherJsFromConfig(config, bearerAuthorization(port, config, user.token));
  clients.push(client);
  await new Promise<void>((resolve, reject) => {
    client.connection.bind('connected', () => resolve());
    client.connection.bind('failed', () => reject(new Error('pusher-js could not connect')));
  });
  return client;
}

const subscribed = (channel: Channel) =>
  new Promise<void>((resolve, reject) => {
    channel.bind('pusher:subscription_succeeded', () => resolve());
    channel.bind('pusher:subscription_error', (e: unknown) => reject(new Error(JSON.stringify(e))));
  });
const refused = (channel: Channel) =>
  new Promise<{ status?: number }>((resolve, reject) => {
    channel.bind('pusher:subscription_succeeded', () => reject(new Error('subscription was accepted')));
    channel.bind('pusher:subscription_error', (e: { status?: number }) => resolve(e));
  });
const nextEvent = <T>(channel: Channel, event: string, timeoutMs = 3_000) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    channel.bind(event, (data: T) => {
      clearTimeout(timer);
      resolve(data);
    });
  });

describe('realtime notifications', () => {
  it('tells clients where to connect: this server, without TLS on plain HTTP', () => {
    expect(config).toMatchObject({ wsHost: '127.0.0.1', wsPort: port, forceTLS: false, enabled: true });
    expect(config.key).toBe('shamba-key');
  });

  it('lets a user subscribe to their own channels and refuses another user’s', async () => {
    const [alice, bob] = await Promise.all([registerUser(t.app), registerUser(t.app)]);
    const client = await connect(alice);
    await subscribed(client.subscribe(`private-user.${alice.user.id}`));
    await subscribed(client.subscribe(`private-notifications.user.${alice.user.id}`));
    expect((await refused(client.subscribe(`private-user.${bob.user.id}`))).status).toBe(403);
    expect((await refused(client.subscribe(`private-notifications.user.${bob.user.id}`))).status).toBe(403);

    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/broadcasting/auth',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `socket_id=1.2&channel_name=private-user.${alice.user.id}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('delivers a notification on both channels with the docs/product/realtime.md payloads', async () => {
    const user = await registerUser(t.app);
    const client = await connect(user);
    const inApp = client.subscribe(`private-user.${user.user.id}`);
    const push = client.subscribe(`private-notifications.user.${user.user.id}`);
    await Promise.all([subscribed(inApp), subscribed(push)]);
    const gotInApp = nextEvent<unknown>(inApp, 'notification');
    const gotPush = nextEvent<unknown>(push, 'new-notification');

    const started = Date.now();
    const { row } = await t.app.notifications.service.notify({
      userId: user.user.id,
      type: 'weather_alert',
      title: 'Heavy rain tonight',
      message: 'Cover the seedlings.',
      severity: 'warning',
      actionUrl: '/farmer/farms/f1',
    });
    const [a, b] = await Promise.all([gotInApp, gotPush]);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(InAppPayloadSchema.parse(a)).toEqual({
      id: row.id,
      type: 'weather_alert',
      title: 'Heavy rain tonight',
      message: 'Cover the seedlings.',
      created_at: row.createdAt.toISOString(),
      data: { severity: 'warning', action_url: '/farmer/farms/f1' },
    });
    expect(PushPayloadSchema.parse(b)).toEqual({
      id: row.id,
      type: 'weather_alert',
      title: 'Heavy rain tonight',
      message: 'Cover the seedlings.',
      severity: 'warning',
      link: '/farmer/farms/f1',
      created_at: row.createdAt.toISOString(),
    });
    const [delivery] = await t.db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.notificationId, row.id))
      .then((rows) => rows.filter((r) => r.channel === 'realtime'));
    expect(delivery!.status).toBe('sent');
  });

  it('broadcasts the admin browser notification to every user and answers the count', async () => {
    const farmer = await registerUser(t.app);
    const admin = await registerSuperadmin(t.app, t.db);
    const client = await connect(farmer);
    const channel = client.subscribe(`private-notifications.user.${farmer.user.id}`);
    await subscribed(channel);
    const got = nextEvent<Record<string, unknown>>(channel, 'new-notification');

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/notifications/system/test-browser-notification',
      headers: bearer(admin.token),
      payload: {
        title: 'Maintenance tonight',
        message: 'Shamba is down 22:00–22:15.',
        icon: '/logo.png',
        play_sound: false,
      },
    });
    expect(res.statusCode).toBe(200);
    const [{ n }] = (await t.db.select({ n: count() }).from(users)) as [{ n: number }];
    expect(res.json()).toEqual({ message: `Browser notification sent to ${n} users.`, count: n });
    expect(await got).toMatchObject({
      title: 'Maintenance tonight',
      severity: 'info',
      icon: '/logo.png',
      play_sound: false,
    });

    const farmerTry = await t.app.inject({
      method: 'POST',
      url: '/api/admin/notifications/system/test-browser-notification',
      headers: bearer(farmer.token),
      payload: { title: 'x', message: 'y', play_sound: true },
    });
    expect(farmerTry.statusCode).toBe(403);

    // The icon is loaded by every signed-in browser: only an address on this site is taken.
    for (const icon of ['https://elsewhere.example/x.png', '//elsewhere.example/x.png', 'logo.png']) {
      const offSite = await t.app.inject({
        method: 'POST',
        url: '/api/admin/notifications/system/test-browser-notification',
        headers: bearer(admin.token),
        payload: { title: 'x', message: 'y', icon },
      });
      expect(offSite.statusCode).toBe(422);
      expect(JSON.stringify(offSite.json())).toContain(BROADCAST_ICON_MESSAGE);
    }
  });

  it('tells the user’s other screens the new unread count after a read, a mark all and a delete', async () => {
    const user = await registerUser(t.app);
    const client = await connect(user);
    const inApp = client.subscribe(`private-user.${user.user.id}`);
    await subscribed(inApp);
    const notify = (title: string) =>
      t.app.notifications.service.notify({ userId: user.user.id, type: 'system', title, message: 'm' });
    const [{ row: first }, { row: second }] = [await notify('one'), await notify('two')];
    await notify('three');

    const counts: number[] = [];
    inApp.bind(UNREAD_COUNT_EVENT, (data: { unread_count: number }) => counts.push(data.unread_count));
    const call = (method: 'POST' | 'DELETE', url: string) =>
      t.app
        .inject({ method, url, headers: bearer(user.token) })
        .then((res) => expect(res.statusCode).toBe(200));

    await call('POST', `/api/notification-logs/${first.id}/read`);
    await call('DELETE', `/api/notification-logs/${second.id}`);
    await call('POST', '/api/notification-logs/read-all');
    // Delivery, not speed, is checked here: the suite runs many files at once on two cores.
    await expect.poll(() => counts, { timeout: 10_000 }).toEqual([2, 1, 0]);
  });
});
