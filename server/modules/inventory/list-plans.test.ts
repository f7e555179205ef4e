// The inventory list's plans (docs/decisions/028): counts read from inventory_item_counts, pages walked in sort
// order or gathered, walks that give way to a gather. Whatever the plan, every answer must be what one plain
// query gives: the same rows in the same order, the same "Showing N of M items". A farm of about a thousand items
// (matches spread out, matches that all sort last, names with digits, '#', '%', '_' and accents) is asked many
// generated questions and each answer is compared with that query. The counts the triggers keep are compared
// with a count of the items after every kind of write.
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InventoryPageSchema } from '@/shared/contracts/inventory';
import { farms } from '@/server/db/schema/farms';
import { inventoryItemCounts, inventoryItems } from '@/server/db/schema/inventory';
import { storageLocations, suppliers } from '@/server/db/schema/storage';
import { createTestApp, type TestApp } from '@/server/test/app';
import { client, createItem, createTestFarm, itemUrl, type TestFarm } from './inventory-fixtures';
import { addDays, statusSql, todayOf } from './inventory-status';

let t: TestApp;
let farm: TestFarm;
let locations: string[];

const ZULU = [
  'alpha',
  'bravo',
  'charlie',
  'delta',
  'echo',
  'foxtrot',
  'golf',
  'hotel',
  'india',
  'juliet',
  'kilo',
  'lima',
  'mike',
  'november',
  'oscar',
  'papa',
  'quebec',
  'romeo',
  'sierra',
  'tango',
  'uniform',
  'victor',
  'whiskey',
  'xray',
  'yankee',
  'zebra',
  'amber',
  'basil',
  'cedar',
  'dune',
];
const CATALOG: [string, string, string][] = [
  ['DAP Fertilizer 50kg', 'input', 'Fertilizer'],
  ['Urea 46% N 50kg', 'input', 'Fertilizer'],
  ['Hybrid Maize Seed H614D', 'input', 'Seeds'],
  ['Bean Seed Rosecoco', 'input', 'Seeds'],
  ['Tomatoes', 'product', 'Vegetables'],
  ['Maize grain 100%', 'product', 'Grains'],
  ['Café Beans', 'product', 'Processed'],
  ['under_score twine', 'equipment', 'Tools'],
  ['Bag #3 hooks', 'equipment', 'Storage'],
  ['Jembe', 'equipment', 'Tools'],
  // Thirty names that sort after most others: a name-sorted walk expects their matches spread out (they are many,
  // of many search shapes), passes hundreds of items without one and gives way to a gather.
  ...ZULU.map((word): [string, string, string] => [`Zulu ${word} crate`, 'product', 'Fruits']),
];

beforeAll(async () => {
  t = await createTestApp();
  farm = await createTestFarm(t);
  const [third] = await t.db
    .insert(storageLocations)
    .values({ farmId: farm.farmId, name: 'Grain shed', address: 'Field 4' })
    .returning({ id: storageLocations.id });
  locations = [...farm.locations, third!.id];
  await t.db.insert(suppliers).values([
    { farmId: farm.farmId, name: 'Kenya Seed Company' },
    { farmId: farm.farmId, name: 'Yara East Africa' },
  ]);
  const catalog = sql.join(
    CATALOG.map(
      ([name, type, category], i) => sql`(${i}::int, ${name}::text, ${type}::text, ${category}::text)`,
    ),
    sql`, `,
  );
  const today = todayOf(t.clock);
  // 1,000 items: the catalogue in turn (the Zulu crates one in four), three locations, three suppliers or none,
  // quantities from 0 with a reorder level of 40, expiry dates around today for the inputs.
  await t.db.execute(sql`
    with catalog(i, name, type, category) as (values ${catalog}),
      locs as (select id, row_number() over (order by name) - 1 as i from storage_locations where farm_id = ${farm.farmId}::uuid),
      sups as (select id, row_number() over (order by name) - 1 as i from suppliers where farm_id = ${farm.farmId}::uuid)
    insert into inventory_items (farm_id, location_id, supplier_id, item_type, name, category, unit, quantity,
      reorder_level, expiry_date)
    select ${farm.farmId}::uuid, locs.id, sups.id, c.type, c.name || ' lot ' || lpad(g::text, 4, '0'), c.category,
      'kg', (g * 37) % 400, case when c.type = 'equipment' then null else 40 end,
      case when c.type = 'input' then ${today}::date + ((g * 13) % 200 - 50) end
    from generate_series(1, 1000) g
    join catalog c on c.i = case when g % 4 = 0 then 10 + (g / 4) % ${ZULU.length}::int else g % 10 end
    join locs on locs.i = g % 3
    left join sups on sups.i = g % 4`);
  await t.db
    .update(inventoryItems)
    .set({ status: statusSql({ quantity: inventoryItems.quantity, today }) })
    .where(eq(inventoryItems.farmId, farm.farmId));
});
afterAll(() => t.close());

