// Budget: the inventory and sales reports (GET /api/farms/{farmId}/reports/inventory and /sales) for a whole year
// of a large farm (20,000 items, 500,000 stock movements, 100,000 sales with 200,000 lines, 10,000 invoices)
// answer in at most 500 ms p95 each (docs/product/reports.md "Inventory report", "Sales report"), on PGlite and on
// PostgreSQL. Every figure is an aggregate in SQL over the ledger's (farm, time) and the sales' (farm, sold_at)
// indexes; slow-moving stock probes each item's (item, time) index. Each report is timed alone for a month and the
// year, then the year is loaded at 10 connections.
// Seeding is set-based (generate_series). BENCH_ITEMS, BENCH_MOVEMENTS, BENCH_SALES and BENCH_DURATION_S change
// size and duration; BENCH_DATABASE_URL adds PostgreSQL (see bench-database.ts).
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema/auth';
import { hashPassword } from '@/server/modules/auth/passwords';
import { signIn, startServer } from './bench-server';
import { benchEachDatabase, prepareBenchDatabase, type BenchTarget } from './bench-database';
import { seedInventoryFarm } from './inventory-seed';

const BUDGET_P95_MS = 500;
const ITEMS = Number(process.env.BENCH_ITEMS ?? 20_000);
const MOVEMENTS = Number(process.env.BENCH_MOVEMENTS ?? 500_000);
const SALES = Number(process.env.BENCH_SALES ?? 100_000);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = 10;
const YEAR_FROM = '2025-01-01';
const YEAR_TO = '2025-12-31';
const EMAIL = 'bench-stock-sales-reports@example.test';
const PASSWORD = 'bench password 1';

/** Movements of every kind spread over the year across the items, and sales with lines, payments and invoices. */
async function seed(db: Database) {
  const [owner] = await db
    .insert(users)
    .values({ name: 'Bench Owner', email: EMAIL, passwordHash: await hashPassword(PASSWORD) })
    .returning({ id: users.id });
  const { farmId } = await seedInventoryFarm(db, owner!.id, ITEMS, YEAR_TO);
  const spread = (count: number) => sql`(${YEAR_FROM}::date + (g::bigint * 365 / (${count}::bigint + 1))::int
    + make_interval(mins => (g % 600)::int + 420))::timestamp at time zone 'Africa/Nairobi'`;
  await db.execute(sql`
    with items as (select id, location_id, unit_cost_minor, row_number() over (order by id) - 1 as i
      from inventory_items where farm_id = ${farmId}::uuid),
    kinds(k, type, sign) as (values (0, 'receive', 1), (1, 'consume', -1), (2, 'sale', -1), (3, 'adjust', -1),
      (4, 'harvest', 1), (5, 'consume', -1), (6, 'adjust', 1), (7, 'transfer_out', -1), (8, 'transfer_in', 1),
      (9, 'return', 1))
    insert into stock_movements (farm_id, item_id, type, quantity_change, quantity_after, location_id,
      unit_cost_minor, created_at)
    select ${farmId}::uuid, items.id, kinds.type, kinds.sign * (1 + g % 20), 100, items.location_id,
      items.unit_cost_minor, ${spread(MOVEMENTS)}
    from generate_series(1, ${MOVEMENTS}::int) g
    join items on items.i = (g::bigint * 7919) % ${ITEMS}::int
    join kinds on kinds.k = g % 10`);
  await db.execute(sql`
    insert into customers (farm_id, name) select ${farmId}::uuid, 'Customer ' || g from generate_series(1, 200) g`);
  await db.execute(sql`
    with c as (select id, row_number() over (order by id) - 1 as i from customers where farm_id = ${farmId}::uuid)
    insert into sales (farm_id, customer_id, status, currency, subtotal_minor, total_minor, paid_minor, sold_at)
    select ${farmId}::uuid, c.id, case when g % 10 = 0 then 'unpaid' else 'paid' end, 'KES', 10000 + g % 5000,
      10000 + g % 5000, case when g % 10 = 0 then 0 else 10000 + g % 5000 end, ${spread(SALES)}
    from generate_series(1, ${SALES}::int) g
    left join c on c.i = g % 600`);
  await db.execute(sql`
    with s as (select id, total_minor, row_number() over (order by sold_at, id) as g from sales
      where farm_id = ${farmId}::uuid),
    names(k, name) as (values (0, 'Maize'), (1, 'Beans'), (2, 'Tomatoes'), (3, 'Milk'), (4, 'Eggs'), (5, 'Kale'))
    insert into sale_lines (sale_id, farm_id, position, description, unit, quantity, unit_price_minor, net_minor,
      total_minor)
    select s.id, ${farmId}::uuid, p, names.name, 'kg', 1 + (s.g + p) % 7, 1000, s.total_minor / 2,
      s.total_minor / 2 + p * (s.total_minor % 2)
    from s cross join generate_series(0, 1) p join names on names.k = (s.g + p * 3) % 6`);
  await db.execute(sql`
    insert into sale_payments (sale_id, farm_id, method, amount_minor, received_at)
    select id, farm_id, (array['cash', 'mpesa', 'bank_transfer', 'card'])[1 + (receipt_number % 4)::int],
      paid_minor, sold_at
    from sales where farm_id = ${farmId}::uuid and paid_minor > 0`);
  await db.execute(sql`
    insert into invoices (farm_id, sale_id, number, number_text, customer_id, issuer, buyer, issued_on, due_on)
    select farm_id, id, row_number() over (order by sold_at, id), 'INV-' || row_number() over (order by sold_at, id),
      customer_id, '{}'::jsonb, '{}'::jsonb, (sold_at at time zone 'Africa/Nairobi')::date,
      (sold_at at time zone 'Africa/Nairobi')::date + 14
    from sales where farm_id = ${farmId}::uuid and status = 'unpaid'`);
  for (const table of ['stock_movements', 'sales', 'sale_lines', 'sale_payments', 'invoices', 'customers']) {
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  }
  return { farmId };
}

