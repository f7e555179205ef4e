// The publisher returns results instead of throwing, and splits work at Pusher's limits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublisher, MAX_CHANNELS_PER_PUBLISH } from './publisher';
import { startTestServer, type TestServer } from './test-support';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('createPublisher', () => {
  it('publishes to its own server when no host is configured (the live port, not PORT)', async () => {
    expect(server.config.publisher.embedded).toBe(true);
    const result = await server.app.realtime.publisher.publish(['a', 'b'], 'e', { ok: 1 });
    expect(result).toEqual({ ok: true, requests: 1 });
  });

  it(`splits more than ${MAX_CHANNELS_PER_PUBLISH} channels into several SDK calls`, async () => {
    const channels = Array.from({ length: 250 }, (_, i) => `private-user.${i}`);
    expect(await server.app.realtime.publisher.publish(channels, 'e', {})).toEqual({ ok: true, requests: 3 });
    const batch = Array.from({ length: 25 }, (_, i) => ({ channel: `c${i}`, event: 'e', payload: i }));
    expect(await server.app.realtime.publisher.publishBatch(batch)).toEqual({ ok: true, requests: 3 });
    expect(await server.app.realtime.publisher.publish([], 'e', {})).toEqual({ ok: true, requests: 0 });
  });

  it('refuses data over 10 KB without sending', async () => {
    const result = await server.app.realtime.publisher.publish('a', 'e', 'x'.repeat(10 * 1024));
    expect(result).toMatchObject({ ok: false, requests: 0, error: expect.stringContaining('10 KB') });
  });

  it('reports a refused publish (wrong secret) as a result, and logs it', async () => {
    const warnings: string[] = [];
    const publisher = createPublisher(
      {
        ...server.config,
        secret: 'wrong-secret',
        publisher: { embedded: false, host: '127.0.0.1', port: server.port, useTLS: false },
      },
      { log: { warn: (_obj, msg) => void warnings.push(msg) } },
    );
    const result = await publisher.publish('private-user.1', 'notification', { id: 1 });
    expect(result).toMatchObject({ ok: false, requests: 1, error: expect.stringContaining('401') });
    expect(warnings).toEqual(['realtime publish failed']);
    publisher.close();
  });

  it('reports an unreachable host and an invalid channel name as results', async () => {
    const publisher = createPublisher({
      ...server.config,
      publisher: { embedded: false, host: '127.0.0.1', port: 1, useTLS: false },
    });
    expect((await publisher.publish('a', 'e', {})).ok).toBe(false);
    expect((await publisher.publish('bad name', 'e', {})).ok).toBe(false);
    publisher.close();
  });
});
