// Budget: downloading the cash book of a farm with 1,000,000 entries as CSV
// (GET /api/farms/{farmId}/exports/transactions?format=csv) grows the server's resident memory by at most 100 MB:
// the rows are read in keyset pages and written as the client takes them, never held (docs/product/reports.md
// "Files (CSV, Excel, PDF)"). Prints rows/s.
// For each database: seed with one set-based statement (generate_series) and the day totals the row count reads,
// start the server (the built bundle when current, else the sources under tsx), warm it with a small export, then
// stream the whole book over HTTP while reading the server process's VmRSS from /proc every 50 ms, twice (the
// second peak tells the database's cache, warm by then, from memory that grows with the rows).
// BENCH_ENTRIES changes the size; BENCH_ONLY picks one database (bench-database.ts).
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema/auth';
import { farmMembers, farms } from '../db/schema/farms';
import { hashPassword } from '@/server/modules/auth/passwords';
import { signIn, startServer } from './bench-server';
import { benchEachDatabase, prepareBenchDatabase, type BenchTarget } from './bench-database';

const BUDGET_GROWTH_MB = 100;
const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 1_000_000);
const EMAIL = 'bench-export@example.test';
const PASSWORD = 'bench password 1';
const DAYS = 3 * 365;

async function seed(db: Database, count: number) {
  const [owner] = await db
    .insert(users)
    .values({ name: 'Bench Owner', email: EMAIL, passwordHash: await hashPassword(PASSWORD) })
    .returning({ id: users.id });
  const [farm] = await db.insert(farms).values({ ownerId: owner!.id, name: 'Export Farm' }).returning();
  await db.insert(farmMembers).values({ farmId: farm!.id, userId: owner!.id, role: 'owner' });
  await db.execute(sql`
    insert into finance_transactions (farm_id, direction, source, amount_minor, currency, occurred_on,
      description, category, payment_method, reference)
    select ${farm!.id}::uuid, case when g % 3 = 0 then 'income' else 'expense' end,
      case when g % 3 = 0 then 'sale_payment' else 'expense' end,
      case when g % 3 = 0 then 1 else -1 end * (500 + (g::bigint * 7919) % 250000), 'KES',
      current_date - (g::bigint * ${DAYS} / ${count})::int,
      'Entry ' || g || ', "quoted" text', (array['Sales','Labour','Fertilizer','Transport'])[1 + g % 4],
      (array['cash','mpesa','bank_transfer'])[1 + g % 3], 'Q' || g
    from generate_series(1, ${count}::int) g`);
  await db.execute(sql`
    insert into finance_daily_totals (farm_id, day, income_minor, expense_minor, entries)
    select farm_id, occurred_on, sum(greatest(amount_minor, 0)), sum(greatest(-amount_minor, 0)), count(*)
    from finance_transactions where farm_id = ${farm!.id} group by farm_id, occurred_on`);
  await db.execute(sql`vacuum analyze finance_transactions`);
  return { farmId: farm!.id };
}

const rssMb = (pid: number) => {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : 0;
};

/** Streams the body, counting bytes and line ends, and answers the rows written (header excluded). */
async function download(url: string, headers: Record<string, string>) {
  const res = await fetch(url, { headers });
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines += 1;
  }
  return { bytes, rows: lines - 1, announced: Number(res.headers.get('x-export-rows')) };
}

async function benchOne(label: string, target: BenchTarget) {
  const log = (text: string) => console.log(`[${label}] ${text}`);
  log(`seeding ${ENTRIES.toLocaleString('en')} cash-book entries…`);
  const seedStart = performance.now();
  const seeded = await prepareBenchDatabase(target, 'shamba_bench_export', (db) => seed(db, ENTRIES));
  log(`seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
  const server = await startServer(seeded.serverEnv);
  log(`serving from ${server.how}`);
  try {
    const headers = await signIn(server.origin, EMAIL, PASSWORD);
    const base = `${server.origin}/api/farms/${seeded.farmId}/exports/transactions?format=csv`;
    await download(`${base}&q=Entry%2012345,`, headers); // warm-up: modules, JIT, the plan
    const baseline = rssMb(server.pid);
    const pass = async () => {
      let peak = rssMb(server.pid);
      const sampler = setInterval(() => {
        peak = Math.max(peak, rssMb(server.pid));
      }, 50);
      const started = performance.now();
      const result = await download(base, headers);
      clearInterval(sampler);
      return { ...result, seconds: (performance.now() - started) / 1000, peak };
    };
    const result = await pass();
    const growth = result.peak - baseline;
    log(
      `${result.rows.toLocaleString('en')} rows (announced ${result.announced.toLocaleString('en')}), ` +
        `${(result.bytes / 1024 / 1024).toFixed(1)} MB in ${result.seconds.toFixed(1)} s: ` +
        `${Math.round(result.rows / result.seconds).toLocaleString('en')} rows/s`,
    );
    log(
      `server RSS ${baseline.toFixed(0)} MB before, peak ${result.peak.toFixed(0)} MB: growth ${growth.toFixed(0)} MB ` +
        `(budget ${BUDGET_GROWTH_MB} MB)`,
    );
    // A second download of the same book: what stays flat here is the database's cache, not a leak per row.
    const again = await pass();
    log(
      `again: peak ${again.peak.toFixed(0)} MB, ${Math.round(again.rows / again.seconds).toLocaleString('en')} rows/s`,
    );
    return growth <= BUDGET_GROWTH_MB && result.rows === ENTRIES;
  } finally {
    await server.stop();
    await seeded.cleanup();
  }
}

await benchEachDatabase('export-csv', benchOne);
