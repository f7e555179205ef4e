import net from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { createShutdown } from '@/server/lifecycle';
import { createTestApp } from '@/server/test/app';

describe('graceful shutdown (SIGTERM/SIGINT)', () => {
  it('finishes a request in flight, refuses new connections, then closes the database and exits 0', async () => {
    const t = await createTestApp();
    let arrived!: () => void;
    const requestArrived = new Promise<void>((resolve) => (arrived = resolve));
    t.app.get('/api/test-slow', { config: { access: 'public' } }, async () => {
      arrived();
      await new Promise((r) => setTimeout(r, 300));
      return { done: true };
    });
    const exit = vi.fn();
    const closeDb = vi.spyOn(t.database, 'close');
    // As server.ts does: before listening, so it follows every connection.
    const shutdown = createShutdown({ app: t.app, database: t.database, log: t.app.log, exit });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };

    const inFlight = fetch(`http://127.0.0.1:${port}/api/test-slow`);
    await requestArrived;
    const closing = shutdown('SIGTERM');

    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ done: true });
    await closing;
    expect(closeDb).toHaveBeenCalledOnce();
    expect(exit).toHaveBeenCalledWith(0);
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
    // A second signal does not close twice.
    await shutdown('SIGINT');
    expect(exit).toHaveBeenCalledOnce();
    expect(t.logs().some((l) => l.msg === 'shut down cleanly')).toBe(true);
  });

  it('cuts a request still running after the drain time, then closes the database and exits 1', async () => {
    const t = await createTestApp();
    let arrived!: () => void;
    const requestArrived = new Promise<void>((resolve) => (arrived = resolve));
    t.app.get('/api/test-stuck', { config: { access: 'public' } }, async () => {
      arrived();
      await new Promise((r) => setTimeout(r, 20_000).unref());
      return { done: true };
    });
    const exit = vi.fn();
    const closeDb = vi.spyOn(t.database, 'close');
    const shutdown = createShutdown({ app: t.app, database: t.database, log: t.app.log, exit, drainMs: 300 });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const stuck = fetch(`http://127.0.0.1:${port}/api/test-stuck`).then(
      () => 'answered',
      () => 'cut',
    );
    await requestArrived;
    const started = Date.now();
    await shutdown('SIGTERM');
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await stuck).toBe('cut');
    expect(closeDb).toHaveBeenCalledOnce();
    expect(exit).toHaveBeenCalledWith(1);
    expect(t.logs().some((l) => l.msg === 'shut down after cutting requests')).toBe(true);
  });

  it('serves a request arriving on a connection opened just before the stop, with Connection: close', async () => {
    const t = await createTestApp();
    const exit = vi.fn();
    const shutdown = createShutdown({ app: t.app, database: t.database, log: t.app.log, exit });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    // Accepted by the server, but its request is still on its way when the stop begins.
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closing = shutdown('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    const ended = new Promise((resolve, reject) => {
      socket.once('close', resolve);
      socket.once('error', reject);
    });
    socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await ended;
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(answer).toContain('"database":"ok"');
    // New connections are refused meanwhile.
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
    await closing;
    expect(exit).toHaveBeenCalledWith(0);
  });

  it('exits 1 when closing fails', async () => {
    const exit = vi.fn();
    const log = { info: vi.fn(), error: vi.fn() } as unknown as Parameters<typeof createShutdown>[0]['log'];
    await createShutdown({
      app: { close: async () => {} },
      database: { close: async () => Promise.reject(new Error('disk gone')) },
      log,
      exit,
    })('SIGTERM');
    expect(exit).toHaveBeenCalledWith(1);
  });
});
