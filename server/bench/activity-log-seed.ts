// Farms with a long activity log for the activity log benchmark: one million entries over four farms and a
// year, written by one set-based statement (generate_series), ids rising with time as real entries do.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema/auth';
import { farmMembers, farms } from '../db/schema/farms';
import { hashPassword } from '@/server/modules/auth/passwords';
import { prepareBenchDatabase, type BenchTarget } from './bench-database';

export const BENCH_EMAIL = 'bench-activity@example.test';
export const BENCH_PASSWORD = 'bench password 1';
const DAY_MS = 86_400_000;

/** Who works on the main farm; the last one acts rarely (one entry in a hundred). */
const STAFF = ['Wanjiku Kamau', 'Otieno Ouma', 'Achieng Atieno', 'Kiprono Kirui', 'Juma Mwangi'];

export interface SeededLog {
  farmId: string;
  ownerId: string;
  staffIds: string[];
  /** The id of the entry in the middle of the main farm's log, for "a later page". */
  middleId: number;
}

/**
 * `count` entries: 40% on the main farm, 20% on each of three others. Modules, actions and people are spread as a
 * busy farm spreads them: mostly inventory, some sales and staff, a few farm and settings changes.
 */
async function seedLog(db: Database, count: number, now: Date): Promise<SeededLog> {
  const hash = await hashPassword(BENCH_PASSWORD);
  const [owner] = await db
    .insert(users)
    .values({ name: 'Bench Owner', email: BENCH_EMAIL, passwordHash: hash })
    .returning({ id: users.id });
  const staff = await db
    .insert(users)
    .values(STAFF.map((name, i) => ({ name, email: `bench-staff-${i}@example.test`, passwordHash: hash })))
    .returning({ id: users.id });
  const farmRows = await db
    .insert(farms)
    .values(
      ['Main Farm', 'Second Farm', 'Third Farm', 'Fourth Farm'].map((name) => ({ ownerId: owner!.id, name })),
    )
    .returning({ id: farms.id });
  await db
    .insert(farmMembers)
    .values([
      ...farmRows.map((f) => ({ farmId: f.id, userId: owner!.id, role: 'owner' })),
      ...staff.map((s) => ({ farmId: farmRows[0]!.id, userId: s.id, role: 'worker' })),
    ]);
  const farmIds = sql.raw(`array[${farmRows.map((f) => `'${f.id}'::uuid`).join(',')}]`);
  const actorIds = sql.raw(`array[${[owner!, ...staff].map((u) => `'${u.id}'::uuid`).join(',')}]`);
  const start = new Date(now.getTime() - 365 * DAY_MS);
  // g / count runs over the year, so ids rise with time. Farm: g % 5 (0 and 1 are the main farm). Actor: the
  // owner or staff 1–4, the rare last one at every hundredth entry; module and action: g % 12.
  await db.execute(sql`
    insert into activity_log (farm_id, actor_id, actor_name, surface, module, action, record_type, record_id,
      summary, before, after, created_at)
    select f.farm_id, a.actor_id, 'Bench person', (array['web','web','extension','widget','api'])[1 + g % 5],
      m.module, m.action, m.record_type, m.record_type || '-' || (g % 5000),
      'Seeded entry ' || g,
      jsonb_build_object('quantity', (g % 500)::text || '.00', 'status', 'normal'),
      jsonb_build_object('quantity', ((g + 7) % 500)::text || '.00', 'status', 'normal'),
      ${start}::timestamptz + (g::float8 / ${count}::float8) * interval '365 days'
    from generate_series(1, ${count}::int) g
    cross join lateral (select (${farmIds})[case when g % 5 < 2 then 1 else 1 + g % 5 - 1 end] as farm_id) f
    cross join lateral (select (${actorIds})[case when g % 100 = 0 then 6 else 1 + (g / 7) % 5 end] as actor_id) a
    cross join lateral (select * from (values
        (0, 'inventory', 'consume', 'inventory_item'), (1, 'inventory', 'restock', 'inventory_item'),
        (2, 'inventory', 'edit', 'inventory_item'), (3, 'inventory', 'transfer', 'inventory_item'),
        (4, 'inventory', 'adjust', 'inventory_item'), (5, 'inventory', 'consume', 'inventory_item'),
        (6, 'sales', 'create', 'sale'), (7, 'sales', 'create', 'sale'),
        (8, 'staff', 'edit', 'farm_member'), (9, 'farms', 'edit', 'farm'),
        (10, 'inventory', 'create', 'storage_location'), (11, 'settings', 'create', 'embed_key'))
      as m(i, module, action, record_type) where m.i = g % 12) m
    order by g`);
  await db.execute(sql`analyze activity_log`);
  const middle = (await db.execute(sql`
    select id from activity_log where farm_id = ${farmRows[0]!.id} order by id
    offset (select count(*) / 2 from activity_log where farm_id = ${farmRows[0]!.id}) limit 1`)) as unknown as {
    rows: { id: string }[];
  };
  return {
    farmId: farmRows[0]!.id,
    ownerId: owner!.id,
    staffIds: staff.map((s) => s.id),
    middleId: Number(middle.rows[0]!.id),
  };
}

/**
 * A migrated database holding `count` entries for the server to open (bench-database.ts): a PGlite folder, or a
 * scratch database on the PostgreSQL server of `adminUrl`, dropped by `cleanup`.
 */
export const prepareLogDatabase = (target: BenchTarget, count: number, now: Date) =>
  prepareBenchDatabase(target, 'shamba_bench_log', (db) => seedLog(db, count, now));
