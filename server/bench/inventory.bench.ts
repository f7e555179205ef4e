// Budget: with 100,000 items in a farm, the filtered, searched, paged inventory list (25 rows)
// answers with p99 ≤ 50 ms at 20 concurrent clients, on PGlite and on PostgreSQL; 500 concurrent consumes of 1
// from a stock of 100 end with exactly 100 × 200 and 400 × 409 and nothing else.
// For each database: seed (inventory-seed.ts), start the real server (production defaults) on a free loopback
// port, request each query of the rotation once (the cold figures: the query itself), warm up 2 s, load the
// rotation with autocannon from this separate process, then run the consume race. For the record, not budgeted:
// the same load while the farm's stock changes 5 times a second, so every change makes the cached pages miss.
// PostgreSQL runs too when BENCH_DATABASE_URL (a superuser URL; a scratch database is created and dropped) is
// set. BENCH_ITEMS and BENCH_DURATION_S change the size and the duration.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { addItem, consume, consumeRace, signIn, startServer, type BenchFarm } from './inventory-http';
import { prepareDatabase } from './inventory-seed';

const BUDGET_P99_MS = 50;
const ITEMS = Number(process.env.BENCH_ITEMS ?? 100_000);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = 20;
const today = new Date().toISOString().slice(0, 10);

/** What farmers filter and search for; the list answers 25 rows a page. */
const rotation = (farmId: string, coldRoom: string) =>
  [
    '?type=input&status=low&search=dap&page=1',
    '?search=urea&category=Fertilizer',
    '?type=product&search=avocado&status=normal',
    `?location_id=${coldRoom}&search=tomato`,
    '?status=expired&search=yara',
    '?type=equipment&category=Tools&search=sprayer',
    '?search=rosecoco&page=2',
    '?search=lot%200421',
    '?status=low&page=3',
    '?type=input&category=Seeds&sort=-quantity',
  ].map((query) => `/api/farms/${farmId}/inventory${query}`);

async function load(farm: BenchFarm, paths: string[], duration: number) {
  const result = await autocannon({
    url: farm.origin,
    connections: CONNECTIONS,
    duration,
    headers: farm.headers,
    requests: paths.map((p) => ({ method: 'GET' as const, path: p })),
  });
  const failed = result.non2xx + result.errors + result.timeouts;
  const line = `${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${failed} failed`;
  return { p99: result.latency.p99, failed, line };
}

async function benchOne(label: string, target: { dataDir: string } | { adminUrl: string }) {
  const log = (text: string) => console.log(`[${label}] ${text}`);
  log(`seeding ${ITEMS.toLocaleString('en')} items…`);
  const seedStart = performance.now();
  const seeded = await prepareDatabase(target, ITEMS, today);
  log(`seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
  const server = await startServer(seeded.serverEnv);
  try {
    const headers = await signIn(server.origin);
    const farm: BenchFarm = {
      origin: server.origin,
      headers,
      farmId: seeded.farmId,
      locationId: seeded.locationIds[0]!,
    };
    const paths = rotation(seeded.farmId, seeded.locationIds[1]!);
    for (const p of paths) {
      const started = performance.now();
      const res = await fetch(`${server.origin}${p}`, { headers });
      const { meta } = (await res.json()) as { meta: { total: number } };
      const ms = (performance.now() - started).toFixed(1).padStart(6);
      log(
        `cold ${ms} ms  ${res.status} ${String(meta.total).padStart(6)} match  ${p.split('/inventory')[1]}`,
      );
    }
    await load(farm, paths, 2); // warm-up: JIT and the database's buffers
    const list = await load(farm, paths, DURATION_S);
    log(`list: ${list.line} (${CONNECTIONS} connections, ${DURATION_S} s; budget p99 ${BUDGET_P99_MS} ms)`);

    const race = await consumeRace(farm);
    log(
      `500 concurrent consumes in ${Math.round(race.ms)} ms: ${JSON.stringify(race.counts)}, left ${race.left}`,
    );
    const raceOk =
      race.counts['200'] === 100 && race.counts['409'] === 400 && Object.keys(race.counts).length === 2;

    const busy = await addItem(farm, 'Busy CAN', 1_000_000);
    let writes = 0;
    const writer = setInterval(() => void consume(farm, busy).then(() => writes++), 200);
    const churn = await load(farm, paths, DURATION_S).finally(() => clearInterval(writer));
    log(`list while stock changes (${writes} consumes, record only): ${churn.line}`);

    return list.p99 <= BUDGET_P99_MS && list.failed === 0 && raceOk && race.left === '0.00';
  } finally {
    await server.stop();
    await seeded.cleanup();
  }
}

const workDir = mkdtempSync(path.join(os.tmpdir(), 'shamba-bench-inventory-'));
const outcomes: boolean[] = [];
try {
  outcomes.push(await benchOne('PGlite', { dataDir: path.join(workDir, 'data') }));
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (adminUrl) outcomes.push(await benchOne('PostgreSQL', { adminUrl }));
  else console.log('\n(set BENCH_DATABASE_URL to a PostgreSQL superuser URL to measure PostgreSQL too)');
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
const ok = outcomes.every(Boolean);
console.log(ok ? '\nwithin budget' : '\nOVER BUDGET');
process.exit(ok ? 0 : 1);
