// The real server as a child process (server/server.ts, or `npm start`'s wrapper scripts/start.mjs), on a free
// port and a database of its own copied from the suite's template: a PGlite data folder (DATA_DIR), or a
// PostgreSQL database with TEST_DATABASE_URL. For what inject() cannot show: signals, exits, real connections.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { inject } from 'vitest';
import { createPglite } from '@/server/db/client';
import { processStart } from '@/server/db/data-dir-lock';
import { freePort, waitForHttp } from '@/scripts/lib/ports.mjs';
import { databaseUrl } from './database-url';

export interface ServerDatabase {
  kind: 'pglite' | 'postgres';
  /** DATA_DIR or DATABASE_URL, for the server's environment. */
  env: Record<string, string>;
  /** PGlite: the data folder. */
  dataDir?: string;
  /** PostgreSQL: the database's name and URL. */
  name?: string;
  url?: string;
  remove(): Promise<void>;
}

/** A migrated database for one server process, copied from the suite's template (a few seconds, not a migration). */
export async function seedServerDatabase(): Promise<ServerDatabase> {
  const template = inject('serverDbTemplate');
  if (template.kind === 'pglite') {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'shamba-server-process-'));
    const dataDir = path.join(dir, 'data');
    const seeded = await createPglite({
      dataDir,
      loadDataDir: new Blob([readFileSync(template.dataDirDump)]),
    });
    await seeded.close();
    return {
      kind: 'pglite',
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      dataDir,
      remove: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = `${template.prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: template.adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${template.templateName}`);
  } finally {
    await admin.end();
  }
  const url = databaseUrl(template.adminUrl, name);
  return {
    kind: 'postgres',
    env: { DATABASE_URL: url },
    name,
    url,
    async remove() {
      const dropper = new pg.Client({ connectionString: template.adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

export interface ServerProcess {
  /** The process started: the server, or the wrapper when `wrapper` was asked for. */
  child: ChildProcess;
  port: number;
  /** The server's own pid (the wrapper's child when there is a wrapper), from its log. */
  serverPid: number;
  baseUrl: string;
  /** Everything written on stdout and stderr so far. */
  output(): string;
  /** The JSON log lines so far, parsed. */
  logs(): Record<string, unknown>[];
  /** Resolves when the started process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Resolves when every process writing to its output (the wrapper's server too) has closed it, all of it read. */
  outputEnded: Promise<void>;
  /** SIGKILLs whatever is still running (the server and its wrapper); for `finally` blocks. */
  kill(): void;
}

/** Whether a process is still running (a zombie waiting to be reaped does not count). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  return process.platform !== 'linux' || processStart(pid) !== null;
}

/** Polls until `pid` has exited; false if it is still running after `timeoutMs`. */
export async function waitUntilGone(pid: number, timeoutMs = 15_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (isRunning(pid)) {
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 50));
  }
  return true;
}

/** As scripts/start.mjs runs it: node with tsx's loader, no tsx CLI in between. */
/**
 * Linux: waits until the server has taken every connection out of the kernel's accept queue of `port` (the
 * rx_queue of its LISTEN line in /proc/net/tcp). A connection still in that queue when the server stops listening
 * is reset by the kernel before the server ever saw it; once accepted, the server answers it. Elsewhere: a pause.
 */
export async function waitUntilAccepted(port: number, timeoutMs = 15_000): Promise<void> {
  const local = `0100007F:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  const queued = () => {
    const listening = readFileSync('/proc/net/tcp', 'utf8')
      .split('\n')
      .map((line) => line.trim().split(/\s+/))
      .find((fields) => fields[1] === local && fields[3] === '0A');
    return listening ? parseInt(listening[4]!.split(':')[1]!, 16) : 0;
  };
  if (process.platform !== 'linux') return void (await new Promise((r) => setTimeout(r, 500)));
  const deadline = Date.now() + timeoutMs;
  while (queued() > 0) {
    if (Date.now() > deadline) throw new Error(`connections still wait in the accept queue of port ${port}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const SERVER_ENTRY = [
  '--import',
  pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href,
  'server/server.ts',
];

/**
 * Starts the server (or `npm start`'s wrapper, without its build step) on a free loopback port and waits until
 * /api/health answers 200. `env` adds to or overrides the defaults (no web build, no SMTP, no rate limit).
 */
export async function startServerProcess(options: {
  env: Record<string, string>;
  wrapper?: boolean;
  readyTimeoutMs?: number;
}): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    options.wrapper ? ['scripts/start.mjs', '--no-build', '--source'] : SERVER_ENTRY,
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        WEB_DIST_DIR: '/nonexistent/shamba-web-dist',
        WIDGETS_DIST_DIR: '/nonexistent/shamba-widgets-dist',
        SMTP_URL: '',
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
        AUTH_RATE_LIMIT_PER_MINUTE: '100000',
        ...options.env,
      },
    },
  );
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  const outputEnded = Promise.all(
    [child.stdout!, child.stderr!].map((stream) => new Promise((resolve) => stream.once('close', resolve))),
  ).then(() => undefined);
  let alive = true;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      alive = false;
      resolve({ code, signal });
    }),
  );
  const logs = () =>
    output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .flatMap((line) => {
        try {
          return [JSON.parse(line) as Record<string, unknown>];
        } catch {
          return [];
        }
      });
  const baseUrl = `http://127.0.0.1:${port}`;
  let serverPid = 0;
  const kill = () => {
    if (serverPid && isRunning(serverPid)) process.kill(serverPid, 'SIGKILL');
    if (alive) child.kill('SIGKILL');
  };
  try {
    await waitForHttp(`${baseUrl}/api/health`, {
      timeoutMs: options.readyTimeoutMs ?? 45_000,
      isAlive: () => alive,
    });
    const listening = logs().find((line) => String(line.msg).startsWith('Shamba is listening'));
    serverPid = Number(listening?.pid);
    if (!serverPid) throw new Error('the server did not log its pid');
  } catch (error) {
    kill();
    throw new Error(`${(error as Error).message}\n${output}`, { cause: error });
  }
  return { child, port, serverPid, baseUrl, output: () => output, logs, exited, outputEnded, kill };
}
