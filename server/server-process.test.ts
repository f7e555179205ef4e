// The real server as `npm start` runs it, in a child process: a graceful stop lets the requests in flight finish
// and keeps every write it acknowledged, the wrapper passes signals on and never leaves an orphan server, and a
// second process cannot open the server's embedded database (docs/architecture.md "Stopping", "One process per
// embedded database"). Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from '@/server/db/data-dir-lock';
import {
  isRunning,
  seedServerDatabase,
  startServerProcess,
  waitUntilAccepted,
  waitUntilGone,
  type ServerDatabase,
} from '@/server/test/server-process';
import { PASSWORD, uniqueEmail } from '@/server/test/users';

interface Answer {
  status?: number;
  body?: string;
  /** The socket failed (reset, refused) instead of answering. */
  error?: string;
  at: number;
}

/**
 * One POST over a connection of its own. `open` resolves once the connection is open. Without `release` the
 * request goes out at once; with it, the request goes out when `release` resolves, or with `split`, its headers
 * and the first half of its body go out at once (the server is reading it: in flight) and the rest then. `sent`
 * resolves once what goes out at once has left.
 */
function post(
  baseUrl: string,
  url: string,
  payload: unknown,
  options: { headers?: Record<string, string>; release?: Promise<void>; split?: boolean } = {},
) {
  let connected!: () => void;
  let written!: () => void;
  const open = new Promise<void>((resolve) => (connected = resolve));
  const sent = new Promise<void>((resolve) => (written = resolve));
  const answer = new Promise<Answer>((resolve) => {
    const failed = (error: NodeJS.ErrnoException) =>
      resolve({ error: error.code ?? error.message, at: Date.now() });
    const body = JSON.stringify(payload);
    const req = http.request(`${baseUrl}${url}`, {
      method: 'POST',
      agent: false,
      headers: {
        ...options.headers,
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
      },
    });
    req.on('socket', (socket) => socket.once('connect', () => connected()));
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode, body: text, at: Date.now() }));
      res.on('error', failed);
    });
    req.on('error', failed);
    void (async () => {
      await open;
      if (!options.release) return void req.end(body, written);
      const half = Math.floor(body.length / 2);
      if (options.split) await new Promise<void>((done) => req.write(body.slice(0, half), () => done()));
      written();
      await options.release;
      req.end(options.split ? body.slice(half) : body);
    })();
  });
  return { open, sent, answer };
}

const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');

const lockFileOf = (database: ServerDatabase) =>
  database.dataDir ? path.join(database.dataDir, LOCK_FILE) : undefined;

// One database for the file: its tests run one after another, each starting and stopping its own servers on it.
let database: ServerDatabase;
beforeAll(async () => {
  database = await seedServerDatabase();
});
afterAll(() => database.remove());

