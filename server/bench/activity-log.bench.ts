// Budget: with one million entries in the activity log (four farms, a year; the main farm 400,000), filtered
// pages of GET /api/farms/{farmId}/activities (50 entries) answer at 20 concurrent clients with p99 ≤ 50 ms, on
// PGlite and on PostgreSQL (docs/product/activity-log.md). The rotation filters by person (a busy one and a rare
// one), module (common and rare), days (this week, one day, a month months ago, with a module), one record's
// history, and later pages (a cursor in the middle of the log).
// For each database: seed (activity-log-seed.ts), start the server on a free loopback port (the built bundle when
// it is up to date, else the sources under tsx), time each query once alone, warm up 2 s, then load the
// rotation with autocannon from this process. PostgreSQL runs too when BENCH_DATABASE_URL (a superuser URL; a
// scratch database is created and dropped) is set. BENCH_ENTRIES and BENCH_DURATION_S change size and duration.
import autocannon from 'autocannon';
import { BENCH_EMAIL, BENCH_PASSWORD, prepareLogDatabase, type SeededLog } from './activity-log-seed';
import { signIn, startServer } from './bench-server';
import { benchEachDatabase, type BenchTarget } from './bench-database';

const BUDGET_P99_MS = 50;
const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 1_000_000);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = 20;
const DAY_MS = 86_400_000;
const now = new Date();
const day = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS).toISOString().slice(0, 10);

function rotation(log: SeededLog) {
  const [busy, , , , rare] = log.staffIds;
  const nairobi = 'tz=Africa%2FNairobi';
  return [
    '',
    `?person=${busy}`,
    `?person=${rare}&module=inventory`,
    '?module=inventory',
    '?module=settings',
    `?from=${day(7)}&to=${day(0)}&${nairobi}`,
    `?from=${day(90)}&to=${day(90)}&${nairobi}`,
    `?from=${day(200)}&to=${day(170)}&${nairobi}`,
    `?module=staff&from=${day(60)}&to=${day(30)}`,
    '?record_type=inventory_item&record_id=inventory_item-40',
    `?cursor=${log.middleId}`,
    `?person=${busy}&cursor=${log.middleId}`,
  ].map((query) => `/api/farms/${log.farmId}/activities${query}`);
}

async function load(origin: string, headers: Record<string, string>, paths: string[], duration: number) {
  const result = await autocannon({
    url: origin,
    connections: CONNECTIONS,
    duration,
    headers,
    requests: paths.map((p) => ({ method: 'GET' as const, path: p })),
  });
  const failed = result.non2xx + result.errors + result.timeouts;
  const line = `${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${failed} failed`;
  return { p99: result.latency.p99, failed, line };
}

async function benchOne(label: string, target: BenchTarget) {
  const log = (text: string) => console.log(`[${label}] ${text}`);
  log(`seeding ${ENTRIES.toLocaleString('en')} entries…`);
  const seedStart = performance.now();
  const seeded = await prepareLogDatabase(target, ENTRIES, now);
  log(`seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
  const server = await startServer(seeded.serverEnv);
  log(`serving from ${server.how}`);
  try {
    const headers = await signIn(server.origin, BENCH_EMAIL, BENCH_PASSWORD);
    const paths = rotation(seeded);
    for (const p of paths) {
      const started = performance.now();
      const res = await fetch(`${server.origin}${p}`, { headers });
      const body = (await res.json()) as { data?: unknown[] };
      if (res.status !== 200) throw new Error(`${p}: ${res.status} ${JSON.stringify(body)}`);
      const ms = (performance.now() - started).toFixed(1).padStart(6);
      const query = decodeURIComponent(p.split('/activities')[1] ?? '') || '(no filter)';
      log(`alone ${ms} ms  ${String(body.data?.length).padStart(3)} rows  ${query}`);
    }
    await load(server.origin, headers, paths, 2); // warm-up: JIT and the database's buffers
    const result = await load(server.origin, headers, paths, DURATION_S);
    log(
      `pages: ${result.line} (${CONNECTIONS} connections, ${DURATION_S} s; budget p99 ${BUDGET_P99_MS} ms)`,
    );
    return result.p99 <= BUDGET_P99_MS && result.failed === 0;
  } finally {
    await server.stop();
    await seeded.cleanup();
  }
}

await benchEachDatabase('activity', benchOne);
