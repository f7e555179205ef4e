// Losing PostgreSQL while requests run (docs/architecture.md "Losing the database"): the server process survives
// its connections being killed (pg_terminate_backend) and PostgreSQL going away for a while (a proxy in between
// is cut, as a stopped server or a failover would), answers 503 database_unavailable meanwhile, never a 500, and
// serves again as soon as the database is back. PostgreSQL only (vitest.config.ts runs this file when
// TEST_DATABASE_URL is set).
import net, { type Socket } from 'node:net';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { DATABASE_UNAVAILABLE_MESSAGE } from '@/server/plugins/errors';
import { seedServerDatabase, startServerProcess } from '@/server/test/server-process';
import { PASSWORD, uniqueEmail } from '@/server/test/users';

/** A TCP proxy to PostgreSQL that can be cut (every connection dropped, new ones refused) and restored. */
async function startDatabaseProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  const listen = (server: net.Server, port = 0) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port));
    });
  const create = () =>
    net.createServer((client) => {
      const upstream = net.connect(target.port, target.host);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('error', () => {});
        socket.on('close', () => {
          sockets.delete(socket);
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
  let server = create();
  const port = await listen(server);
  return {
    port,
    /** PostgreSQL "stops": open connections drop without a word, new ones are refused. */
    async cut() {
      const closed = new Promise((resolve) => server.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    async restore() {
      server = create();
      await listen(server, port);
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

interface Outcome {
  status?: number;
  body?: string;
  error?: string;
}

describe('losing PostgreSQL while requests run', () => {
  it('keeps the server up, answers 503 database_unavailable meanwhile, and serves again once it is back', async () => {
    const template = inject('serverDbTemplate');
    if (template.kind !== 'postgres') throw new Error('run with TEST_DATABASE_URL');
    const database = await seedServerDatabase();
    const dbUrl = new URL(database.url!);
    const proxy = await startDatabaseProxy({ host: dbUrl.hostname, port: Number(dbUrl.port || 5432) });
    const viaProxy = new URL(dbUrl);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    const server = await startServerProcess({ env: { DATABASE_URL: viaProxy.toString() } });
    const admin = new pg.Client({ connectionString: template.adminUrl });
    await admin.connect();
    const outcomes: Outcome[] = [];
    let running = true;
    try {
      const registered = await fetch(`${server.baseUrl}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Wanjiku Kamau', email: uniqueEmail('dbloss'), password: PASSWORD }),
      });
      expect(registered.status).toBe(201);
      const { access_token: token } = (await registered.json()) as { access_token: string };
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

      // Reads, a signed-in read and a write in a transaction (a farm and its owner membership), over and over.
      const requests: [string, RequestInit][] = [
        ['/api/health', {}],
        ['/api/farms', { headers }],
        ['/api/farms', { method: 'POST', headers, body: JSON.stringify({ name: 'Shamba ya Juu' }) }],
      ];
      const worker = async (offset: number) => {
        for (let i = offset; running; i++) {
          const [url, init] = requests[i % requests.length]!;
          try {
            const res = await fetch(`${server.baseUrl}${url}`, init);
            outcomes.push({ status: res.status, body: await res.text() });
          } catch (error) {
            outcomes.push({ error: String((error as Error).cause ?? error) });
            await new Promise((r) => setTimeout(r, 20));
          }
        }
      };
      const workers = [0, 1, 2, 3, 4, 5].map(worker);
      const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

      // An administrator kills the server's connections, three times, in the middle of its requests.
      let terminated = 0;
      for (let round = 0; round < 3; round++) {
        await pause(400);
        const { rowCount } = await admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [database.name],
        );
        terminated += rowCount ?? 0;
      }
      expect(terminated).toBeGreaterThan(0);
      await pause(400);

      // PostgreSQL goes away for a while: health says so, in the agreed shape.
      await proxy.cut();
      await pause(300);
      const down = await fetch(`${server.baseUrl}/api/health`);
      expect(down.status).toBe(503);
      expect(await down.json()).toEqual({
        code: 'database_unavailable',
        message: DATABASE_UNAVAILABLE_MESSAGE,
      });
      await pause(700);

      // It is back: the server serves again without a restart.
      await proxy.restore();
      const deadline = Date.now() + 10_000;
      while ((await fetch(`${server.baseUrl}/api/health`)).status !== 200) {
        if (Date.now() > deadline) throw new Error('the server did not recover');
        await pause(100);
      }
      await pause(300);
      running = false;
      await Promise.all(workers);

      expect(server.child.exitCode).toBeNull(); // still running
      expect(outcomes.filter((o) => o.error)).toEqual([]); // it never dropped a connection
      const failures = outcomes.filter((o) => o.status !== undefined && o.status >= 300);
      expect(failures.length).toBeGreaterThan(0); // the database really was missed
      for (const failure of failures) {
        expect(failure.status, failure.body).toBe(503);
        expect(JSON.parse(failure.body!)).toEqual({
          code: 'database_unavailable',
          message: DATABASE_UNAVAILABLE_MESSAGE,
        });
      }
      expect(outcomes.filter((o) => o.status === 201).length).toBeGreaterThan(0);
      const after = await fetch(`${server.baseUrl}/api/farms`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ name: 'Shamba ya Chini' }),
      });
      expect(after.status).toBe(201);
      expect(server.logs().map((l) => l.msg)).toContain('database connection lost');
    } finally {
      running = false;
      server.kill();
      await admin.end();
      await proxy.close();
      await database.remove();
    }
  }, 60_000);
});
