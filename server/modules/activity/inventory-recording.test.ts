// Every inventory write leaves exactly one entry in the farm's activity log, in its own transaction: who, from
// where, what, and the item before and after (docs/product/activity-log.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@/server/test/app';
import {
  client,
  createItem,
  createTestFarm,
  itemUrl,
  type TestFarm,
} from '@/server/modules/inventory/inventory-fixtures';
import { activityOf } from './test-support';

let t: TestApp;
let farm: TestFarm;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const web = { 'x-shamba-surface': 'web' };

async function newestEntries(farmId: string, count: number) {
  return (await activityOf(t.db, farmId)).slice(-count);
}

describe('inventory writes in the activity log', () => {
  beforeAll(async () => {
    farm = await createTestFarm(t);
  });

  it('records an item created with its details, by whom and from where', async () => {
    const res = await client(t, farm.token).post(
      `/api/farms/${farm.farmId}/inventory`,
      {
        farm_id: farm.farmId,
        item_type: 'input',
        name: 'Maize seed',
        category: 'Seeds',
        quantity: 20,
        unit: 'kg',
        storage_location_id: farm.locations[0],
      },
      { 'x-shamba-surface': 'extension' },
    );
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.id as string;
    const entries = await activityOf(t.db, farm.farmId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: farm.userId,
      actorName: 'Wanjiku Kamau',
      surface: 'extension',
      module: 'inventory',
      action: 'create',
      recordType: 'inventory_item',
      recordId: id,
      summary: 'Added inventory item Maize seed',
      before: null,
      after: expect.objectContaining({ name: 'Maize seed', quantity: '20.00', unit: 'kg' }),
    });
    expect(entries[0]!.after).not.toHaveProperty('search_text');
  });

  it('records an edit with the fields before and after; a client that names no surface is "api"', async () => {
    const item = await createItem(t, farm, { name: 'Urea' });
    const res = await client(t, farm.token).put(itemUrl(farm, item.id), { name: 'Urea 46%' });
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = await newestEntries(farm.farmId, 1);
    expect(entry).toMatchObject({ action: 'edit', surface: 'api', recordId: item.id });
    expect(entry!.before).toMatchObject({ name: 'Urea' });
    expect(entry!.after).toMatchObject({ name: 'Urea 46%' });
  });

  it('records a deletion with the item as it was', async () => {
    const item = await createItem(t, farm, { name: 'Mistake', quantity: 0 });
    const res = await client(t, farm.token).delete(itemUrl(farm, item.id), undefined, web);
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = await newestEntries(farm.farmId, 1);
    expect(entry).toMatchObject({ action: 'delete', surface: 'web', recordId: item.id, after: null });
    expect(entry!.before).toMatchObject({ name: 'Mistake' });
  });

  it.each([
    ['consume', { quantity: 5 }, 'consume', '95.00', 'Used 5.00 kg of DAP Fertilizer'],
    ['receive', { quantity: 10 }, 'restock', '110.00', 'Received 10.00 kg of DAP Fertilizer'],
    [
      'adjust',
      { counted_quantity: 90, note: 'Stock take' },
      'adjust',
      '90.00',
      'Counted DAP Fertilizer: 90.00 kg (-10.00)',
    ],
  ])(
    'records a %s as one entry with the quantity before and after',
    async (path, body, action, after, summary) => {
      const item = await createItem(t, farm);
      const res = await client(t, farm.token).post(itemUrl(farm, item.id, `/${path}`), body, web);
      expect(res.statusCode, res.body).toBe(200);
      const entries = await activityOf(t.db, farm.farmId);
      const mine = entries.filter((e) => e.recordId === item.id);
      expect(mine.map((e) => e.action)).toEqual(['create', action]);
      expect(mine[1]).toMatchObject({
        surface: 'web',
        summary,
        before: { quantity: '100.00', status: 'normal' },
        after: expect.objectContaining({ quantity: after }),
      });
    },
  );

  it('records a harvest and a sale of a product', async () => {
    const item = await createItem(t, farm, {
      item_type: 'product',
      name: 'Tomatoes',
      category: 'Vegetables',
      unit: 'kg',
      quantity: 0,
    });
    await client(t, farm.token).post(itemUrl(farm, item.id, '/harvest'), { quantity: 30 });
    await client(t, farm.token).post(itemUrl(farm, item.id, '/sale'), { quantity: 12 });
    const mine = (await activityOf(t.db, farm.farmId)).filter((e) => e.recordId === item.id);
    expect(mine.map((e) => [e.action, e.summary])).toEqual([
      ['create', 'Added inventory item Tomatoes'],
      ['harvest', 'Harvested 30.00 kg of Tomatoes'],
      ['sell', 'Sold 12.00 kg of Tomatoes'],
    ]);
  });

  it('records a transfer once, on the item the stock left, naming where it went', async () => {
    const item = await createItem(t, farm);
    const res = await client(t, farm.token).post(
      itemUrl(farm, item.id, '/transfer'),
      { quantity: 40, to_location_id: farm.locations[1] },
      web,
    );
    expect(res.statusCode, res.body).toBe(200);
    const entries = await newestEntries(farm.farmId, 1);
    expect(entries[0]).toMatchObject({
      action: 'transfer',
      recordId: item.id,
      summary: 'Moved 40.00 kg of DAP Fertilizer to Cold room',
      before: { quantity: '100.00' },
      after: expect.objectContaining({ quantity: '60.00', to_location: 'Cold room' }),
    });
    const transfers = (await activityOf(t.db, farm.farmId)).filter((e) => e.action === 'transfer');
    expect(transfers).toHaveLength(1);
  });

  it('records nothing for a write that fails, and once for a replayed Idempotency-Key', async () => {
    const item = await createItem(t, farm, { quantity: 3 });
    const before = (await activityOf(t.db, farm.farmId)).length;
    const refused = await client(t, farm.token).post(itemUrl(farm, item.id, '/consume'), { quantity: 50 });
    expect(refused.statusCode).toBe(409);
    expect(await activityOf(t.db, farm.farmId)).toHaveLength(before);

    const key = { 'idempotency-key': `consume-${item.id}` };
    for (let attempt = 0; attempt < 2; attempt++) {
      const res = await client(t, farm.token).post(itemUrl(farm, item.id, '/consume'), { quantity: 1 }, key);
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await activityOf(t.db, farm.farmId)).toHaveLength(before + 1);
  });
});
