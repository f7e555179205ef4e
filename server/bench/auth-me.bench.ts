// Budget (issue: Foundation): GET /api/auth/me answers at least 3,000 requests a second on the embedded database
// (PGlite) on this 2-core machine. Starts the real server as `npm start` runs it (dist/server/server.mjs, built by
// npm run bench; production defaults, info request logs) on a free port with a fresh PGlite folder, registers a user, then loads /api/auth/me with autocannon from
// this separate process for 10 s (in turns, below) and prints req/s and latency. Exits 0 when within budget.
// For the record it then measures the same with the token cache off (TOKEN_CACHE_TTL_MS=0): the figure for
// sessions that are not in the cache, i.e. one PGlite lookup per request.
// Second budget: the server's own overhead (docs/decisions/027). A bare Fastify route answering the same body
// (bare-fastify.ts: no plugins, no logger, no hooks) runs at the same time, the two are loaded in turn, 2 s each,
// and /api/auth/me must reach at least MIN_SHARE_OF_BARE (0.5) of its req/s. Taking turns spreads whatever else
// the shared 2-core machine runs over both; the figures themselves still vary from run to run. For the record it
// also prints each server's CPU time per answer (Linux /proc): steadier than req/s, which the load generator on
// the other core also limits, and the figure to compare when looking for what the server spends.
// Optional: BENCH_DATABASE_URL also runs it against PostgreSQL (the budget is PGlite's); BENCH_DURATION_S changes
// the duration.
import { execSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort, waitForHttp } from '../../scripts/lib/ports.mjs';

const BUDGET_RPS = 3_000;
const MIN_SHARE_OF_BARE = 0.5;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = 32;
const ROUND_S = 2;
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? '';

const loadMe = (origin: string, duration: number, headers: Record<string, string> = {}) =>
  autocannon({ url: `${origin}/api/auth/me`, headers, connections: CONNECTIONS, duration });

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  failures: number;
  /** The server process's CPU time (user and system) per answer, in microseconds; NaN without /proc. */
  cpuUs: number;
}

interface Target {
  origin: string;
  headers: Record<string, string>;
  pid: number;
  stop(): Promise<void>;
}

const CLOCK_TICKS = (() => {
  try {
    return Number(execSync('getconf CLK_TCK').toString().trim()) || 100;
  } catch {
    return 100;
  }
})();

/** CPU seconds a process has used (Linux /proc; NaN elsewhere). */
function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return Number.NaN;
  }
}

/** A built script as it is, a TypeScript one with tsx's loader in the same process: either way its pid is the
 *  server's. */
const serve = (file: string, env: Record<string, string | undefined>) =>
  spawn(process.execPath, file.endsWith('.ts') ? ['--import', 'tsx', file] : [file], {
    stdio: 'ignore',
    env,
  });

async function stopped(server: ReturnType<typeof spawn>) {
  server.kill('SIGTERM');
  if (server.exitCode === null) await new Promise((resolve) => server.once('exit', resolve));
}

