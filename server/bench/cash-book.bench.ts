// Budget: the cash book of a farm with 1,000,000 entries over three years answers filtered pages of
// GET /api/farms/{farmId}/transactions (25 entries, each with its running balance) at 20 concurrent clients with
// p99 ≤ 50 ms, on PGlite and on PostgreSQL (docs/product/cash-book.md). The rotation: the first page, a category
// over a date range, one direction (and one over a period), a method with a category, a search, and deep pages by
// the keyset cursor (the middle of the book, alone and with a category).
// For each database: seed with one set-based statement (generate_series) and fill finance_daily_totals to match,
// start the server on a free loopback port (the built bundle when it is up to date, else the sources under tsx),
// time each query once alone, warm up 2 s, then load the rotation with autocannon from this process. PostgreSQL
// runs too when BENCH_DATABASE_URL (a superuser URL; a scratch database is created and dropped) is set.
// BENCH_ENTRIES and BENCH_DURATION_S change size and duration.
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema/auth';
import { farmMembers, farms } from '../db/schema/farms';
import { hashPassword } from '@/server/modules/auth/passwords';
import { signIn, startServer } from './bench-server';
import { benchEachDatabase, prepareBenchDatabase, type BenchTarget } from './bench-database';

const BUDGET_P99_MS = 50;
const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 1_000_000);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = 20;
const DAYS = 3 * 365;
const EMAIL = 'bench-cash-book@example.test';
const PASSWORD = 'bench password 1';
const DAY_MS = 86_400_000;
const now = new Date();
const day = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS).toISOString().slice(0, 10);

interface SeededBook {
  farmId: string;
  /** "<day>:<seq>" of the entry in the middle of the book, for a deep page. */
  middleCursor: string;
}

/**
 * `count` entries over three years, oldest first (so seq rises with the day, as a real book's does): 40% sales
 * income by M-Pesa or cash, 1% contributions, the rest expenses over five categories and three methods.
 */
async function seedBook(db: Database, count: number): Promise<SeededBook> {
  const [owner] = await db
    .insert(users)
    .values({ name: 'Bench Owner', email: EMAIL, passwordHash: await hashPassword(PASSWORD) })
    .returning({ id: users.id });
  const [farm] = await db.insert(farms).values({ ownerId: owner!.id, name: 'Cash Farm' }).returning();
  await db.insert(farmMembers).values({ farmId: farm!.id, userId: owner!.id, role: 'owner' });
  const start = day(DAYS);
  // Each entry's running sum of its day (day_running_minor) as cash-book.ts keeps it: g orders seq within a day.
  await db.execute(sql`
    insert into finance_transactions (farm_id, direction, source, amount_minor, day_running_minor, currency,
      occurred_on, description, category, payment_method, reference, created_by, created_at)
    select ${farm!.id}::uuid, e.direction, e.source, e.amount, sum(e.amount) over (partition by e.day order by e.g),
      'KES', e.day, e.description, e.category, e.method, e.reference, ${owner!.id}::uuid, now()
    from (
      select g, k.direction, k.source, k.category, k.description || ' ' || g as description,
        case when k.direction = 'income' then 1 else -1 end * (500 + (g::bigint * 7919) % 250000) as amount,
        ${start}::date + (g::bigint * ${DAYS} / ${count})::int as day,
        (array['cash','mpesa','mpesa','bank_transfer'])[1 + g % 4] as method,
        case when g % 4 in (1, 2) then 'Q' || lpad((g % 1000000000)::text, 9, '0') end as reference
      from generate_series(1, ${count}::int) g
      cross join lateral (select * from (values
          (0, 'income', 'sale_payment', 'Sales', 'Sale to Wanjiku'), (1, 'income', 'sale_payment', 'Sales', 'Receipt'),
          (2, 'income', 'sale_payment', 'Sales', 'Sale to Otieno'), (3, 'income', 'sale_payment', 'Sales', 'Receipt'),
          (4, 'expense', 'expense', 'Fertilizer', 'CAN top dressing'), (5, 'expense', 'expense', 'Labour', 'Weeding crew'),
          (6, 'expense', 'expense', 'Fuel and power', 'Diesel for the pump'),
          (7, 'expense', 'expense', 'Transport', 'Lorry to market'), (8, 'expense', 'expense', 'Labour', 'Casuals'),
          (9, 'expense', 'expense', 'Animal feed', 'Dairy meal'))
        as k(i, direction, source, category, description) where k.i = g % 10) k
    ) e
    order by e.g`);
  await db.execute(sql`
    insert into finance_daily_totals (farm_id, day, income_minor, expense_minor, entries)
    select farm_id, occurred_on, sum(greatest(amount_minor, 0)), sum(greatest(-amount_minor, 0)), count(*)
    from finance_transactions where farm_id = ${farm!.id} group by farm_id, occurred_on`);
  // Index-only scans need the visibility map a vacuum writes.
  await db.execute(sql`vacuum analyze finance_transactions`);
  await db.execute(sql`vacuum analyze finance_daily_totals`);
  const middle = (await db.execute(sql`
    select occurred_on::text as day, seq::text as seq from finance_transactions where farm_id = ${farm!.id}
    order by occurred_on, seq offset ${Math.floor(count / 2)} limit 1`)) as unknown as {
    rows: { day: string; seq: string }[];
  };
  return { farmId: farm!.id, middleCursor: `${middle.rows[0]!.day}:${middle.rows[0]!.seq}` };
}

function rotation(book: SeededBook) {
  return [
    '',
    `?category=Labour&from=${day(400)}&to=${day(300)}`,
    `?category=Fertilizer&from=${day(30)}&to=${day(0)}`,
    '?direction=income',
    `?direction=expense&from=${day(900)}&to=${day(800)}`,
    '?payment_method=mpesa&category=Sales',
    '?q=wanjiku',
    `?q=diesel&from=${day(200)}&to=${day(100)}`,
    `?before=${book.middleCursor}`,
    `?category=Transport&before=${book.middleCursor}`,
  ].map((query) => `/api/farms/${book.farmId}/transactions${query}`);
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
  log(`seeding ${ENTRIES.toLocaleString('en')} cash-book entries over ${DAYS} days…`);
  const seedStart = performance.now();
  const seeded = await prepareBenchDatabase(target, 'shamba_bench_cash', (db) => seedBook(db, ENTRIES));
  log(`seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
  const server = await startServer(seeded.serverEnv);
  log(`serving from ${server.how}`);
  try {
    const headers = await signIn(server.origin, EMAIL, PASSWORD);
    const paths = rotation(seeded);
    for (const p of paths) {
      const started = performance.now();
      const res = await fetch(`${server.origin}${p}`, { headers });
      const body = (await res.json()) as { data?: unknown[] };
      if (res.status !== 200) throw new Error(`${p}: ${res.status} ${JSON.stringify(body)}`);
      const ms = (performance.now() - started).toFixed(1).padStart(6);
      const query = decodeURIComponent(p.split('/transactions')[1] ?? '') || '(no filter)';
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

await benchEachDatabase('cash-book', benchOne);
