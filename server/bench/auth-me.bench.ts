// Budget (issue: Foundation): GET /api/auth/me answers at least 3,000 requests a second on the embedded database
// (PGlite) on this 2-core machine. Starts the real server (server/server.ts, production defaults, info request
// logs) on a free port with a fresh PGlite folder, registers a user, then loads /api/auth/me with autocannon from
// this separate process for 10 s and prints req/s and latency. Exits 0 when within budget.
// For the record it then measures the same with the token cache off (TOKEN_CACHE_TTL_MS=0): the figure for
// sessions that are not in the cache, i.e. one PGlite lookup per request.
// Optional: BENCH_DATABASE_URL also runs it against PostgreSQL (the budget is PGlite's); BENCH_DURATION_S changes
// the duration.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort, waitForHttp } from '../../scripts/lib/ports.mjs';

const BUDGET_RPS = 3_000;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = 32;
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? '';
const require = createRequire(import.meta.url);

async function run(databaseUrl: string, cacheTtlMs: string, seconds: number) {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'shamba-bench-auth-me-'));
  const port = await freePort();
  const server = spawn(process.execPath, [require.resolve('tsx/cli'), 'server/server.ts'], {
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(workDir, 'data'),
      DATABASE_URL: databaseUrl,
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      TOKEN_CACHE_TTL_MS: cacheTtlMs,
    },
  });
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
    const load = (duration: number) =>
      autocannon({
        url: `${origin}/api/auth/me`,
        headers: { authorization: `Bearer ${token}` },
        connections: CONNECTIONS,
        duration,
      });
    await load(2); // warm-up: JIT and the database's buffers
    const result = await load(seconds);
    return {
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      failures: result.non2xx + result.errors + result.timeouts,
    };
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(workDir, { recursive: true, force: true });
  }
}

const describe = (r: Awaited<ReturnType<typeof run>>) =>
  `${Math.round(r.rps)} req/s, latency p50 ${r.p50} ms, p99 ${r.p99} ms, ${r.failures} failed`;

async function measure(db: string, databaseUrl: string) {
  const main = await run(databaseUrl, '', DURATION_S);
  console.log(`GET /api/auth/me on ${db} (${CONNECTIONS} connections, ${DURATION_S} s): ${describe(main)}`);
  const uncached = await run(databaseUrl, '0', Math.max(3, Math.round(DURATION_S / 2)));
  console.log(`  same with the token cache off (a database lookup per request): ${describe(uncached)}`);
  return main;
}

const embedded = await measure('PGlite', '');
if (POSTGRES_URL) await measure('PostgreSQL (record only)', POSTGRES_URL);
const ok = embedded.rps >= BUDGET_RPS && embedded.failures === 0;
console.log(`PGlite: ${ok ? 'within' : 'OVER'} the budget of ${BUDGET_RPS} req/s with no failures`);
process.exitCode = ok ? 0 : 1;
