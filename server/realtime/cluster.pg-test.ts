// Two real server processes on one PostgreSQL database (docs/decisions/025): a notification created through either
// reaches a pusher-js client connected to the other within 1 s, through LISTEN/NOTIFY; the instance that created it
// delivers it to its own clients once, not twice; an event too large for one NOTIFY arrives whole; and a listening
// connection killed by the database comes back on its own. A logout through one instance ends that sign-in's live
// feed on the other (docs/product/realtime.md "Ending subscriptions"). PostgreSQL only (vitest.config.ts runs this
// file when TEST_DATABASE_URL is set).
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
import { REVOKED_SUBSCRIPTION_MESSAGE } from './protocol';

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
    // The server writes its log in batches at least every half second (server/app.ts).
    const logged = () => b.logs().some((line) => line.msg === 'realtime listener reconnected');
    for (let waited = 0; !logged() && waited < 3_000; waited += 100) await pause(100);
    expect(logged()).toBe(true);
    client.disconnect();
  }, 30_000);
});

describe('revoked sign-ins on two instances', () => {
  /** pusher-js connected to `socketOn`, its channels authorized by `authAt` with `token` (the instances share
   *  PUSHER_SECRET, so a client may be authorized by one and connected to the other). */
  async function listen(socketOn: ServerProcess, authAt: ServerProcess, userId: string, token: string) {
    const client = new PusherJs(KEY, {
      cluster: 'x',
      wsHost: '127.0.0.1',
      wsPort: portOf(socketOn),
      forceTLS: false,
      enabledTransports: ['ws'],
      disableStats: true,
      channelAuthorization: {
        endpoint: `${authAt.baseUrl}/broadcasting/auth`,
        transport: 'ajax',
        headers: { authorization: `Bearer ${token}` },
      },
    });
    clients.push(client);
    const heard = new Set<string>();
    const errors: Array<{ status?: number; error?: string }> = [];
    await new Promise<void>((resolve, reject) => {
      const channel = client.subscribe(`private-user.${userId}`);
      channel.bind('pusher:subscription_succeeded', () => resolve());
      channel.bind('pusher:subscription_error', (e: { status?: number; error?: string }) => {
        errors.push(e);
        reject(new Error(JSON.stringify(e)));
      });
      channel.bind('notification', (data: { id: string }) => heard.add(data.id));
    });
    return { client, heard, errors };
  }

  const generate = async (server: ServerProcess, token: string, message: string) => {
    const response = await fetch(`${server.baseUrl}/api/test/generate-notification`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ type: 'weather_alert', message, category: 'weather' }),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { notification: { id: string } }).notification.id;
  };
  const me = (server: ServerProcess, token: string) =>
    fetch(`${server.baseUrl}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } }).then(
      (r) => r.status,
    );

  it('a logout through A ends that sign-in’s feed on B within 2 s; another sign-in on B keeps hearing', async () => {
    const email = `revoke-${randomBytes(4).toString('hex')}@example.test`;
    const registered = await fetch(`${a.baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Achieng Two', email, password: 'correct horse battery' }),
    });
    expect(registered.status).toBe(201);
    const first = AuthResponseSchema.parse(await registered.json());
    const userId = String(first.user.id);
    const signedIn = await fetch(`${b.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'correct horse battery' }),
    });
    const second = AuthResponseSchema.parse(await signedIn.json()).access_token;

    // Both sockets are on B; the one to be revoked was even authorized by A.
    const revoked = await listen(b, a, userId, first.access_token);
    const kept = await listen(b, b, userId, second);
    const before = await generate(a, second, 'Before the logout');
    for (const l of [revoked, kept]) {
      await expect.poll(() => l.heard.has(before), { timeout: 2_000, interval: 20 }).toBe(true);
    }
    expect(await me(b, first.access_token)).toBe(200); // B now holds the sign-in in its token cache

    const started = Date.now();
    const logout = await fetch(`${a.baseUrl}/api/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${first.access_token}` },
    });
    expect(logout.status).toBe(200);
    await expect
      .poll(() => revoked.errors, { timeout: 2_000, interval: 10 })
      .toEqual([{ type: 'AuthError', error: REVOKED_SUBSCRIPTION_MESSAGE, status: 401 }]);
    expect(Date.now() - started).toBeLessThan(2_000);
    // B dropped its cached copy of the sign-in too.
    expect(await me(b, first.access_token)).toBe(401);

    const after = await generate(a, second, 'After the logout');
    await expect.poll(() => kept.heard.has(after), { timeout: 2_000, interval: 20 }).toBe(true);
    await pause(300);
    expect(revoked.heard.has(after)).toBe(false);
    expect([...revoked.heard]).toEqual([before]);
    revoked.client.disconnect();
    kept.client.disconnect();
  }, 30_000);

  it('a revoked embed key ends its widgets’ feed on the other instance; another key’s widget keeps it', async () => {
    const partner = 'https://coop.example.org';
    const owner = { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' };
    const farm = await fetch(`${a.baseUrl}/api/farms`, {
      method: 'POST',
      headers: owner,
      body: JSON.stringify({ name: 'Cluster Farm' }),
    });
    expect(farm.status).toBe(201);
    const farmId = ((await farm.json()) as { data: { id: string } }).data.id;
    const widget = async () => {
      const created = await fetch(`${a.baseUrl}/api/embed-keys`, {
        method: 'POST',
        headers: owner,
        body: JSON.stringify({
          name: 'Bell',
          farm_id: farmId,
          allowed_origins: [partner],
          scopes: ['notifications:read'],
        }),
      });
      const key = ((await created.json()) as { data: { id: string; publishable_key: string } }).data;
      const session = await fetch(`${b.baseUrl}/api/widget/${key.publishable_key}/session`, {
        method: 'POST',
        headers: { origin: partner },
      });
      const { token } = (await session.json()) as { token: string };
      const client = new PusherJs(KEY, {
        cluster: 'x',
        wsHost: '127.0.0.1',
        wsPort: portOf(b),
        forceTLS: false,
        enabledTransports: ['ws'],
        disableStats: true,
        channelAuthorization: {
          customHandler: ({ socketId, channelName }, callback) => {
            void fetch(`${b.baseUrl}/api/widget/${key.publishable_key}/broadcasting/auth`, {
              method: 'POST',
              headers: {
                authorization: `Bearer ${token}`,
                origin: partner,
                'content-type': 'application/x-www-form-urlencoded',
              },
              body: new URLSearchParams({ socket_id: socketId, channel_name: channelName }),
            })
              .then(async (res) => callback(null, (await res.json()) as { auth: string }))
              .catch((error: Error) => callback(error, null));
          },
        },
      });
      clients.push(client);
      const heard = new Set<string>();
      const errors: Array<{ status?: number }> = [];
      await new Promise<void>((resolve, reject) => {
        const channel = client.subscribe(`private-farm-notifications.${farmId}.user.${user.id}`);
        channel.bind('pusher:subscription_succeeded', () => resolve());
        channel.bind('pusher:subscription_error', (e: { status?: number }) => {
          errors.push(e);
          reject(new Error(JSON.stringify(e)));
        });
        channel.bind('notification', (data: { id: string }) => heard.add(data.id));
      });
      return { key, heard, errors };
    };
    const [revoked, kept] = [await widget(), await widget()];
    const generate = async (message: string) => {
      const response = await fetch(`${a.baseUrl}/api/test/generate-notification`, {
        method: 'POST',
        headers: owner,
        body: JSON.stringify({ type: 'weather_alert', message, category: 'weather', farm_id: farmId }),
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as { notification: { id: string } }).notification.id;
    };
    const before = await generate('Before the revocation');
    for (const w of [revoked, kept]) {
      await expect.poll(() => w.heard.has(before), { timeout: 2_000, interval: 20 }).toBe(true);
    }

    const revoke = await fetch(`${a.baseUrl}/api/embed-keys/${revoked.key.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(revoke.status).toBe(200);
    await expect
      .poll(() => revoked.errors.map((e) => e.status), { timeout: 2_000, interval: 10 })
      .toEqual([401]);
    const after = await generate('After the revocation');
    await expect.poll(() => kept.heard.has(after), { timeout: 2_000, interval: 20 }).toBe(true);
    await pause(300);
    expect([...revoked.heard]).toEqual([before]);
  }, 30_000);
});
