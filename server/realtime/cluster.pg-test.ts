// Two real server processes on one PostgreSQL database (docs/decisions/025): a notification created through either
// reaches a pusher-js client connected to the other within 1 s, through LISTEN/NOTIFY; the instance that created it
// delivers it to its own clients once, not twice; an event too large for one NOTIFY arrives whole; and a listening
// connection killed by the database comes back on its own. PostgreSQL only (vitest.config.ts runs this file when
// TEST_DATABASE_URL is set).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import Pusher from 'pusher';
import PusherJs from 'pusher-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthResponseSchema } from '@/shared/contracts/auth';
import { inject } from 'vitest';
import {
  seedServerDatabase,
  startServerProcess,
  type ServerDatabase,
  type ServerProcess,
} from '@/server/test/server-process';
import { LISTENER_APPLICATION_NAME } from './pg-fan-out';
import { MAX_NOTIFY_BYTES } from './notify-payload';

type Channel = ReturnType<PusherJs['subscribe']>;

const SECRET = `cluster-test-${randomBytes(8).toString('hex')}`;
const KEY = 'shamba-key';
const APP_ID = 'shamba';

let database: ServerDatabase;
let a: ServerProcess;
let b: ServerProcess;
let user: { id: string; token: string };
const clients: PusherJs[] = [];

beforeAll(async () => {
  database = await seedServerDatabase();
  expect(database.kind).toBe('postgres');
  // One shared PUSHER_SECRET, as several instances behind one address need (docs/product/realtime.md).
  const env = { ...database.env, PUSHER_SECRET: SECRET, CAPTCHA_SECRET: '' };
  [a, b] = await Promise.all([startServerProcess({ env }), startServerProcess({ env })]);
  const response = await fetch(`${a.baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Wanjiku Cluster',
      email: `cluster-${randomBytes(4).toString('hex')}@example.test`,
      password: 'correct horse battery',
      user_type: 'farmer',
    }),
  });
  expect(response.status).toBe(201);
  const auth = AuthResponseSchema.parse(await response.json());
  user = { id: String(auth.user.id), token: auth.access_token };
}, 120_000);

afterAll(async () => {
  for (const client of clients.splice(0)) client.disconnect();
  a?.kill();
  b?.kill();
  await Promise.all([a?.exited, b?.exited]);
  await database?.remove();
});

const portOf = (server: ServerProcess) => Number(new URL(server.baseUrl).port);

/** The official client, connected to one instance and authorized there, as the web app does it. */
async function connectTo(server: ServerProcess) {
  const client = new PusherJs(KEY, {
    cluster: 'x',
    wsHost: '127.0.0.1',
    wsPort: portOf(server),
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: {
      endpoint: `${server.baseUrl}/broadcasting/auth`,
      transport: 'ajax',
      headers: { authorization: `Bearer ${user.token}` },
    },
  });
  clients.push(client);
  const subscribe = (name: string) =>
    new Promise<Channel>((resolve, reject) => {
      const channel = client.subscribe(name);
      channel.bind('pusher:subscription_succeeded', () => resolve(channel));
      channel.bind('pusher:subscription_error', (e: unknown) => reject(new Error(JSON.stringify(e))));
    });
  const [userChannel, notificationsChannel] = await Promise.all([
    subscribe(`private-user.${user.id}`),
    subscribe(`private-notifications.user.${user.id}`),
  ]);
  return { client, userChannel, notificationsChannel };
}

/** Every `event` on a channel, with when it arrived. */
function record(channel: Channel, event: string) {
  const got: Array<{ at: number; data: Record<string, unknown> }> = [];
  channel.bind(event, (data: Record<string, unknown>) => got.push({ at: Date.now(), data }));
  return got;
}

async function createNotification(server: ServerProcess, message: string) {
  const response = await fetch(`${server.baseUrl}/api/test/generate-notification`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
    body: JSON.stringify({ type: 'weather_alert', message, category: 'weather' }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { notification: { id: string } }).notification.id;
}

const sdkFor = (server: ServerProcess) =>
  new Pusher({ appId: APP_ID, key: KEY, secret: SECRET, host: '127.0.0.1', port: String(portOf(server)) });

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('two instances on one PostgreSQL database', () => {
  it.each([
    ['A to a client of B', () => [a, b] as const],
    ['B to a client of A', () => [b, a] as const],
  ])(
    'a notification created through %s arrives within 1 s, once on every instance',
    async (_, pick) => {
      const [creator, other] = pick();
      const there = await connectTo(other);
      const here = await connectTo(creator);
      const got = {
        there: record(there.userChannel, 'notification'),
        thereNew: record(there.notificationsChannel, 'new-notification'),
        here: record(here.userChannel, 'notification'),
        hereNew: record(here.notificationsChannel, 'new-notification'),
      };

      const message = `Frost tonight on the lower field ${randomBytes(3).toString('hex')}`;
      const started = Date.now();
      const id = await createNotification(creator, message);
      await expect
        .poll(() => got.there.length + got.thereNew.length, { timeout: 1_000, interval: 10 })
        .toBe(2);
      expect(got.there[0]!.at - started).toBeLessThan(1_000);
      expect(got.there[0]!.data).toMatchObject({ id, message });
      expect(got.thereNew[0]!.data).toMatchObject({ id, message });

      // Nothing arrives twice, neither on the other instance nor on the one that published it.
      await pause(500);
      for (const list of Object.values(got)) expect(list.map((g) => g.data.id)).toEqual([id]);
      there.client.disconnect();
      here.client.disconnect();
    },
    30_000,
  );

  it('delivers an event too large for one NOTIFY whole, from A to a client of B', async () => {
    const { client, userChannel } = await connectTo(b);
    const got = record(userChannel, 'notification');
    const payload = { id: 'big', message: 'Mbolea “DAP” ✓ 🌽 '.repeat(370) };
    const size = Buffer.byteLength(JSON.stringify(payload));
    expect(size).toBeGreaterThan(MAX_NOTIFY_BYTES);
    expect(size).toBeLessThanOrEqual(10 * 1024);
    await sdkFor(a).trigger(`private-user.${user.id}`, 'notification', payload);
    await expect.poll(() => got.length, { timeout: 1_000, interval: 10 }).toBe(1);
    expect(got[0]!.data).toEqual(payload);
    client.disconnect();
  });

  it('hears the other instance again after the database dropped its listening connection', async () => {
    const { client, userChannel } = await connectTo(b);
    const got = record(userChannel, 'notification');
    const template = inject('serverDbTemplate');
    if (template.kind !== 'postgres') throw new Error('PostgreSQL only');
    const admin = new pg.Client({ connectionString: template.adminUrl });
    await admin.connect();
    try {
      const { rowCount } = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = $2',
        [LISTENER_APPLICATION_NAME, database.name],
      );
      expect(rowCount).toBe(2); // one listener per instance
    } finally {
      await admin.end();
    }
    // Publish on A until B delivers: the listeners come back within their first retries.
    const deadline = Date.now() + 15_000;
    let sent = 0;
    while (got.length === 0 && Date.now() < deadline) {
      await sdkFor(a).trigger(`private-user.${user.id}`, 'notification', { id: `after-${++sent}` });
      await pause(100);
    }
    expect(got.length).toBeGreaterThan(0);
    expect(a.child.exitCode).toBeNull();
    expect(b.child.exitCode).toBeNull();
    expect(b.logs().some((line) => line.msg === 'realtime listener reconnected')).toBe(true);
    client.disconnect();
  }, 30_000);
});
