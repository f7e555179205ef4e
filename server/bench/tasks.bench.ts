// Budget: on a farm with 2,000 crops and 200,000 tasks (two years of work, most of it done), filtered pages of
// GET /api/farms/{farmId}/tasks (25 rows) answer at 20 concurrent clients with p99 ≤ 50 ms, on PGlite and on
// PostgreSQL (docs/product/tasks.md "The list"). The rotation asks what people ask: open tasks, mine, overdue,
// this week, today, one crop's, one field's, one team's overdue ones, done ones, a later page, everything.
// For each database: seed with set-based statements (generate_series), start the server on a free loopback port
// (the built bundle when it is up to date, else the sources under tsx), time each query once alone, warm up 2 s,
// then load the rotation with autocannon from this process. PostgreSQL runs too when BENCH_DATABASE_URL (a
// superuser URL; a scratch database is created and dropped) is set. BENCH_TASKS and BENCH_DURATION_S change size
// and duration.
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema/auth';
import { farmMembers, farms } from '../db/schema/farms';
import { teamMembers, teams } from '../db/schema/staff';
import { hashPassword } from '@/server/modules/auth/passwords';
import { localDay } from '@/server/modules/farm-work-alerts/local-day';
import { signIn, startServer } from './bench-server';
import { benchEachDatabase, prepareBenchDatabase, type BenchTarget } from './bench-database';

const BUDGET_P99_MS = 50;
const TASKS = Number(process.env.BENCH_TASKS ?? 200_000);
const CROPS = 2_000;
const FIELDS = 40;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = 20;
const EMAIL = 'bench-tasks@example.test';
const PASSWORD = 'bench password 1';

interface Seeded {
  farmId: string;
  cropIds: string[];
  fieldId: string;
  teamId: string;
}

/**
 * Tasks due from 600 days ago to 130 days ahead, in the order they were planned. Past ones are mostly done (some
 * cancelled, a few left open: the overdue ones); the last two weeks half open; the future open. A tenth each for
 * the signed-in owner and four staff, a fifth for two teams (the owner is in one), the rest unassigned.
 */