describe('stopping the server (SIGTERM/SIGINT)', () => {
  it('serves the 20 writes it accepted (in flight, or still on their way), then closes the database; every acknowledged one is kept', async () => {
    const running = [await startServerProcess({ env: database.env })];
    try {
      const server = running[0]!;
      const registered = await fetch(`${server.baseUrl}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Wanjiku Kamau', email: uniqueEmail('drain'), password: PASSWORD }),
      });
      expect(registered.status).toBe(201);
      const { access_token: token } = (await registered.json()) as { access_token: string };

      // 20 writers, each creating a farm (a transaction) over a connection of its own. When the stop comes, ten
      // are in the middle of sending theirs (headers and half the body are in); the other ten have their
      // connection open, accepted, and send their request just after, as a client whose request is on its way.
      let finishWriting!: () => void;
      const afterStop = new Promise<void>((resolve) => (finishWriting = resolve));
      const names = Array.from({ length: 20 }, (_, i) => `Shamba ${i + 1}`);
      const writers = names.map((name, i) =>
        post(
          server.baseUrl,
          '/api/farms',
          { name },
          { headers: { authorization: `Bearer ${token}` }, release: afterStop, split: i < 10 },
        ),
      );
      await Promise.all(writers.flatMap((w) => [w.open, w.sent]));
      // Accepted: the server has taken every connection out of the kernel's queue.
      await waitUntilAccepted(server.port);
      const stopAt = Date.now();
      server.child.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 100));
      finishWriting();
      const answers = await Promise.all(writers.map((w) => w.answer));

      expect(answers.filter((a) => a.error)).toEqual([]); // no reset, no refused connection
      expect(answers.map((a) => a.status)).toEqual(names.map(() => 201));
      expect(answers.every((a) => a.at > stopAt)).toBe(true); // all of them were served during the drain
      expect(await server.exited).toEqual({ code: 0, signal: null });
      expect(server.logs().map((l) => l.msg)).toContain('shut down cleanly');
      const lockFile = lockFileOf(database);
      if (lockFile) expect(existsSync(lockFile)).toBe(false); // released: the folder is free for the next run

      // Restarted on the same database: every acknowledged farm is there.
      running.push(await startServerProcess({ env: database.env }));
      const restarted = running[1]!;
      const acknowledged = answers.map((a) => (JSON.parse(a.body!) as { data: { id: string } }).data.id);
      const listed = await fetch(`${restarted.baseUrl}/api/farms`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(listed.status).toBe(200);
      const { data } = (await listed.json()) as { data: { id: string; name: string }[] };
      expect(data.map((farm) => farm.id).sort()).toEqual([...acknowledged].sort());
      restarted.child.kill('SIGTERM');
      expect((await restarted.exited).code).toBe(0);
    } finally {
      for (const server of running) server.kill();
    }
  }, 90_000);

  it("npm start's wrapper keeps DATA_DIR to its server, passes SIGINT on, and takes the server down when killed", async () => {
    const running = [await startServerProcess({ env: database.env, wrapper: true })];
    try {
      const first = running[0]!;
      expect(first.serverPid).not.toBe(first.child.pid); // the wrapper, and its server
      if (database.kind === 'pglite') {
        // Meanwhile, in another terminal: the embedded database is the server's alone (PostgreSQL is shared).
        const admin = spawnSync(
          process.execPath,
          [tsxCli, 'server/cli/admin-create.ts', '--email', 'root@example.test'],
          { env: { ...process.env, ...database.env, ADMIN_PASSWORD: 'long enough 4' }, encoding: 'utf8' },
        );
        expect(admin.status, admin.stdout).toBe(1);
        expect(admin.stderr).toContain(`is already open in another Shamba process (pid ${first.serverPid})`);
        expect(admin.stderr).toMatch(/stop the server first, or set DATABASE_URL/);
        expect((await fetch(`${first.baseUrl}/api/health`)).status).toBe(200);
      }
      first.child.kill('SIGINT');
      expect(await first.exited).toEqual({ code: 0, signal: null });
      expect(isRunning(first.serverPid)).toBe(false);
      expect(first.logs()).toContainEqual(
        expect.objectContaining({ msg: 'shutting down: finishing requests in flight', signal: 'SIGINT' }),
      );

      // SIGKILL cannot be passed on: the server notices its parent is gone and stops by itself.
      running.push(await startServerProcess({ env: database.env, wrapper: true }));
      const second = running[1]!;
      second.child.kill('SIGKILL');
      await second.exited;
      expect(await waitUntilGone(second.serverPid)).toBe(true);
      await second.outputEnded;
      expect(second.logs()).toContainEqual(expect.objectContaining({ signal: 'parent exited' }));
      expect(second.logs().map((l) => l.msg)).toContain('shut down cleanly');
      const lockFile = lockFileOf(database);
      if (lockFile) expect(existsSync(lockFile)).toBe(false);
    } finally {
      for (const server of running) server.kill();
    }
  }, 90_000);
});
