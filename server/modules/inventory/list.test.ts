// The inventory list (docs/product/inventory.md Inventory filtering): filters, search, paging and sort on
// the server, counts for "Showing N of M items", the farm inputs list and the list across farms.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InventoryPageSchema } from '@/shared/contracts/inventory';
import { farms } from '@/server/db/schema/farms';
import { inventoryItems } from '@/server/db/schema/inventory';
import { storageLocations, suppliers } from '@/server/db/schema/storage';
import { addDays, todayOf } from './inventory-status';
import { createTestApp, type TestApp } from '@/server/test/app';
import { addMember, client, createItem, createTestFarm, itemUrl, type TestFarm } from './inventory-fixtures';

let t: TestApp;
let farm: TestFarm;
beforeAll(async () => {
  t = await createTestApp();
  farm = await createTestFarm(t);
  const [main, cold] = farm.locations;
  const add = (o: Record<string, unknown>) => {
    t.clock.advance(1_000); // distinct update times for the sort by last update
    return createItem(t, farm, o);
  };
  await add({ name: 'DAP Fertilizer', quantity: 100 });
  await add({ name: 'Urea', quantity: 5, reorder_level: 10, storage_location_id: cold, supplier_id: null });
  await add({ name: 'Hybrid Maize Seed', category: 'Seeds', quantity: 0, supplier_id: null });
  await add({
    item_type: 'product',
    name: 'Tomatoes',
    category: 'Vegetables',
    quantity: 40,
    unit: 'boxes',
    storage_location_id: cold,
    supplier_id: null,
  });
  await add({
    item_type: 'product',
    name: 'Maize grain 100%',
    category: 'Grains',
    quantity: 200,
    unit: 'bags',
    storage_location_id: main,
  });
  await add({
    item_type: 'equipment',
    name: 'Jembe',
    category: 'Tools',
    quantity: 3,
    unit: 'pieces',
    supplier_id: null,
  });
});
afterAll(() => t.close());

