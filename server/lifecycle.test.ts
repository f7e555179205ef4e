import { describe, expect, it, vi } from 'vitest';
import { createShutdown } from '@/server/lifecycle';
import { createTestApp } from '@/server/test/app';

describe('graceful shutdown (SIGTERM/SIGINT)', () => {
  it('finishes a request in flight, refuses new connections, then closes the database and exits 0', async () => {
    const t = await createTestApp();
    let arrived!: () => void;
    const requestArrived = new Promise<void>((resolve) => (arrived = resolve));
    t.app.get('/api/test-slow', async () => {
      arrived();
      await new Promise((r) => setTimeout(r, 300));
      return { done: true };
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };

    const inFlight = fetch(`http://127.0.0.1:${port}/api/test-slow`);
    await requestArrived;
    const exit = vi.fn();
    const closeDb = vi.spyOn(t.database, 'close');
    const shutdown = createShutdown({ app: t.app, database: t.database, log: t.app.log, exit });
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
