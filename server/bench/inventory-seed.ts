// A farm with many inventory items for the inventory benchmark, written by a few set-based SQL
// statements (generate_series), so 100,000 realistic rows take seconds rather than minutes.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema/auth';
import { hashPassword } from '@/server/modules/auth/passwords';
import { farmMembers, farms } from '../db/schema/farms';
import { inventoryItems } from '../db/schema/inventory';
import { storageLocations, suppliers } from '../db/schema/storage';
import { vacuumWhereDue } from '@/server/modules/housekeeping/embedded-vacuum';
import { statusSql } from '@/server/modules/inventory/inventory-status';
import { prepareBenchDatabase, type BenchTarget } from './bench-database';

// [name, type, category, unit, unit cost in minor units]: what a Kenyan mixed farm keeps in store.
export const CATALOG: [string, string, string, string, number][] = [
  ['DAP Fertilizer 50kg', 'input', 'Fertilizer', 'bags', 380000],
  ['CAN Fertilizer 50kg', 'input', 'Fertilizer', 'bags', 320000],
  ['Urea 46% N 50kg', 'input', 'Fertilizer', 'bags', 350000],
  ['NPK 17:17:17 50kg', 'input', 'Fertilizer', 'bags', 410000],
  ['Mavuno Planting Fertilizer', 'input', 'Fertilizer', 'bags', 395000],
  ['Easygro Foliar Feed', 'input', 'Fertilizer', 'L', 120000],
  ['Hybrid Maize Seed H614D', 'input', 'Seeds', 'kg', 45000],
  ['Maize Seed DK8031', 'input', 'Seeds', 'kg', 52000],
  ['Bean Seed Rosecoco', 'input', 'Seeds', 'kg', 30000],
  ['Tomato Seed Anna F1', 'input', 'Seeds', 'packets', 250000],
  ['Cabbage Seed Gloria F1', 'input', 'Seeds', 'packets', 180000],
  ['Kale Seed Sukuma Wiki', 'input', 'Seeds', 'packets', 15000],
  ['Duduthrin 1.75EC', 'input', 'Pesticide', 'L', 90000],
  ['Karate Zeon 5CS', 'input', 'Pesticide', 'mL', 1200],
  ['Actara 25WG', 'input', 'Pesticide', 'g', 900],
  ['Roundup Turbo', 'input', 'Herbicide', 'L', 110000],
  ['Lumax 537.5SE', 'input', 'Herbicide', 'L', 160000],
  ['Ridomil Gold MZ', 'input', 'Fungicide', 'kg', 240000],
  ['Mancozeb 80WP', 'input', 'Fungicide', 'kg', 70000],
  ['Maize Grain (dry)', 'product', 'Grains', 'bags', 400000],
  ['Beans Rosecoco', 'product', 'Grains', 'kg', 12000],
  ['Wheat Grain', 'product', 'Grains', 'bags', 450000],
  ['Tomatoes', 'product', 'Vegetables', 'boxes', 250000],
  ['Cabbages', 'product', 'Vegetables', 'pieces', 5000],
  ['Kale (Sukuma)', 'product', 'Vegetables', 'kg', 4000],
  ['Red Onions', 'product', 'Vegetables', 'kg', 9000],
  ['Hass Avocado', 'product', 'Fruits', 'boxes', 300000],
  ['Apple Mangoes', 'product', 'Fruits', 'boxes', 200000],
  ['Passion Fruit', 'product', 'Fruits', 'kg', 15000],
  ['Maize Flour 2kg', 'product', 'Processed', 'packets', 18000],
  ['Pasteurised Milk', 'product', 'Processed', 'L', 6000],
  ['Tractor MF 375', 'equipment', 'Machinery', 'pieces', 250000000],
  ['Disc Plough', 'equipment', 'Machinery', 'pieces', 35000000],
  ['Jembe', 'equipment', 'Tools', 'pieces', 60000],
  ['Panga', 'equipment', 'Tools', 'pieces', 40000],
  ['Knapsack Sprayer 16L', 'equipment', 'Tools', 'pieces', 450000],
  ['Drip Kit Quarter Acre', 'equipment', 'Irrigation', 'pieces', 2500000],
  ['Water Pump 3HP', 'equipment', 'Irrigation', 'pieces', 3500000],
  ['Maize Sheller', 'equipment', 'Processing', 'pieces', 8000000],
  ['Hermetic Storage Bags', 'equipment', 'Storage', 'pieces', 25000],
];
export const SUPPLIERS = [
  'Agrovet Nakuru',
  'Kenya Seed Company',
  'Yara East Africa',
  'Twiga Chemicals',
  'Amiran Kenya',
];
export const LOCATIONS = [
  'Main Store',
  'Cold Room',
  'Grain Shed',
  'Chemicals Store',
  'Tool Shed',
  'Field Store',
];