interface Question {
  type?: string;
  status?: string;
  location?: number;
  search?: string;
  sort: string;
  page: number;
  per_page: number;
}

const SEARCHES = [
  'a',
  'se',
  'seed',
  'SEED',
  'zulu',
  'zulu e',
  'crate',
  'lot 00',
  'lot 0001',
  '0420',
  '50kg',
  '46%',
  '100%',
  '%',
  '_',
  'under_',
  '#',
  '#3',
  'café',
  'CAFÉ beans',
  'kenya seed',
  'nakuru',
  'east',
  'beans',
  'xyzzy',
  'r',
  'ma',
];
const SORTS = ['name', '-name', 'quantity', '-quantity', 'updated_at', '-updated_at'];

/** Many questions, the same every run: filters, searches, sorts and pages a farmer can ask for. */
function questions(count: number): Question[] {
  let state = 20261124;
  const random = () => (state = (state * 1103515245 + 12345) >>> 0) / 2 ** 32;
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const maybe = <T>(p: number, value: () => T) => (random() < p ? value() : undefined);
  return Array.from({ length: count }, () => ({
    type: maybe(0.35, () => pick(['input', 'product', 'equipment'])),
    status: maybe(0.35, () => pick(['normal', 'low', 'depleted', 'expired', 'available'])),
    location: maybe(0.25, () => Math.floor(random() * 3)),
    search: maybe(0.75, () => pick(SEARCHES)),
    sort: pick(SORTS),
    page: pick([1, 1, 1, 2, 3, 7, 40]),
    per_page: pick([10, 25, 25, 100]),
  }));
}

