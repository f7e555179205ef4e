// Budget (docs/decisions/027), on PGlite, whose queries all run on the server's main thread, with 100,000 items:
// - the dashboard summary and the storage locations' usage are kept per farm revision, so two clients polling
//   them leave the cached inventory list at least MIN_LIST_SHARE (0.5) of the req/s it serves alone (was 114 of
//   3,400 req/s when both were recomputed on every call: 265 ms and up to 457 ms each);
// - the data folder stays near the data's size: its write-ahead log (pg_wal) is at most MAX_WAL_MB whenever the
//   folder is closed, and once the periodic checkpoint has run after a bulk write while it is open (was 541 MB of a
//   717 MB folder: PGlite has no checkpointer, and every checkpoint kept the old log for reuse).
// Seeds (inventory-seed.ts), prints the folder's size, starts the real server (production defaults), times the
// first (computed) and second (cached) summary and usage, loads one cached list page alone and then beside two
// clients polling the summary and the usage, and for the record the same while the stock changes 5 times a second
// (every change makes both recompute). Then a bulk write (every item's quantity, as the daily expiry job may):
// the folder right after it, once the periodic checkpoint (db/client.ts) has run, and closed.
// BENCH_ITEMS and BENCH_DURATION_S change the size and the duration. Figures are noisy on a shared 2-core machine.
import { readdirSync, statSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/client';
import { addItem, consume, signIn, startServer, type BenchFarm } from './inventory-http';
import { prepareDatabase } from './inventory-seed';

const MIN_LIST_SHARE = 0.5;
const MAX_WAL_MB = 64;
const ITEMS = Number(process.env.BENCH_ITEMS ?? 100_000);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const LIST_CONNECTIONS = 20;
const POLL_CONNECTIONS = 2;
const today = new Date().toISOString().slice(0, 10);

function megabytes(dir: string): number {
  let bytes = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) bytes += statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return bytes / 1024 / 1024;
}
/** The write-ahead log's size at each budgeted look. */
const walLooks: number[] = [];
function folder(dataDir: string, budgeted = true) {
  const wal = megabytes(path.join(dataDir, 'pg_wal'));
  if (budgeted) walLooks.push(wal);
  return `${megabytes(dataDir).toFixed(0)} MB, of which write-ahead log ${wal.toFixed(0)} MB`;
}

async function load(farm: BenchFarm, paths: string[], connections: number, duration: number) {
  const result = await autocannon({
    url: farm.origin,
    connections,
    duration,
    headers: farm.headers,
    requests: paths.map((p) => ({ method: 'GET' as const, path: p })),
  });
  const failed = result.non2xx + result.errors + result.timeouts;
  return {
    rps: result.requests.average,
    failed,
    line: `${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${failed} failed`,
  };
}

async function timed(farm: BenchFarm, p: string) {
  const started = performance.now();
  const res = await fetch(`${farm.origin}${p}`, { headers: farm.headers });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${p}: ${res.status}`);
  return `${(performance.now() - started).toFixed(1)} ms`;
}

const workDir = mkdtempSync(path.join(os.tmpdir(), 'shamba-bench-figures-'));
const dataDir = path.join(workDir, 'data');
let ok = false;
try {
  console.log(`seeding ${ITEMS.toLocaleString('en')} items…`);
  const seeded = await prepareDatabase({ dataDir }, ITEMS, today);
  console.log(`data folder after seeding (closed): ${folder(dataDir)}`);
  const server = await startServer(seeded.serverEnv);
  let listShare = 0;
  let failed = 0;
  try {
    const headers = await signIn(server.origin);
    const farm: BenchFarm = {
      origin: server.origin,
      headers,
      farmId: seeded.farmId,
      locationId: seeded.locationIds[0]!,
    };
    const summary = `/api/farms/${farm.farmId}/inventory/summary`;
    const usage = `/api/farms/${farm.farmId}/storage-locations`;
    const list = [`/api/farms/${farm.farmId}/inventory?status=low&page=1`];
    for (const [name, p] of [
      ['summary', summary],
      ['storage locations', usage],
    ] as const) {
      console.log(`${name}: first ${await timed(farm, p)} (computed), then ${await timed(farm, p)} (cached)`);
    }

    await load(farm, list, LIST_CONNECTIONS, 2); // warm-up
    const alone = await load(farm, list, LIST_CONNECTIONS, DURATION_S);
    console.log(`cached list alone (${LIST_CONNECTIONS} connections, ${DURATION_S} s): ${alone.line}`);
    const [beside, polls] = await Promise.all([
      load(farm, list, LIST_CONNECTIONS, DURATION_S),
      load(farm, [summary, usage], POLL_CONNECTIONS, DURATION_S),
    ]);
    listShare = beside.rps / alone.rps;
    failed = alone.failed + beside.failed + polls.failed;
    console.log(`cached list beside ${POLL_CONNECTIONS} clients polling summary and usage: ${beside.line}`);
    console.log(`  the polls: ${polls.line}`);
    console.log(`  the list keeps ${listShare.toFixed(2)}× its req/s (budget at least ${MIN_LIST_SHARE}×)`);

    const busy = await addItem(farm, 'Busy CAN', 1_000_000);
    let writes = 0;
    const writer = setInterval(() => void consume(farm, busy).then(() => writes++), 200);
    const [churnList, churnPolls] = await Promise.all([
      load(farm, list, LIST_CONNECTIONS, DURATION_S),
      load(farm, [summary, usage], POLL_CONNECTIONS, DURATION_S),
    ]).finally(() => clearInterval(writer));
    console.log(`while stock changes (${writes} consumes, record only): list ${churnList.line}`);
    console.log(`  the polls (recomputed after each change): ${churnPolls.line}`);
  } finally {
    await server.stop();
  }
  console.log(`data folder after the run (closed): ${folder(dataDir)}`);

  // A bulk write (every item, as the daily expiry job may), looked at while the folder stays open past one period
  // of the checkpoint check (db/client.ts, in this process as in the server's), then closed.
  const handle = await openDatabase({ dataDir });
  await handle.db.execute(sql`update inventory_items set quantity = quantity + 1`);
  console.log(`data folder right after rewriting every item (open): ${folder(dataDir, false)}`);
  await new Promise((resolve) => setTimeout(resolve, 16_000));
  console.log(`  16 s later, still open (the periodic checkpoint): ${folder(dataDir)}`);
  await handle.close();
  console.log(`data folder at the end (closed): ${folder(dataDir)}`);
  const walOk = Math.max(...walLooks) <= MAX_WAL_MB;
  const listOk = listShare >= MIN_LIST_SHARE && failed === 0;
  console.log(`list beside the polls: ${listOk ? 'within' : 'OVER'} the budget of ${MIN_LIST_SHARE}×`);
  console.log(`write-ahead log: ${walOk ? 'within' : 'OVER'} the budget of ${MAX_WAL_MB} MB`);
  ok = walOk && listOk;
  await seeded.cleanup();
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
process.exit(ok ? 0 : 1);