export interface SeededFarm {
  farmId: string;
  locationIds: string[];
}

/** A farm owned by `ownerId` holding `count` items spread over the catalog, locations and suppliers. */
export async function seedInventoryFarm(db: Database, ownerId: string, count: number, today: string) {
  const [farm] = await db.insert(farms).values({ ownerId, name: 'Bench Farm' }).returning();
  const farmId = farm!.id;
  await db.insert(farmMembers).values({ farmId, userId: ownerId, role: 'owner' });
  const locations = await db
    .insert(storageLocations)
    .values(LOCATIONS.map((name) => ({ farmId, name, address: 'Nakuru' })))
    .returning({ id: storageLocations.id });
  await db.insert(suppliers).values(SUPPLIERS.map((name) => ({ farmId, name })));
  const catalog = sql.join(
    CATALOG.map(
      ([name, type, category, unit, cost], i) =>
        sql`(${i}::int, ${name}::text, ${type}::text, ${category}::text, ${unit}::text, ${cost}::bigint)`,
    ),
    sql`, `,
  );
  // Quantities 0–499.75 with a reorder level of 50 for inputs and products (about one item in ten is low),
  // expiry dates from 100 days ago to two years ahead for inputs, lot numbers to tell items apart. search_text
  // is filled by the database's trigger (migration 0004).
  await db.execute(sql`
    with catalog(i, name, type, category, unit, cost) as (values ${catalog}),
      locs as (select id, row_number() over (order by name) - 1 as i from storage_locations where farm_id = ${farmId}::uuid),
      sups as (select id, name, row_number() over (order by name) - 1 as i from suppliers where farm_id = ${farmId}::uuid)
    insert into inventory_items (farm_id, location_id, supplier_id, item_type, name, category, unit, quantity,
      reorder_level, unit_cost_minor, expiry_date)
    select ${farmId}::uuid, locs.id, sups.id, c.type, c.name || ' lot ' || lpad(g::text, 6, '0'), c.category, c.unit,
      ((g * 37) % 500) + (g % 4) * 0.25,
      case when c.type = 'equipment' then null else 50 end,
      c.cost,
      case when c.type = 'input' then ${today}::date + ((g * 13) % 830 - 100) end
    from generate_series(1, ${count}::int) g
    join catalog c on c.i = (g * 7919) % ${CATALOG.length}::int
    join locs on locs.i = g % ${LOCATIONS.length}::int
    join sups on sups.i = g % ${SUPPLIERS.length}::int`);
  await db
    .update(inventoryItems)
    .set({ status: statusSql({ quantity: inventoryItems.quantity, today }) })
    .where(sql`${inventoryItems.farmId} = ${farmId}`);
  await db.execute(sql`analyze inventory_items`);
  return { farmId, locationIds: locations.map((l) => l.id) } satisfies SeededFarm;
}

export const BENCH_EMAIL = 'bench-inventory@example.test';
export const BENCH_PASSWORD = 'bench password 1';

/**
 * A migrated database holding the bench farmer's farm of `count` items for the server to open
 * (bench-database.ts): a PGlite folder, or a scratch database on the PostgreSQL server of `adminUrl`, dropped by
 * `cleanup`.
 */
export const prepareDatabase = (target: BenchTarget, count: number, today: string) =>
  prepareBenchDatabase(target, 'shamba_bench', async (db) => {
    const [user] = await db
      .insert(users)
      .values({ name: 'Bench Farmer', email: BENCH_EMAIL, passwordHash: await hashPassword(BENCH_PASSWORD) })
      .returning({ id: users.id });
    const farm = await seedInventoryFarm(db, user!.id, count, today);
    // The state a farm is in a few minutes later: the embedded database's minute upkeep (PostgreSQL's
    // autovacuum) has reclaimed the rows the seeding's update left dead and gathered statistics.
    await settleStatistics(db);
    for (let table = 0; table < 30 && (await vacuumWhereDue(db)); table++);
    return farm;
  });

/** Waits until the statistics count the seeded rows (a backend reports them at most once a second). */
async function settleStatistics(db: Database) {
  for (let i = 0; i < 100; i++) {
    await db.execute(sql`select pg_stat_force_next_flush()`);
    await db.execute(sql`select pg_stat_clear_snapshot()`);
    const result = (await db.execute(
      sql`select coalesce(sum(n_live_tup), 0)::int as live from pg_stat_user_tables where relname = 'inventory_items'`,
    )) as unknown as { rows: { live: number }[] };
    if ((result.rows[0]?.live ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
