// Where published events go (fan-out.ts, pg-fan-out.ts) without a PostgreSQL server: the publish API's answer
// when other instances could not be told, and a listener that cannot reach its database retrying without ever
// failing the process. Two real instances on PostgreSQL: cluster.pg-test.ts.
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '@/scripts/lib/ports.mjs';
import { loadRealtimeConfig } from './config';
import { deliverLocally, type FanOutFactory } from './fan-out';
import { postgresClusterFor, postgresFanOut } from './pg-fan-out';
import { realtimePlugin } from './plugin';
import { RealtimeHub } from './hub';
import { connected, protocolPath, rawClient, sdkFor, type TestServer } from './test-support';

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const recordingLog = () => {
  const lines: Array<{ level: 'info' | 'warn'; obj: object; msg: string }> = [];
  return {
    lines,
    info: (obj: object, msg: string) => void lines.push({ level: 'info', obj, msg }),
    warn: (obj: object, msg: string) => void lines.push({ level: 'warn', obj, msg }),
  };
};

describe('the publish API with a cluster', () => {
  it('delivers here and answers 503 when the other instances could not be told', async () => {
    const config = loadRealtimeConfig({});
    const failing: FanOutFactory = (hub) => ({
      publish: async (events) => {
        deliverLocally(hub, events);
        throw new Error('database unreachable');
      },
      revoke: async (grants) => void hub.revoke(grants),
      start: async () => undefined,
      close: async () => undefined,
      status: () => ({ mode: 'postgres', listening: false }),
    });
    const app = Fastify({ logger: false });
    await app.register(realtimePlugin, { config, authorizeUserChannel: () => true, cluster: failing });
    await app.listen({ port: 0, host: '127.0.0.1' });
    cleanups.push(() => app.close());
    const port = (app.server.address() as { port: number }).port;
    const server: TestServer = { app, config, port, close: () => app.close() };

    const client = rawClient(port, protocolPath(config.key));
    cleanups.push(async () => client.ws.close());
    await connected(client);
    client.send('pusher:subscribe', { channel: 'public-farm' });
    await client.next((f) => f.event === 'pusher_internal:subscription_succeeded');

    await expect(sdkFor(server).trigger('public-farm', 'notification', { id: 1 })).rejects.toMatchObject({
      status: 503,
      body: expect.stringContaining('the other instances could not be told: database unreachable'),
    });
    const frame = await client.next((f) => f.event === 'notification');
    expect(frame).toMatchObject({ channel: 'public-farm', data: '{"id":1}' });
    expect(app.realtime.fanOut.status()).toEqual({ mode: 'postgres', listening: false });
  });
});

describe('postgresClusterFor', () => {
  const db = { execute: async () => undefined };
  it('applies only to PostgreSQL with the embedded endpoint', () => {
    const embedded = loadRealtimeConfig({});
    const external = loadRealtimeConfig({ PUSHER_HOST: 'ws.example.com' });
    expect(postgresClusterFor(embedded, undefined, db)).toBeUndefined();
    expect(postgresClusterFor(external, 'postgres://db/shamba', db)).toBeUndefined();
    expect(postgresClusterFor(embedded, 'postgres://db/shamba', db)).toBeTypeOf('function');
  });
});

describe('the PostgreSQL listener without a database', () => {
  it('starts anyway, retries with backoff, never throws, and stops retrying once closed', async () => {
    const port = await freePort(); // nothing listens there
    const log = recordingLog();
    const hub = new RealtimeHub();
    const fanOut = postgresFanOut({
      connectionString: `postgres://nobody@127.0.0.1:${port}/none`,
      db: { execute: async () => undefined },
      retry: { initialMs: 20, maxMs: 80 },
      connectTimeoutMs: 1_000,
    })(hub, log);
    await fanOut.start(); // resolves: a failed attempt is logged and retried, never a failed start
    expect(fanOut.status()).toEqual({ mode: 'postgres', listening: false });

    await expect.poll(() => log.lines.length, { timeout: 5_000 }).toBeGreaterThanOrEqual(4);
    const delays = log.lines.map((l) => (l.obj as { retryInMs: number }).retryInMs);
    expect(log.lines.every((l) => l.level === 'warn' && l.msg.startsWith('realtime listener lost'))).toBe(
      true,
    );
    expect(delays[0]).toBeLessThanOrEqual(20);
    expect(Math.max(...delays)).toBeLessThanOrEqual(80);

    // Local delivery and NOTIFY go on without the listener.
    await fanOut.publish([{ channels: ['c'], event: 'e', data: '{}' }]);

    await fanOut.close();
    const after = log.lines.length;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(log.lines.length).toBe(after);
  });
});
