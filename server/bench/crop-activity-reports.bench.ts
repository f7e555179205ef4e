// Budget: the crop performance and activity reports (docs/product/reports.md "Crop performance", "Activity") for
// a year of a busy farm answer in at most 300 ms p95 each at 10 connections, on PGlite and on PostgreSQL. The
// farm: 500 crops with 30 done tasks each (hours at a day rate, one input used per task), two harvests per crop
// into 20 products, 20,000 sale lines of those products, 2,000 expenses named for crops; 100,000 activity
// entries and 20,000 tasks over the year. Each figure is one grouped SQL statement through the indexes on the crop,
// the item and the log's (farm, time), never rows summed in JS. The bench also times alone the whole year of the
// activity log and a single month.
// Seeding is set-based (generate_series). BENCH_SCALE multiplies every count; BENCH_DURATION_S sets the load;
// BENCH_DATABASE_URL adds PostgreSQL (see bench-database.ts).
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema/auth';
import { farmMembers, farms } from '../db/schema/farms';
import { hashPassword } from '@/server/modules/auth/passwords';
import { signIn, startServer } from './bench-server';
import { benchEachDatabase, prepareBenchDatabase, type BenchTarget } from './bench-database';

const BUDGET_P95_MS = 300;
const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = 10;
const CROPS = Math.round(500 * SCALE);
const LOG_ENTRIES = Math.round(100_000 * SCALE);
const FARM_TASKS = Math.round(20_000 * SCALE);
const SALE_LINES = Math.round(20_000 * SCALE);
const EXPENSES = Math.round(2_000 * SCALE);
const YEAR_FROM = '2025-01-01';
const YEAR_TO = '2025-12-31';
const FERTILIZER = '00000000-0000-4000-8000-0000000000e2';
const EMAIL = 'bench-crop-activity@example.test';
const PASSWORD = 'bench password 1';

async function seedFarm(db: Database): Promise<{ farmId: string }> {
  const [owner] = await db
    .insert(users)
    .values({ name: 'Bench Owner', email: EMAIL, passwordHash: await hashPassword(PASSWORD) })
    .returning({ id: users.id });
  const ownerId = owner!.id;
  const [farm] = await db.insert(farms).values({ ownerId, name: 'Crop Farm' }).returning();
  const farmId = farm!.id;
  await db
    .insert(farmMembers)
    .values({ farmId, userId: ownerId, role: 'owner', payRate: '800', payPeriod: 'day' });
  await db.execute(sql`insert into storage_locations (farm_id, name) values (${farmId}, 'Main store')`);
  await db.execute(
    sql`insert into fields (farm_id, name, area, area_unit) values (${farmId}, 'Big field', 1000, 'acres')`,
  );
  await db.execute(sql`
    insert into inventory_items (farm_id, location_id, item_type, name, category, unit, quantity, unit_cost_minor)
    select ${farmId}::uuid, l.id, case when g = 0 then 'input' else 'product' end,
      case when g = 0 then 'CAN' else 'P' || g end, 'Other', 'kg', 1000000, 8550
    from storage_locations l, generate_series(0, 20) g where l.farm_id = ${farmId}`);
  await db.execute(sql`
    insert into crops (farm_id, field_id, name, season, area, area_unit, planting_date, expected_yield, yield_unit,
      status)
    select ${farmId}::uuid, f.id, 'Crop ' || g, '2025 season ' || (g % 4), 2, 'acres',
      ${YEAR_FROM}::date + (g * 300 / ${CROPS}::int), 4000, 'kg', 'growing'
    from fields f, generate_series(1, ${CROPS}::int) g where f.farm_id = ${farmId}`);
  // 30 done tasks per crop with 2 hours each, and one consume movement of 1 kg of CAN per task.
  await db.execute(sql`
    insert into tasks (farm_id, title, status, due_date, hours_worked, completed_at, assignee_user_id, crop_id)
    select ${farmId}::uuid, 'Work', 'done', c.planting_date + g, 2, (c.planting_date + g)::timestamptz,
      ${ownerId}::uuid, c.id
    from crops c, generate_series(1, 30) g where c.farm_id = ${farmId}`);
  await db.execute(sql`
    insert into stock_movements (farm_id, item_id, type, quantity_change, quantity_after, location_id,
      unit_cost_minor, task_id, created_at)
    select t.farm_id, i.id, 'consume', -1, 0, i.location_id, 8550, t.id, t.completed_at
    from tasks t join inventory_items i on i.farm_id = t.farm_id and i.name = 'CAN'
    where t.farm_id = ${farmId} and t.crop_id is not null`);
  // Two harvests per crop into product P(1 + crop number % 20); the crop's id rides in the movement's note.
  await db.execute(sql`
    with m as (
      insert into stock_movements (farm_id, item_id, type, quantity_change, quantity_after, location_id, note,
        created_at)
      select c.farm_id, i.id, 'harvest', 500 + g * 100, 0, i.location_id, c.id::text,
        (c.planting_date + 100 + g * 10)::timestamptz
      from crops c
      join inventory_items i on i.farm_id = c.farm_id
        and i.name = 'P' || (1 + substring(c.name from 6)::int % 20)
      cross join generate_series(0, 1) g
      where c.farm_id = ${farmId}
      returning id, item_id, quantity_change, note, created_at
    )
    insert into harvests (farm_id, crop_id, item_id, movement_id, quantity, unit, harvested_on)
    select ${farmId}::uuid, m.note::uuid, m.item_id, m.id, m.quantity_change, 'kg', m.created_at::date from m`);
  await db.execute(sql`
    with s as (
      insert into sales (farm_id, status, currency, subtotal_minor, total_minor, paid_minor, sold_at)
      select ${farmId}::uuid, 'paid', 'KES', 450000, 450000, 450000,
        ${YEAR_FROM}::timestamptz + (g * interval '1 minute') * (525600 / ${SALE_LINES}::int)
      from generate_series(1, ${SALE_LINES}::int) g
      returning id, receipt_number
    )
    insert into sale_lines (sale_id, farm_id, position, item_id, description, unit, quantity, unit_price_minor,
      net_minor, total_minor)
    select s.id, ${farmId}::uuid, 0, i.id, i.name, 'kg', 100, 4500, 450000, 450000
    from s join inventory_items i on i.farm_id = ${farmId} and i.name = 'P' || (1 + s.receipt_number % 20)`);
  await db.execute(sql`
    insert into expenses (farm_id, category_id, description, amount_minor, currency, spent_on, payment_method,
      crop_id)
    select c.farm_id, ${FERTILIZER}::uuid, 'Crop cost', 50000, 'KES', c.planting_date + 5, 'cash', c.id
    from crops c, generate_series(1, greatest(1, ${EXPENSES}::int / ${CROPS}::int)) g
    where c.farm_id = ${farmId}`);
  // The rest of the farm's work and its log.
  await db.execute(sql`
    insert into tasks (farm_id, title, status, due_date, hours_worked, completed_at, assignee_user_id)
    select ${farmId}::uuid, 'Chore', case when g % 5 = 0 then 'todo' else 'done' end,
      ${YEAR_FROM}::date + (g * 364 / ${FARM_TASKS}::int), 1.5,
      case when g % 5 = 0 then null
        else ${YEAR_FROM}::timestamptz + (g * interval '1 minute') * (525600 / ${FARM_TASKS}::int) end,
      case when g % 3 = 0 then null else ${ownerId}::uuid end
    from generate_series(1, ${FARM_TASKS}::int) g`);
  await db.execute(sql`
    insert into activity_log (farm_id, actor_id, actor_name, surface, module, action, record_type, summary,
      created_at)
    select ${farmId}::uuid, case when g % 7 = 0 then null else ${ownerId}::uuid end, 'Bench Owner', 'web',
      (array['inventory', 'crops', 'sales', 'tasks', 'finances'])[1 + g % 5], 'create', 'record', 'Seeded',
      ${YEAR_FROM}::timestamptz + (g * interval '1 second') * (31536000 / ${LOG_ENTRIES}::int)
    from generate_series(1, ${LOG_ENTRIES}::int) g`);
  for (const table of [
    'crops',
    'tasks',
    'stock_movements',
    'harvests',
    'sales',
    'sale_lines',
    'expenses',
    'activity_log',
  ]) {
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  }
  return { farmId };
}