async function list(query = '', url = `/api/farms/${farm.farmId}/inventory`, token = farm.token) {
  const res = await client(t, token).get(`${url}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  const page = InventoryPageSchema.parse(res.json());
  return { names: page.data.map((i) => i.name), meta: page.meta, data: page.data };
}

describe('GET /api/farms/:farmId/inventory', () => {
  it('lists by name with counts for "Showing N of M items"', async () => {
    const { names, meta } = await list();
    expect(names).toEqual([
      'DAP Fertilizer',
      'Hybrid Maize Seed',
      'Jembe',
      'Maize grain 100%',
      'Tomatoes',
      'Urea',
    ]);
    expect(meta).toEqual({ page: 1, per_page: 25, total: 6, unfiltered_total: 6 });
  });

  it.each([
    ['?type=product', ['Maize grain 100%', 'Tomatoes']],
    ['?category=Fertilizer', ['DAP Fertilizer', 'Urea']],
    ['?status=low', ['Urea']],
    ['?status=depleted', ['Hybrid Maize Seed']],
    ['?search=MAIZE', ['Hybrid Maize Seed', 'Maize grain 100%']],
    ['?search=fertil', ['DAP Fertilizer', 'Urea']],
    ['?search=agrovet', ['DAP Fertilizer', 'Maize grain 100%']],
    ['?search=100%25', ['Maize grain 100%']],
    ['?search=%25', ['Maize grain 100%']],
    ['?search=_', []],
    ['?type=input&search=maize', ['Hybrid Maize Seed']],
    ['?type=input&status=normal&category=Fertilizer', ['DAP Fertilizer']],
  ])('filters %s', async (query, expected) => {
    const { names, meta } = await list(query);
    expect(names).toEqual(expected);
    expect(meta).toMatchObject({ total: expected.length, unfiltered_total: 6 });
  });

  it('filters by location, and a location id that is not a UUID matches nothing', async () => {
    expect((await list(`?location_id=${farm.locations[1]}`)).names).toEqual(['Tomatoes', 'Urea']);
    expect((await list('?location_id=nope')).meta).toMatchObject({ total: 0, unfiltered_total: 6 });
  });

  it('pages with totals, with and without search', async () => {
    const first = await list('?per_page=2');
    expect(first.names).toEqual(['DAP Fertilizer', 'Hybrid Maize Seed']);
    expect(first.meta).toEqual({ page: 1, per_page: 2, total: 6, unfiltered_total: 6 });
    const third = await list('?per_page=2&page=3');
    expect(third.names).toEqual(['Tomatoes', 'Urea']);
    expect(third.meta.total).toBe(6);
    const beyond = await list('?per_page=2&page=9');
    expect(beyond).toMatchObject({ names: [], meta: { total: 6 } });
    const searched = await list('?search=a&per_page=2&page=2&sort=-name');
    expect(searched.names).toEqual(['Maize grain 100%', 'Hybrid Maize Seed']);
    expect(searched.meta.total).toBe(5);
  });

  it('sorts by quantity and by last update, both ways', async () => {
    expect((await list('?sort=-quantity&per_page=3')).names).toEqual([
      'Maize grain 100%',
      'DAP Fertilizer',
      'Tomatoes',
    ]);
    expect((await list('?sort=quantity&per_page=2')).names).toEqual(['Hybrid Maize Seed', 'Jembe']);
    const recent = await list('?sort=-updated_at&per_page=1');
    expect(recent.names).toEqual(['Jembe']);
  });

  it('answers 422 for a bad page, page size, type, status or sort', async () => {
    const bad = await client(t, farm.token).get(
      `/api/farms/${farm.farmId}/inventory?per_page=101&page=0&type=tool&status=gone&sort=price`,
    );
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['page', 'per_page', 'sort', 'status', 'type']);
    expect(bad.json().errors.per_page).toEqual(['Ask for at most 100 rows a page.']);
  });

  it('keeps the counts right after items are added, consumed to zero and deleted', async () => {
    const extra = await createItem(t, farm, { name: 'CAN Fertilizer', quantity: 2 });
    expect((await list('?category=Fertilizer&per_page=1')).meta).toMatchObject({
      total: 3,
      unfiltered_total: 7,
    });
    await client(t, farm.token).post(itemUrl(farm, extra.id, '/consume'), { quantity: 2 });
    expect((await list('?status=depleted&per_page=1')).meta.total).toBe(2);
    await client(t, farm.token).post(itemUrl(farm, extra.id, '/adjust'), {
      counted_quantity: 1,
      note: 'found one',
    });
    expect((await list('?status=depleted&per_page=1')).meta.total).toBe(1);
    const gone = await createItem(t, farm, { name: 'Spare', quantity: 0 });
    expect((await list('?per_page=1')).meta.total).toBe(8);
    await client(t, farm.token).delete(itemUrl(farm, gone.id));
    expect((await list('?per_page=1')).meta).toMatchObject({ total: 7, unfiltered_total: 7 });
  });
});

describe('the Status filter "available" (docs/product/inventory.md, decision 014)', () => {
  let stock: TestFarm;
  beforeAll(async () => {
    stock = await createTestFarm(t);
    const yesterday = addDays(todayOf(t.clock), -1);
    await createItem(t, stock, { name: 'Normal', quantity: 50, reorder_level: 10, max_level: 100 });
    await createItem(t, stock, { name: 'Low', quantity: 5, reorder_level: 10 });
    await createItem(t, stock, { name: 'Excess', quantity: 500, max_level: 100 });
    await createItem(t, stock, { name: 'Expired', quantity: 8, expiry_date: yesterday });
    await createItem(t, stock, { name: 'Depleted', quantity: 0 });
  });

  it.each([
    ['?status=available', ['Excess', 'Low', 'Normal'], 3],
    ['?status=available&per_page=2', ['Excess', 'Low'], 3],
    // Search takes another plan (searchPage); the filter must hold there too.
    ['?status=available&search=xcess', ['Excess'], 1],
    ['?status=available&search=expired', [], 0],
    ['?status=normal', ['Normal'], 1],
    ['?status=expired', ['Expired'], 1],
    ['?status=depleted', ['Depleted'], 1],
  ])('%s lists %j', async (query, expected, total) => {
    const { names, meta } = await list(query, `/api/farms/${stock.farmId}/inventory`, stock.token);
    expect(names).toEqual(expected);
    expect(meta).toMatchObject({ total, unfiltered_total: 5 });
  });
});

describe('cached pages follow every change the list shows', () => {
  it('shows a renamed location, supplier and farm currency at once, and a deleted farm takes its items', async () => {
    const other = await createTestFarm(t);
    await createItem(t, other, { name: 'Cached DAP' });
    const url = `/api/farms/${other.farmId}/inventory`;
    const read = async (query = '') => (await client(t, other.token).get(`${url}${query}`)).json();
    expect((await read()).data[0]).toMatchObject({ location_name: 'Main store', supplier: 'Agrovet Nakuru' });
    expect((await read('?search=agrovet')).meta.total).toBe(1);

    // Written straight to the database, as another engineer's route or a script would.
    await t.db
      .update(storageLocations)
      .set({ name: 'Seed store' })
      .where(eq(storageLocations.id, other.locations[0]));
    await t.db.update(suppliers).set({ name: 'Elgon Agrovet' }).where(eq(suppliers.id, other.supplierId));
    await t.db.update(farms).set({ currency: 'TZS' }).where(eq(farms.id, other.farmId));
    expect((await read()).data[0]).toMatchObject({
      location_name: 'Seed store',
      supplier: 'Elgon Agrovet',
      currency: 'TZS',
    });
    expect((await read('?search=nakuru')).meta.total).toBe(0);
    expect((await read('?search=elgon')).meta.total).toBe(1);

    await t.db.delete(farms).where(eq(farms.id, other.farmId));
    expect(await t.db.select().from(inventoryItems).where(eq(inventoryItems.farmId, other.farmId))).toEqual(
      [],
    );
  });
});

describe('GET /api/farms/:farmId/inputs', () => {
  it('lists only the farm inputs, with the other filters', async () => {
    const url = `/api/farms/${farm.farmId}/inputs`;
    const { names, data } = await list('?search=fertil', url);
    expect(names).toEqual(['CAN Fertilizer', 'DAP Fertilizer', 'Urea']);
    expect(data.every((item) => item.type === 'input')).toBe(true);
    expect((await list('?status=depleted', url)).names).toEqual(['Hybrid Maize Seed']);
  });

  it('counts the farm inputs, not the whole farm, as the unfiltered total (decision 014)', async () => {
    // The same rows through the farm list with a type filter count against the whole farm; both are cached.
    const viaFilter = await list('?type=input&search=fertil');
    expect(viaFilter.meta).toMatchObject({ total: 3, unfiltered_total: 7 });
    const url = `/api/farms/${farm.farmId}/inputs`;
    expect((await list('?search=fertil', url)).meta).toMatchObject({ total: 3, unfiltered_total: 4 });
    expect((await list('', url)).meta).toMatchObject({ total: 4, unfiltered_total: 4 });
  });
});

describe('GET /api/inventory/items', () => {
  it("lists the items of all the user's farms with their farm name, filterable by farm", async () => {
    const owner = { token: farm.token, userId: farm.userId };
    const second = await createTestFarm(t, { owner, name: 'Shamba Two' });
    await createItem(t, second, { name: 'DAP Fertilizer', quantity: 1 });
    await createTestFarm(t, { owner, name: 'Empty' });
    // A member whose custom role grants no inventory does not see that farm's stock.
    const stranger = await createTestFarm(t);
    const member = await addMember(t, stranger.farmId, { permissions: ['farms.view', 'tasks.view'] });
    await createItem(t, stranger, { name: 'Secret Seed', category: 'Seeds' });

    const all = await list('?search=dap', '/api/inventory/items');
    expect(all.data.map((i) => i.farm_name).sort()).toEqual(['Mlima Farm', 'Shamba Two']);
    expect(all.meta).toMatchObject({ total: 2, unfiltered_total: 8 });
    const one = await list(`?farm_id=${second.farmId}`, '/api/inventory/items');
    expect(one.data.map((i) => [i.name, i.farm_name])).toEqual([['DAP Fertilizer', 'Shamba Two']]);

    const res = await client(t, member.token).get('/api/inventory/items');
    expect(InventoryPageSchema.parse(res.json()).meta).toMatchObject({ total: 0, unfiltered_total: 0 });
    const notMine = await client(t, farm.token).get(`/api/inventory/items?farm_id=${stranger.farmId}`);
    expect(notMine.json().data).toEqual([]);
  });
});