export async function seed(db: Database): Promise<Seeded> {
  const today = localDay(new Date(), 'Africa/Nairobi').today;
  const hash = await hashPassword(PASSWORD);
  const people = await db
    .insert(users)
    .values(
      ['Bench Owner', 'Wanjiku Kamau', 'Otieno Ouma', 'Achieng Atieno', 'Kiprono Kirui'].map((name, i) => ({
        name,
        email: i === 0 ? EMAIL : `bench-tasks-${i}@example.test`,
        passwordHash: hash,
      })),
    )
    .returning({ id: users.id });
  const [farm] = await db
    .insert(farms)
    .values({ ownerId: people[0]!.id, name: 'Bench Farm' })
    .returning({ id: farms.id });
  const farmId = farm!.id;
  await db
    .insert(farmMembers)
    .values(people.map((p, i) => ({ farmId, userId: p.id, role: i === 0 ? 'owner' : 'worker' })));
  const teamRows = await db
    .insert(teams)
    .values([
      { farmId, name: 'Field team' },
      { farmId, name: 'Store team' },
    ])
    .returning({ id: teams.id });
  await db.insert(teamMembers).values([
    { teamId: teamRows[0]!.id, farmId, userId: people[0]!.id },
    { teamId: teamRows[0]!.id, farmId, userId: people[1]!.id },
    { teamId: teamRows[1]!.id, farmId, userId: people[2]!.id },
  ]);
  await db.execute(sql`
    insert into fields (farm_id, name, area, area_unit)
    select ${farmId}, 'Block ' || g, 2, 'hectares' from generate_series(1, ${FIELDS}::int) g`);
  await db.execute(sql`
    insert into crops (farm_id, field_id, name, season, area, area_unit, planting_date, status)
    select ${farmId}, f.id, 'Crop ' || g, 'Season ' || (g % 4), 2, 'hectares',
      ${today}::date - (g % 600), 'growing'
    from generate_series(1, ${CROPS}::int) g
    join lateral (select id from fields where farm_id = ${farmId} order by name offset (g % ${FIELDS}) limit 1) f on true`);
  const assignees = sql.raw(`array[${people.map((p) => `'${p.id}'::uuid`).join(',')}]`);
  const teamIds = sql.raw(`array[${teamRows.map((t) => `'${t.id}'::uuid`).join(',')}]`);
  await db.execute(sql`
    with crop_list as (select array_agg(id order by id) as ids from crops where farm_id = ${farmId})
    insert into tasks (farm_id, title, kind, priority, status, assignee_user_id, assignee_team_id, field_id, crop_id,
      due_date, completed_at, created_at, updated_at)
    select ${farmId}, 'Task ' || g || ' ' || (array['weed','spray','plant','scout','irrigate','harvest'])[1 + g % 6],
      (array['general','land_preparation','planting','application','irrigation','weeding','scouting','harvest'])[1 + g % 8],
      (array['low','medium','high','urgent'])[1 + g % 4],
      s.status,
      case when g % 10 < 5 then (${assignees})[1 + g % 10 % 5] end,
      case when g % 10 in (5, 6) then (${teamIds})[1 + g % 10 - 5] end,
      c.field_id, c.id, d.due,
      case when s.status = 'done' then d.due::timestamptz end,
      d.due::timestamptz - interval '20 days', d.due::timestamptz - interval '20 days'
    from generate_series(1, ${TASKS}::int) g
    cross join crop_list
    cross join lateral (select ${today}::date - 600 + (g::bigint * 730 / ${TASKS}::int)::int as due) d
    cross join lateral (select id, field_id from crops where id = crop_list.ids[1 + ((hashint4(g)::bigint % ${CROPS}) + ${CROPS}) % ${CROPS}]) c
    cross join lateral (select case
        when d.due < ${today}::date - 14 then (case when g % 50 = 0 then 'todo' when g % 33 = 0 then 'cancelled' else 'done' end)
        when d.due < ${today}::date then (array['done','todo','in_progress','done'])[1 + g % 4]
        else (case when g % 7 = 0 then 'in_progress' else 'todo' end) end as status) s
    order by g`);
  await db.execute(sql`
    insert into task_checklist_items (task_id, position, text, done)
    select id, 0, 'Check the block first', status = 'done' from tasks where farm_id = ${farmId} and right(title, 5) = 'spray'`);
  // The settled state: statistics gathered and the visibility map set, as the housekeeping job leaves it.
  for (const table of [
    'tasks',
    'task_checklist_items',
    'crops',
    'fields',
    'teams',
    'team_members',
    'users',
  ]) {
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  }
  const someCrops = (await db.execute(
    sql`select id from crops where farm_id = ${farmId} order by id limit 3`,
  )) as unknown as { rows: { id: string }[] };
  const [field] = (
    (await db.execute(sql`select id from fields where farm_id = ${farmId} limit 1`)) as unknown as {
      rows: { id: string }[];
    }
  ).rows;
  return { farmId, cropIds: someCrops.rows.map((r) => r.id), fieldId: field!.id, teamId: teamRows[1]!.id };
}

export function rotation(s: Seeded) {
  const open = 'status=todo,in_progress';
  return [
    `?${open}`,
    `?mine=1&${open}`,
    '?mine=1',
    '?overdue=1',
    '?mine=1&overdue=1',
    '?due=this_week',
    `?due=this_week&${open}`,
    '?due=today',
    `?crop_id=${s.cropIds[0]}`,
    `?crop_id=${s.cropIds[1]}&${open}`,
    `?field_id=${s.fieldId}&${open}`,
    `?team_id=${s.teamId}&overdue=1`,
    '?status=done',
    `?kind=harvest&${open}`,
    `?page=3&${open}`,
    '',
  ].map((query) => `/api/farms/${s.farmId}/tasks${query}`);
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
  log(`seeding ${CROPS.toLocaleString('en')} crops and ${TASKS.toLocaleString('en')} tasks…`);
  const seedStart = performance.now();
  const seeded = await prepareBenchDatabase(target, 'shamba_bench_tasks', seed);
  log(`seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
  const server = await startServer(seeded.serverEnv);
  log(`serving from ${server.how}`);
  try {
    const headers = await signIn(server.origin, EMAIL, PASSWORD);
    const paths = rotation(seeded);
    for (const p of paths) {
      const started = performance.now();
      const res = await fetch(`${server.origin}${p}`, { headers });
      const body = (await res.json()) as {
        data?: unknown[];
        meta?: { total: number; total_capped: boolean };
      };
      if (res.status !== 200) throw new Error(`${p}: ${res.status} ${JSON.stringify(body)}`);
      const ms = (performance.now() - started).toFixed(1).padStart(6);
      const total = `${body.meta?.total}${body.meta?.total_capped ? '+' : ''}`.padStart(4);
      const query = decodeURIComponent(p.split('/tasks')[1] ?? '') || '(no filter)';
      log(`alone ${ms} ms  ${String(body.data?.length).padStart(3)} rows of ${total}  ${query}`);
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

// Run, not imported (a tool may import the seed and the rotation to look at plans).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchEachDatabase('tasks', benchOne);