const report = (farmId: string, kind: string, from: string, to: string) =>
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
  log(
    `seeding ${CROPS} crops, ${LOG_ENTRIES.toLocaleString('en')} log entries, ${SALE_LINES.toLocaleString('en')} sale lines…`,
  );
  const seedStart = performance.now();
  const seeded = await prepareBenchDatabase(target, 'shamba_bench_crop_activity', seedFarm);
  log(`seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
  const server = await startServer(seeded.serverEnv);
  log(`serving from ${server.how}`);
  try {
    const headers = await signIn(server.origin, EMAIL, PASSWORD);
    const budgeted = [
      report(seeded.farmId, 'crop-performance', YEAR_FROM, YEAR_TO),
      report(seeded.farmId, 'activity', '2025-06-01', '2025-06-30'),
    ];
    for (const p of [...budgeted, report(seeded.farmId, 'activity', YEAR_FROM, YEAR_TO)]) {
      const started = performance.now();
      const res = await fetch(`${server.origin}${p}`, { headers });
      const body = (await res.json()) as { data?: { crops?: unknown[]; total?: number } };
      if (res.status !== 200) throw new Error(`${p}: ${res.status} ${JSON.stringify(body)}`);
      const ms = (performance.now() - started).toFixed(1).padStart(7);
      const size = body.data?.crops ? `${body.data.crops.length} crops` : `${body.data?.total} changes`;
      log(`alone ${ms} ms  ${size}  ${p.split('/reports/')[1]}`);
    }
    let ok = true;
    for (const p of budgeted) {
      await load(server.origin, headers, p, 2); // warm-up
      const result = await load(server.origin, headers, p, DURATION_S);
      log(`${p.split('/reports/')[1]}: ${result.line} (budget p95 ${BUDGET_P95_MS} ms)`);
      ok &&= result.p95 <= BUDGET_P95_MS && result.failed === 0;
    }
    return ok;
  } finally {
    await server.stop();
    await seeded.cleanup();
  }
}

await benchEachDatabase('crop-activity-reports', benchOne);