const url = (farmId: string, kind: string, from: string, to: string) =>
  `/api/farms/${farmId}/reports/${kind}?period=custom&from=${from}&to=${to}`;

async function load(origin: string, headers: Record<string, string>, path: string, duration: number) {
  const result = await autocannon({
    url: origin,
    connections: CONNECTIONS,
    duration,
    headers,
    requests: [{ method: 'GET' as const, path }],
  });
  // No answer at all within the run is a failure too, never an empty "within budget".
  const failed = result.non2xx + result.errors + result.timeouts + (result.requests.total === 0 ? 1 : 0);
  // autocannon reports p90 and p97.5, not p95: p97.5 is at least p95, so the budget is never flattered.
  const p95 = (result.latency as typeof result.latency & { p97_5: number }).p97_5;
  const line = `${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p95 ≤ ${p95} ms (p97.5), ${failed} failed`;
  return { p95, failed, line };
}

async function benchOne(label: string, target: BenchTarget) {
  const log = (text: string) => console.log(`[${label}] ${text}`);
  log(`seeding ${ITEMS} items, ${MOVEMENTS} movements, ${SALES} sales over ${YEAR_FROM} to ${YEAR_TO}…`);
  const seedStart = performance.now();
  const seeded = await prepareBenchDatabase(target, 'shamba_bench_stock_sales', seed);
  log(`seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
  const server = await startServer(seeded.serverEnv);
  log(`serving from ${server.how}`);
  let within = true;
  try {
    const headers = await signIn(server.origin, EMAIL, PASSWORD);
    for (const kind of ['inventory', 'sales']) {
      for (const [from, to] of [
        ['2025-06-01', '2025-06-30'],
        [YEAR_FROM, YEAR_TO],
      ] as const) {
        const started = performance.now();
        const res = await fetch(`${server.origin}${url(seeded.farmId, kind, from, to)}`, { headers });
        const body = await res.text();
        if (res.status !== 200) throw new Error(`${kind}: ${res.status} ${body}`);
        log(`${kind} alone ${(performance.now() - started).toFixed(1).padStart(7)} ms  ${from} to ${to}`);
      }
      const year = url(seeded.farmId, kind, YEAR_FROM, YEAR_TO);
      await load(server.origin, headers, year, 2); // warm-up
      const result = await load(server.origin, headers, year, DURATION_S);
      log(
        `${kind} year: ${result.line} (${CONNECTIONS} connections, ${DURATION_S} s; budget p95 ${BUDGET_P95_MS} ms)`,
      );
      within &&= result.p95 <= BUDGET_P95_MS && result.failed === 0;
    }
    return within;
  } finally {
    await server.stop();
    await seeded.cleanup();
  }
}

await benchEachDatabase('stock-sales-reports', benchOne);
