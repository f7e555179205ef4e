// Helpers for the realtime tests (not a test file itself): a minimal Fastify app with only realtimePlugin on a free
// loopback port, official clients pointed at it, a raw `ws` client that records what it receives, and the whole
// app listening with realtime on, for the tests of who hears what.
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import Pusher from 'pusher';
import PusherJs, { type Options } from 'pusher-js';
import WebSocket from 'ws';
import { loadRealtimeConfig, type RealtimeConfig } from './config';
import { realtimePlugin } from './plugin';
import { RealtimeClientConfigSchema, type RealtimeClientConfig } from '@/shared/contracts/notifications';
import { isOwnChannel } from '@/shared/contracts/realtime-channels';
import { createTestApp, type TestApp } from '@/server/test/app';
import { bearer } from '@/server/test/users';

export interface TestServer {
  app: FastifyInstance;
  config: RealtimeConfig;
  port: number;
  close(): Promise<void>;
}

/** The fake rule: the x-user-id header says who the caller is; users hear only their own two channels. */
export async function startTestServer(overrides: Partial<RealtimeConfig> = {}): Promise<TestServer> {
  const config = { ...loadRealtimeConfig({}), ...overrides };
  const app = Fastify({ logger: false });
  await app.register(realtimePlugin, {
    config,
    authorizeUserChannel: (request, channel) => {
      const user = request.headers['x-user-id'];
      return typeof user === 'string' && isOwnChannel(user, channel);
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { app, config, port, close: () => app.close() };
}

/** The official server SDK, signing with the given secret (the real one unless a test forges another). */
export const sdkFor = (server: TestServer, secret = server.config.secret) =>
  new Pusher({
    appId: server.config.appId,
    key: server.config.key,
    secret,
    host: '127.0.0.1',
    port: String(server.port),
    useTLS: false,
  });

/** The official browser/Node client, authorizing as `userId` through /broadcasting/auth. */
export const pusherJsFor = (server: TestServer, userId: string) =>
  new PusherJs(server.config.key, {
    cluster: 'x',
    wsHost: '127.0.0.1',
    wsPort: server.port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: {
      endpoint: `http://127.0.0.1:${server.port}/broadcasting/auth`,
      transport: 'ajax',
      headers: { 'x-user-id': userId },
    },
  });

export interface Frame {
  event: string;
  channel?: string;
  data?: unknown;
}

export interface RawClient {
  ws: WebSocket;
  frames: Frame[];
  closed: Promise<{ code: number; reason: string }>;
  /** The first frame from index `from` on that matches, waiting for it if need be. */
  next(match: (f: Frame) => boolean, options?: { from?: number; timeoutMs?: number }): Promise<Frame>;
  send(event: string, data: unknown): void;
}

/** A protocol-level client: opens /app/{key}?… and records every frame. */
export function rawClient(port: number, path: string): RawClient {
  const ws = new WebSocket(`ws://127.0.0.1:${port}${path}`);
  const frames: Frame[] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (data) => {
    frames.push(JSON.parse(String(data)) as Frame);
    for (const wake of waiters) wake();
  });
  ws.on('error', () => undefined);
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  const next: RawClient['next'] = (match, { from = 0, timeoutMs = 3_000 } = {}) =>
    new Promise<Frame>((resolve, reject) => {
      let seen = from;
      const check = () => {
        for (; seen < frames.length; seen++) {
          const frame = frames[seen];
          if (frame && match(frame)) return finish(() => resolve(frame));
        }
      };
      const timer = setTimeout(() => finish(() => reject(new Error('no matching frame in time'))), timeoutMs);
      const finish = (settle: () => void) => {
        clearTimeout(timer);
        waiters.delete(check);
        settle();
      };
      waiters.add(check);
      check();
    });
  const send = (event: string, data: unknown) => ws.send(JSON.stringify({ event, data }));
  return { ws, frames, closed, next, send };
}

export const protocolPath = (key: string) => `/app/${key}?protocol=7&client=js&version=8.6.0`;

/** socket_id from the connection_established frame (its data is a JSON string). */
export async function connected(client: RawClient): Promise<string> {
  const frame = await client.next((f) => f.event === 'pusher:connection_established');
  return (JSON.parse(String(frame.data)) as { socket_id: string }).socket_id;
}

/** pusher-js as a client of the whole app builds it, from the settings the server hands out (/api/realtime/config,
 *  or the widgets' own), authorizing its channels as `channelAuthorization` says. */
export const pusherJsFromConfig = (
  config: RealtimeClientConfig,
  channelAuthorization: Options['channelAuthorization'],
) =>
  new PusherJs(config.key, {
    cluster: config.cluster,
    wsHost: config.wsHost,
    wsPort: config.wsPort,
    forceTLS: config.forceTLS,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization,
  });

/** Channels authorized with a bearer token at the app's endpoint on `port`, as the web app does. */
export const bearerAuthorization = (port: number, config: RealtimeClientConfig, token: string) => ({
  endpoint: `http://127.0.0.1:${port}${config.authEndpoint}`,
  transport: 'ajax' as const,
  headers: bearer(token),
});

export interface ListeningTestApp extends TestApp {
  port: number;
  /** What the app hands its clients at /api/realtime/config. */
  clientConfig: RealtimeClientConfig;
  /** pusher-js as the web app builds it, authorizing its channels with the bearer `token` at the app's endpoint,
   *  or as `channelAuthorization` says; disconnected by disconnectClients(). */
  connectClient(authorization: string | Options['channelAuthorization']): PusherJs;
  /** Disconnects every client connectClient() opened (afterEach). */
  disconnectClients(): void;
}

/** The whole test app with realtime on, listening on a free loopback port so pusher-js clients can reach it. */
export async function startListeningTestApp(): Promise<ListeningTestApp> {
  const t = await createTestApp({ realtime: loadRealtimeConfig({}) });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  const clientConfig = RealtimeClientConfigSchema.parse(
    await (await fetch(`http://127.0.0.1:${port}/api/realtime/config`)).json(),
  );
  const clients: PusherJs[] = [];
  return {
    ...t,
    port,
    clientConfig,
    connectClient(authorization) {
      const client = pusherJsFromConfig(
        clientConfig,
        typeof authorization === 'string'
          ? bearerAuthorization(port, clientConfig, authorization)
          : authorization,
      );
      clients.push(client);
      return client;
    },
    disconnectClients() {
      for (const client of clients.splice(0)) client.disconnect();
    },
  };
}