/** bare-fastify.ts: what Fastify alone answers on this machine, under the same load. */
async function startBare(): Promise<Target> {
  const port = await freePort();
  const server = serve('server/bench/bare-fastify.ts', {
    ...process.env,
    PORT: String(port),
    NODE_ENV: 'production',
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitForHttp(`${origin}/api/health`);
  return { origin, headers: {}, pid: server.pid!, stop: () => stopped(server) };
}

/** The real server on a fresh PGlite folder (or `databaseUrl`), with a registered user's token. */
async function startApi(databaseUrl: string, cacheTtlMs: string): Promise<Target> {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'shamba-bench-auth-me-'));
  const port = await freePort();
  const server = serve('dist/server/server.mjs', {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(workDir, 'data'),
    DATABASE_URL: databaseUrl,
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    TOKEN_CACHE_TTL_MS: cacheTtlMs,
  });
  const stop = async () => {
    await stopped(server);
    rmSync(workDir, { recursive: true, force: true });
  };
  try {
    const origin = `http://127.0.0.1:${port}`;
    await waitForHttp(`${origin}/api/health`);
    const registered = await fetch(`${origin}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Bench',
        email: `bench-${port}@example.test`,
        password: 'bench password 1',
      }),
    });
    if (registered.status !== 201)
      throw new Error(`register failed: ${registered.status} ${await registered.text()}`);
    const { access_token: token } = (await registered.json()) as { access_token: string };
    return { origin, headers: { authorization: `Bearer ${token}` }, pid: server.pid!, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * Loads the targets in turn, ROUND_S at a time, until each had `seconds`: whatever else the machine runs weighs on
 * all of them alike. After a 2 s warm-up each (JIT, the database's buffers).
 */
async function alternate(targets: Target[], seconds: number): Promise<Figures[]> {
  for (const t of targets) await loadMe(t.origin, 2, t.headers);
  const rounds = Math.max(1, Math.round(seconds / ROUND_S));
  const results = targets.map(() => [] as Awaited<ReturnType<typeof autocannon>>[]);
  const cpu = targets.map(() => 0);
  for (let round = 0; round < rounds; round++) {
    for (const [i, t] of targets.entries()) {
      const before = cpuSeconds(t.pid);
      results[i]!.push(await loadMe(t.origin, ROUND_S, t.headers));
      cpu[i]! += cpuSeconds(t.pid) - before;
    }
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  return results.map((runs, i) => ({
    rps: runs.reduce((sum, r) => sum + r.requests.average, 0) / runs.length,
    p50: median(runs.map((r) => r.latency.p50)),
    p99: Math.max(...runs.map((r) => r.latency.p99)),
    failures: runs.reduce((sum, r) => sum + r.non2xx + r.errors + r.timeouts, 0),
    cpuUs: (cpu[i]! / runs.reduce((sum, r) => sum + r.requests.total, 0)) * 1e6,
  }));
}

async function measureAlone(databaseUrl: string, cacheTtlMs: string, seconds: number) {
  const api = await startApi(databaseUrl, cacheTtlMs);
  try {
    return (await alternate([api], seconds))[0]!;
  } finally {
    await api.stop();
  }
}

const describe = (r: Figures) =>
  `${Math.round(r.rps)} req/s, latency p50 ${r.p50} ms, p99 ${r.p99} ms, ${r.failures} failed` +
  (Number.isNaN(r.cpuUs) ? '' : `, ${r.cpuUs.toFixed(0)} µs of server CPU per answer`);

const uncachedSeconds = Math.max(3, Math.round(DURATION_S / 2));
const [bare, api] = [await startBare(), await startApi('', '')];
const [bareFigures, embedded] = (await alternate([bare, api], DURATION_S).finally(() =>
  Promise.all([bare.stop(), api.stop()]),
)) as [Figures, Figures];
const load = `${CONNECTIONS} connections, ${DURATION_S} s in rounds of ${ROUND_S} s taken in turn`;
console.log(`bare Fastify route, same body (${load}): ${describe(bareFigures)}`);
console.log(`GET /api/auth/me on PGlite (same rounds): ${describe(embedded)}`);
const share = embedded.rps / bareFigures.rps;
const cpuShare = bareFigures.cpuUs / embedded.cpuUs;
console.log(
  `GET /api/auth/me at ${share.toFixed(2)}× the bare Fastify route's req/s, ${cpuShare.toFixed(2)}× by server CPU per answer (target at least ${MIN_SHARE_OF_BARE}×)`,
);
const uncached = await measureAlone('', '0', uncachedSeconds);
console.log(`  with the token cache off (a database lookup per request): ${describe(uncached)}`);
if (POSTGRES_URL) {
  const postgres = await measureAlone(POSTGRES_URL, '', DURATION_S);
  console.log(`GET /api/auth/me on PostgreSQL (record only): ${describe(postgres)}`);
  const postgresUncached = await measureAlone(POSTGRES_URL, '0', uncachedSeconds);
  console.log(`  with the token cache off: ${describe(postgresUncached)}`);
}
const rpsOk = embedded.rps >= BUDGET_RPS && embedded.failures === 0;
const shareOk = share >= MIN_SHARE_OF_BARE && bareFigures.failures === 0;
console.log(`PGlite: ${rpsOk ? 'within' : 'OVER'} the budget of ${BUDGET_RPS} req/s with no failures`);
console.log(
  `overhead: ${shareOk ? 'within' : 'OVER'} the budget of ${MIN_SHARE_OF_BARE}× a bare Fastify route`,
);
process.exitCode = rpsOk && shareOk ? 0 : 1;
