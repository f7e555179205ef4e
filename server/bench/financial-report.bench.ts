// Budget: the financial report (GET /api/farms/{farmId}/reports/financial) for a year over 1,000,000 cash-book
// entries answers in at most 300 ms p95 (docs/product/reports.md "Financial report"), on PGlite and PostgreSQL.
// The report never scans the cash book for a whole month: the month totals come from finance_daily_totals and
// the split by category from finance_category_months, both kept by every cash-book write. The bench loads the
// whole year at 10 connections, and times alone a period cut mid-month at both ends (the short side of each cut
// month from the cash book). Seeding is set-based: generate_series for the book, then the two rollups filled
// from it with insert ... select ... group by, as cash-book.ts would have left them. BENCH_ENTRIES and
// BENCH_DURATION_S change size and duration; BENCH_DATABASE_URL adds PostgreSQL (see bench-database.ts).
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema/auth';
import { farmMembers, farms } from '../db/schema/farms';
import { hashPassword } from '@/server/modules/auth/passwords';
import { signIn, startServer } from './bench-server';
import { benchEachDatabase, prepareBenchDatabase, type BenchTarget } from './bench-database';

const BUDGET_P95_MS = 300;
const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 1_000_000);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = 10;
const YEAR_FROM = '2025-01-01';
const YEAR_TO = '2025-12-31';
const EMAIL = 'bench-financial-report@example.test';
const PASSWORD = 'bench password 1';

/** `count` entries spread evenly over the year: 40% sales income, 1 in 10 contributions, the rest expenses. */
async function seedYear(db: Database, count: number): Promise<{ farmId: string }> {
  const [owner] = await db
    .insert(users)
    .values({ name: 'Bench Owner', email: EMAIL, passwordHash: await hashPassword(PASSWORD) })
    .returning({ id: users.id });
  const [farm] = await db.insert(farms).values({ ownerId: owner!.id, name: 'Report Farm' }).returning();
  const farmId = farm!.id;
  await db.insert(farmMembers).values({ farmId, userId: owner!.id, role: 'owner' });
  await db.execute(sql`
    insert into finance_transactions (farm_id, direction, source, amount_minor, day_running_minor, currency,
      occurred_on, description, category, payment_method, created_by, created_at)
    select ${farmId}::uuid, e.direction, e.source, e.amount, sum(e.amount) over (partition by e.day order by e.g),
      'KES', e.day, e.description, e.category, 'cash', ${owner!.id}::uuid, now()
    from (
      select g, k.direction, k.source, k.category, k.description,
        case when k.direction = 'income' then 1 else -1 end * (500 + (g::bigint * 7919) % 250000) as amount,
        ${YEAR_FROM}::date + (g::bigint * 365 / (${count}::bigint + 1))::int as day
      from generate_series(1, ${count}::int) g
      cross join lateral (select * from (values
          (0, 'income', 'sale_payment', 'Sales', 'Receipt'), (1, 'income', 'sale_payment', 'Sales', 'Receipt'),
          (2, 'income', 'sale_payment', 'Sales', 'Receipt'), (3, 'income', 'contribution', 'Contributions', 'Owner'),
          (4, 'expense', 'expense', 'Fertilizer', 'CAN'), (5, 'expense', 'expense', 'Labour', 'Weeding crew'),
          (6, 'expense', 'expense', 'Fuel and power', 'Diesel'), (7, 'expense', 'expense', 'Transport', 'Lorry'),
          (8, 'expense', 'sale_refund', 'Sales', 'Refund'), (9, 'expense', 'expense', 'Animal feed', 'Dairy meal'))
        as k(i, direction, source, category, description) where k.i = g % 10) k
    ) e
    order by e.g`);
  await db.execute(sql`
    insert into finance_daily_totals (farm_id, day, income_minor, expense_minor, entries)
    select farm_id, occurred_on, sum(greatest(amount_minor, 0)), sum(greatest(-amount_minor, 0)), count(*)
    from finance_transactions where farm_id = ${farmId} group by farm_id, occurred_on`);
  await db.execute(sql`
    insert into finance_category_months (farm_id, month, direction, category, amount_minor, entries)
    select farm_id, date_trunc('month', occurred_on::timestamp)::date, direction, category,
      sum(abs(amount_minor)), count(*)
    from finance_transactions where farm_id = ${farmId} group by 1, 2, 3, 4`);
  await db.execute(sql`vacuum analyze finance_transactions`);
  await db.execute(sql`vacuum analyze finance_daily_totals`);
  await db.execute(sql`vacuum analyze finance_category_months`);
  return { farmId };
}

const report = (farmId: string, from: string, to: string) =>
  `/api/farms/${farmId}/reports/financial?period=custom&from=${from}&to=${to}`;
/** The budgeted query, the whole year, and (timed alone, for information) one cut mid-month at both ends. */
const paths = (farmId: string) => [
  report(farmId, YEAR_FROM, YEAR_TO),
  report(farmId, '2025-01-16', '2025-12-15'),
];

async function load(origin: string, headers: Record<string, string>, list: string[], duration: number) {
  const result = await autocannon({
    url: origin,
    connections: CONNECTIONS,
    duration,
    headers,
    requests: list.map((p) => ({ method: 'GET' as const, path: p })),
  });
  // No answer at all within the run is a failure too, never an empty "within budget".
  const failed = result.non2xx + result.errors + result.timeouts + (result.requests.total === 0 ? 1 : 0);
  // autocannon reports p90 and p97.5, not p95: p97.5 is at least p95, so the budget is never flattered.
  const p95 = (result.latency as typeof result.latency & { p97_5: number }).p97_5;
  const rate = Math.round(result.requests.average);
  const line = `${rate} req/s, p50 ${result.latency.p50} ms, p95 ≤ ${p95} ms (p97.5), ${failed} failed`;
  return { p95, failed, line };
}

async function benchOne(label: string, target: BenchTarget) {
  const log = (text: string) => console.log(`[${label}] ${text}`);
  log(`seeding ${ENTRIES.toLocaleString('en')} cash-book entries over ${YEAR_FROM} to ${YEAR_TO}…`);
  const seedStart = performance.now();
  const seeded = await prepareBenchDatabase(target, 'shamba_bench_financial', (db) => seedYear(db, ENTRIES));
  log(`seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
  const server = await startServer(seeded.serverEnv);
  log(`serving from ${server.how}`);
  try {
    const headers = await signIn(server.origin, EMAIL, PASSWORD);
    const list = paths(seeded.farmId);
    for (const p of list) {
      const started = performance.now();
      const res = await fetch(`${server.origin}${p}`, { headers });
      const body = (await res.json()) as { data?: { income_minor: number; expense_minor: number } };
      if (res.status !== 200) throw new Error(`${p}: ${res.status} ${JSON.stringify(body)}`);
      const ms = (performance.now() - started).toFixed(1).padStart(6);
      log(
        `alone ${ms} ms  income ${body.data?.income_minor} expense ${body.data?.expense_minor}  ${p.split('?')[1]}`,
      );
    }
    const year = [list[0]!];
    await load(server.origin, headers, year, 2); // warm-up
    const result = await load(server.origin, headers, year, DURATION_S);
    log(
      `report: ${result.line} (${CONNECTIONS} connections, ${DURATION_S} s; budget p95 ${BUDGET_P95_MS} ms)`,
    );
    return result.p95 <= BUDGET_P95_MS && result.failed === 0;
  } finally {
    await server.stop();
    await seeded.cleanup();
  }
}

await benchEachDatabase('financial-report', benchOne);
