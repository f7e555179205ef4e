// Budget: a point-of-sale sale of 5 lines paid in cash (POST /api/farms/{farmId}/sales, channel pos, with an
// Idempotency-Key as the till sends it) completes at 20 concurrent clients with p99 ≤ 50 ms, on PGlite and on
// PostgreSQL (docs/product/sales.md). Each sale takes its 5 lines out of stock through the ledger, writes the sale,
// its lines, the payment and its cash-book entry and the activity entry, all in one transaction.
// For each database: seed a farm with 200 stocked products (set-based), start the server on a free loopback port
// (the built bundle when it is up to date, else the sources under tsx), time one sale alone, warm up 2 s, then load
// with autocannon from this process, each request a new key and 5 different items. PostgreSQL runs too when
// BENCH_DATABASE_URL (a superuser URL; a scratch database is created and dropped) is set. BENCH_DURATION_S changes
// the duration.
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema/auth';
import { farmMembers, farms } from '../db/schema/farms';
import { storageLocations } from '../db/schema/storage';
import { hashPassword } from '@/server/modules/auth/passwords';
import { signIn, startServer } from './bench-server';
import { benchEachDatabase, prepareBenchDatabase, type BenchTarget } from './bench-database';

const BUDGET_P99_MS = 50;
const ITEMS = 200;
const LINES = 5;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = 20;
const EMAIL = 'bench-pos@example.test';
const PASSWORD = 'bench password 1';
const PRICE_MINOR = 12_000;

interface Seeded {
  farmId: string;
  itemIds: string[];
}

/** A farm with 200 products, each with more stock than a run can sell and a sale price. */
export async function seed(db: Database): Promise<Seeded> {
  const [owner] = await db
    .insert(users)
    .values({ name: 'Bench Till', email: EMAIL, passwordHash: await hashPassword(PASSWORD) })
    .returning({ id: users.id });
  const [farm] = await db
    .insert(farms)
    .values({ ownerId: owner!.id, name: 'Bench Farm Gate' })
    .returning({ id: farms.id });
  const farmId = farm!.id;
  await db.insert(farmMembers).values({ farmId, userId: owner!.id, role: 'owner' });
  const [location] = await db
    .insert(storageLocations)
    .values({ farmId, name: 'Farm gate stall' })
    .returning({ id: storageLocations.id });
  await db.execute(sql`
    insert into inventory_items (farm_id, location_id, item_type, name, category, unit, quantity, status,
      sale_price_minor, sku)
    select ${farmId}, ${location!.id}, 'product', 'Product ' || g, 'Vegetables', 'kg', 100000000, 'normal',
      ${PRICE_MINOR}, 'SKU-' || g
    from generate_series(1, ${ITEMS}::int) g`);
  for (const table of ['inventory_items', 'farms', 'farm_members', 'users']) {
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  }
  const rows = (await db.execute(
    sql`select id from inventory_items where farm_id = ${farmId} order by name`,
  )) as unknown as { rows: { id: string }[] };
  return { farmId, itemIds: rows.rows.map((r) => r.id) };
}

/** A sale of 5 different items, 1 to 3 kg each, paid in cash with a little change. */
export function saleBody(itemIds: string[], n: number): string {
  const start = (n * 7) % itemIds.length;
  const lines = Array.from({ length: LINES }, (_, i) => ({
    item_id: itemIds[(start + i * 13) % itemIds.length]!,
    quantity: 1 + ((n + i) % 3),
    unit_price_minor: PRICE_MINOR,
  }));
  const total = lines.reduce((sum, l) => sum + l.quantity * l.unit_price_minor, 0);
  return JSON.stringify({
    channel: 'pos',
    lines,
    payments: [{ method: 'cash', amount_minor: total, tendered_minor: total + 500 }],
  });
}

async function load(origin: string, headers: Record<string, string>, s: Seeded, duration: number) {
  let n = 0;
  const result = await autocannon({
    url: origin,
    connections: CONNECTIONS,
    duration,
    requests: [
      {
        method: 'POST',
        path: `/api/farms/${s.farmId}/sales`,
        // Each request is a new sale from the till: its own key and items.
        setupRequest: (request) => ({
          ...request,
          headers: {
            ...headers,
            'content-type': 'application/json',
            'idempotency-key': randomUUID(),
          },
          body: saleBody(s.itemIds, n++),
        }),
      },
    ],
  });
  const failed = result.non2xx + result.errors + result.timeouts;
  const line = `${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${failed} failed`;
  return { p99: result.latency.p99, failed, line };
}

async function benchOne(label: string, target: BenchTarget) {
  const log = (text: string) => console.log(`[${label}] ${text}`);
  log(`seeding a farm with ${ITEMS} stocked products…`);
  const seeded = await prepareBenchDatabase(target, 'shamba_bench_pos', seed);
  const server = await startServer(seeded.serverEnv);
  log(`serving from ${server.how}`);
  try {
    const headers = await signIn(server.origin, EMAIL, PASSWORD);
    const started = performance.now();
    const res = await fetch(`${server.origin}/api/farms/${seeded.farmId}/sales`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: saleBody(seeded.itemIds, 0),
    });
    if (res.status !== 201) throw new Error(`sale: ${res.status} ${await res.text()}`);
    log(`one sale alone ${(performance.now() - started).toFixed(1)} ms`);
    await load(server.origin, headers, seeded, 2); // warm-up: JIT and the database's buffers
    const result = await load(server.origin, headers, seeded, DURATION_S);
    log(
      `POS sales of ${LINES} lines: ${result.line} (${CONNECTIONS} connections, ${DURATION_S} s; budget p99 ${BUDGET_P99_MS} ms)`,
    );
    return result.p99 <= BUDGET_P99_MS && result.failed === 0;
  } finally {
    await server.stop();
    await seeded.cleanup();
  }
}

// Run, not imported (a tool may import the seed to look at plans).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  await benchEachDatabase('pos-sale', benchOne);
