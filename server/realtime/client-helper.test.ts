// The shared realtime helper (shared/notifications/realtime.ts, which the web app and the extension worker use)
// against the REAL embedded Pusher-protocol endpoint: config from GET /api/realtime/config, pusher-js (Node
// build) authorized through /broadcasting/auth with a bearer token, events published with the official SDK.
// It lives here because it needs the server plugin, and shared/ may not import server/.
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import Pusher from 'pusher';
import PusherJs from 'pusher-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createNotificationRealtime,
  type NotificationRealtime,
  type NotificationRealtimeOptions,
  type RealtimeNotification,
  type RealtimeState,
} from '@/shared/notifications/realtime';
import { loadRealtimeConfig, type RealtimeConfig } from './config';
import { realtimePlugin } from './plugin';

const TOKENS: Record<string, string> = { 'token-7': '7', 'token-8': '8' };

let app: FastifyInstance;
let config: RealtimeConfig;
let baseURL: string;
let configAnswer: { status: number; enabled: boolean; wsHost?: string };
const running: NotificationRealtime[] = [];

beforeEach(async () => {
  config = loadRealtimeConfig({});
  configAnswer = { status: 200, enabled: true };
  app = Fastify({ logger: false });
  await app.register(realtimePlugin, {
    config,
    authorizeUserChannel: (request, channel) => {
      const user = TOKENS[String(request.headers.authorization).replace('Bearer ', '')];
      return channel === `private-user.${user}` || channel === `private-notifications.user.${user}`;
    },
  });
  app.get('/api/realtime/config', async (_request, reply) => {
    const port = (app.server.address() as AddressInfo).port;
    if (configAnswer.status !== 200) return reply.code(configAnswer.status).send({ message: 'down' });
    return {
      key: config.key,
      wsHost: configAnswer.wsHost ?? '127.0.0.1',
      wsPort: port,
      forceTLS: false,
      cluster: 'us3',
      enabled: configAnswer.enabled,
      authEndpoint: '/broadcasting/auth',
    };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  baseURL = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterEach(async () => {
  for (const r of running.splice(0)) r.disconnect();
  await app.close();
});

/** A small fetch client with the ApiClient shape (server/ may not import shared/api). */
function fetchApi(token: string): NotificationRealtimeOptions['api'] {
  interface Req {
    method: string;
    url: string;
    data?: unknown;
    headers?: Record<string, string>;
    schema?: { parse(v: unknown): unknown };
  }
  const request = async ({ method, url, data, headers, schema }: Req) => {
    const json = data !== undefined && typeof data !== 'string';
    const res = await fetch(new URL(url, baseURL), {
      method: String(method).toUpperCase(),
      headers: {
        ...headers,
        ...(json ? { 'content-type': 'application/json' } : {}),
        authorization: `Bearer ${token}`,
      },
      body: data === undefined ? undefined : json ? JSON.stringify(data) : String(data),
    });
    const body = (await res.json()) as { message?: string };
    if (!res.ok)
      throw Object.assign(new Error(body.message ?? `status ${res.status}`), { status: res.status });
    return schema ? schema.parse(body) : body;
  };
  const call = (method: string) => (url: string, second?: unknown, third?: object) =>
    method === 'get' || method === 'delete'
      ? request({ method, url, ...(second as object) } as never)
      : request({ method, url, data: second, ...third } as never);
  return {
    baseURL,
    request,
    get: call('get'),
    post: call('post'),
    put: call('put'),
    patch: call('patch'),
    delete: call('delete'),
  } as unknown as NotificationRealtimeOptions['api'];
}

function start(userId: string, token: string) {
  const received: RealtimeNotification[] = [];
  const states: RealtimeState[] = [];
  const realtime = createNotificationRealtime({
    api: fetchApi(token),
    userId,
    PusherImpl: PusherJs as unknown as NotificationRealtimeOptions['PusherImpl'],
    onNotification: (n) => received.push(n),
    onStateChange: (s) => states.push(s),
  });
  running.push(realtime);
  return { realtime, received, states };
}

const sdk = () =>
  new Pusher({
    appId: config.appId,
    key: config.key,
    secret: config.secret,
    host: '127.0.0.1',
    port: String((app.server.address() as AddressInfo).port),
    useTLS: false,
  });

const until = async (check: () => boolean, timeoutMs = 3_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
};

const at = '2026-01-01T00:00:00.000Z';
const inApp = (id: string) => ({
  id,
  type: 'task',
  title: 'Irrigate',
  message: 'Block B',
  created_at: at,
  data: { severity: 'warning', action_url: '/farmer/tasks/9' },
});
const push = (id: string) => ({
  id,
  type: 'task',
  title: 'Irrigate',
  message: 'Block B',
  severity: 'warning',
  link: '/farmer/tasks/9',
  created_at: at,
});

describe('createNotificationRealtime against the embedded endpoint', () => {
  it('connects, hears its own two channels, and reports each notification once', async () => {
    const { realtime, received, states } = start('7', 'token-7');
    await until(() => realtime.channels().length === 2);
    expect(realtime.state).toBe('connected');
    expect(states).toEqual(['connecting', 'connected']);
    expect(realtime.channels().sort()).toEqual(['private-notifications.user.7', 'private-user.7']);
    expect(realtime.socketId()).toMatch(/^\d+\.\d+$/);

    await sdk().trigger('private-user.7', 'notification', inApp('n1'));
    await sdk().trigger('private-notifications.user.7', 'new-notification', push('n1'));
    await sdk().trigger('private-notifications.user.7', 'new-notification', push('n2'));
    await until(() => received.length === 2);
    expect(received).toEqual([
      {
        id: 'n1',
        type: 'task',
        title: 'Irrigate',
        message: 'Block B',
        severity: 'warning',
        link: '/farmer/tasks/9',
        created_at: at,
      },
      {
        id: 'n2',
        type: 'task',
        title: 'Irrigate',
        message: 'Block B',
        severity: 'warning',
        link: '/farmer/tasks/9',
        created_at: at,
      },
    ]);
  });

  it('is refused another user’s channels: no channel, state failed, nothing heard', async () => {
    const { realtime, received } = start('7', 'token-8');
    await until(() => realtime.state === 'failed');
    expect(realtime.channels()).toEqual([]);
    expect(app.realtime.hub.subscriptionCount('private-user.7')).toBe(0);
    await sdk().trigger('private-user.7', 'notification', inApp('n3'));
    await new Promise((r) => setTimeout(r, 200));
    expect(received).toEqual([]);
  });

  it('a publish signed with a forged secret is refused and delivers nothing', async () => {
    const { realtime, received } = start('7', 'token-7');
    await until(() => realtime.channels().length === 2);
    const forged = new Pusher({
      appId: config.appId,
      key: config.key,
      secret: 'not-the-secret',
      host: '127.0.0.1',
      port: String((app.server.address() as AddressInfo).port),
      useTLS: false,
    });
    await expect(forged.trigger('private-user.7', 'notification', inApp('n4'))).rejects.toThrow();
    await new Promise((r) => setTimeout(r, 200));
    expect(received).toEqual([]);
  });

  it('init_failed when the config cannot be loaded (docs/product/realtime.md polls every minute then)', async () => {
    configAnswer.status = 503;
    const { realtime, states } = start('7', 'token-7');
    await realtime.ready;
    expect(realtime.state).toBe('init_failed');
    expect(states).toEqual(['connecting', 'init_failed']);
  });

  it('disconnected, with no socket, when the server says realtime is off', async () => {
    configAnswer.enabled = false;
    const { realtime } = start('7', 'token-7');
    await realtime.ready;
    expect(realtime.state).toBe('disconnected');
    expect(app.realtime.hub.counts().connections).toBe(0);
  });

  it('connects to the API’s own host when the config names none', async () => {
    configAnswer.wsHost = '';
    const { realtime } = start('7', 'token-7');
    await until(() => realtime.channels().length === 2);
    expect(realtime.state).toBe('connected');
  });

  it('hears nothing more after disconnect', async () => {
    const { realtime, received } = start('7', 'token-7');
    await until(() => realtime.channels().length === 2);
    realtime.disconnect();
    await until(() => app.realtime.hub.counts().connections === 0);
    await sdk().trigger('private-user.7', 'notification', inApp('n5'));
    await new Promise((r) => setTimeout(r, 150));
    expect(received).toEqual([]);
  });
});