/** What the list must answer: one plain query with the filters, ILIKE and ORDER BY ... LIMIT ... OFFSET. */
async function plainAnswer(q: Question) {
  const i = inventoryItems;
  const conditions: SQL[] = [eq(i.farmId, farm.farmId)];
  if (q.type) conditions.push(eq(i.itemType, q.type));
  if (q.status === 'available') conditions.push(sql`${i.status} in ('normal', 'low', 'excess')`);
  else if (q.status) conditions.push(eq(i.status, q.status));
  if (q.location !== undefined) conditions.push(eq(i.locationId, locations[q.location]!));
  const search = q.search?.trim().toLowerCase();
  if (search)
    conditions.push(sql`${i.searchText} ilike ${`%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
  const column = { name: i.name, quantity: i.quantity, updated_at: i.updatedAt }[q.sort.replace(/^-/, '')]!;
  const dir = q.sort.startsWith('-') ? desc : asc;
  const where = and(...conditions);
  const rows = await t.db
    .select({ id: i.id })
    .from(i)
    .where(where)
    .orderBy(dir(column), dir(i.id))
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  return {
    ids: rows.map((row) => row.id),
    total: await t.db.$count(i, where),
    unfiltered: await t.db.$count(i, eq(i.farmId, farm.farmId)),
  };
}

async function listAnswer(q: Question) {
  const params = new URLSearchParams({ sort: q.sort, page: String(q.page), per_page: String(q.per_page) });
  if (q.type) params.set('type', q.type);
  if (q.status) params.set('status', q.status);
  if (q.location !== undefined) params.set('location_id', locations[q.location]!);
  if (q.search) params.set('search', q.search);
  const res = await client(t, farm.token).get(`/api/farms/${farm.farmId}/inventory?${params}`);
  expect(res.statusCode, res.body).toBe(200);
  const page = InventoryPageSchema.parse(res.json());
  return {
    ids: page.data.map((item) => item.id),
    total: page.meta.total,
    unfiltered: page.meta.unfiltered_total,
  };
}

describe('every plan answers what one plain query answers', () => {
  it('for 400 generated questions', async () => {
    for (const q of questions(400)) {
      expect(await listAnswer(q), JSON.stringify(q)).toEqual(await plainAnswer(q));
    }
  }, 120_000);

  it.each([
    // Matches that all sort last by name: a walk from the start finds none and gives way to a gather.
    { search: 'zulu', sort: 'name', page: 1, per_page: 25 },
    { search: 'zulu', sort: 'name', page: 3, per_page: 10 },
    { search: 'crate', sort: '-name', page: 2, per_page: 25 },
    // Depleted items all sort last by quantity, descending.
    { status: 'depleted', sort: '-quantity', page: 1, per_page: 10 },
    { status: 'low', search: 'a', sort: '-quantity', page: 2, per_page: 10 },
    // Everything matches: a walk of the page itself, deep and on the last, short page.
    { search: 'lot', sort: 'quantity', page: 1, per_page: 25 },
    { search: 'lot', sort: '-updated_at', page: 40, per_page: 25 },
    { search: 'lot', sort: 'name', page: 10, per_page: 100 },
    { search: 'lot', sort: 'name', page: 11, per_page: 100 },
    { sort: 'name', page: 34, per_page: 30 },
    // Sorted by name, a search matching several shapes merges each shape's first items: filtered, deep, descending.
    { search: 'crate', sort: 'name', status: 'low', page: 2, per_page: 10 },
    { search: 'seed', type: 'input', sort: '-name', page: 3, per_page: 25 },
    { search: 'ma', location: 1, sort: 'name', page: 1, per_page: 100 },
    // Digits and '#' are counted by the trigram index, not by the search shapes.
    { search: 'lot 0001', sort: 'name', page: 1, per_page: 25 },
    { search: 'bag #3', sort: 'name', page: 1, per_page: 10 },
    { search: '#', sort: '-name', page: 1, per_page: 10 },
    { search: '3 hooks', sort: 'name', page: 1, per_page: 10 },
  ] satisfies Question[])('for %j', async (q) => {
    expect(await listAnswer(q)).toEqual(await plainAnswer(q));
  });
});

describe('inventory_item_counts (migration 0009)', () => {
  /** The counts the triggers keep, against a count of the items themselves. */
  async function expectCountsTrue() {
    const kept = await t.db
      .select({
        farmId: inventoryItemCounts.farmId,
        itemType: inventoryItemCounts.itemType,
        category: inventoryItemCounts.category,
        status: inventoryItemCounts.status,
        locationId: inventoryItemCounts.locationId,
        searchShape: inventoryItemCounts.searchShape,
        items: inventoryItemCounts.items,
      })
      .from(inventoryItemCounts)
      .where(sql`${inventoryItemCounts.items} <> 0`);
    const counted = await t.db.execute(sql`
      select farm_id as "farmId", item_type as "itemType", category, status, location_id as "locationId",
        inventory_search_shape(search_text) as "searchShape", count(*)::int as items
      from inventory_items group by 1, 2, 3, 4, 5, 6`);
    const order = (rows: object[]) => rows.map((row) => JSON.stringify(row)).sort();
    expect(order(kept)).toEqual(order((counted as unknown as { rows: object[] }).rows));
  }

  it('writes each run of digits as one #', async () => {
    const shape = await t.db.execute(
      sql`select inventory_search_shape('dap 50kg lot 004211 npk 17:17:17') as s`,
    );
    expect((shape as unknown as { rows: { s: string }[] }).rows[0]!.s).toBe('dap #kg lot # npk #:#:#');
  });

  it('stay true through every kind of write, whoever makes it', async () => {
    await expectCountsTrue();
    const other = await createTestFarm(t);
    const api = client(t, other.token);
    const dap = await createItem(t, other, { name: 'DAP 50kg', quantity: 10, reorder_level: 4 });
    const urea = await createItem(t, other, { name: 'Urea', quantity: 3, reorder_level: 4 });
    await expectCountsTrue();
    // Quantity changes that move the status, and one that does not.
    await api.post(itemUrl(other, dap.id, '/consume'), { quantity: 7 });
    await api.post(itemUrl(other, dap.id, '/consume'), { quantity: 1 });
    await api.post(itemUrl(other, urea.id, '/adjust'), { counted_quantity: 0, note: 'spilt' });
    await expectCountsTrue();
    // A transfer creates the item at the destination, then moves stock into it.
    await api.post(itemUrl(other, dap.id, '/transfer'), { quantity: 1, to_location_id: other.locations[1] });
    await api.post(itemUrl(other, dap.id, '/transfer'), { quantity: 1, to_location_id: other.locations[1] });
    await expectCountsTrue();
    // Written straight to the database: a new category and location, a renamed supplier (a new search shape).
    await t.db.update(inventoryItems).set({ category: 'Seeds' }).where(eq(inventoryItems.id, urea.id));
    await t.db
      .update(inventoryItems)
      .set({ locationId: other.locations[1] })
      .where(eq(inventoryItems.farmId, other.farmId));
    await t.db.update(suppliers).set({ name: 'Elgon Agrovet 2' }).where(eq(suppliers.id, other.supplierId));
    await expectCountsTrue();
    // The daily expiry run marks items expired in one statement.
    await t.db
      .update(inventoryItems)
      .set({ expiryDate: addDays(todayOf(t.clock), -1), status: 'expired' })
      .where(eq(inventoryItems.id, urea.id));
    await expectCountsTrue();
    const spare = await createItem(t, other, { name: 'Spare', quantity: 0 });
    await expectCountsTrue();
    expect((await api.delete(itemUrl(other, spare.id))).statusCode).toBe(200);
    await expectCountsTrue();
    // A deleted farm takes its items and its counts.
    await t.db.delete(farms).where(eq(farms.id, other.farmId));
    await expectCountsTrue();
    expect(await t.db.$count(inventoryItemCounts, eq(inventoryItemCounts.farmId, other.farmId))).toBe(0);
  });
});
