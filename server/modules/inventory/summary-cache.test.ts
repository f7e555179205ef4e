// The dashboard's stock figures are kept per farm revision and day (inventory-summary.ts, docs/decisions/027): the
// next answer after any write shows it, whoever writes; what bumps no revision is read every time.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InventorySummarySchema } from '@/shared/contracts/stock-movements';
import { users } from '@/server/db/schema/auth';
import { farms } from '@/server/db/schema/farms';
import { inventoryItems } from '@/server/db/schema/inventory';
import { storageLocations } from '@/server/db/schema/storage';
import { createTestApp, type TestApp } from '@/server/test/app';
import { client, createItem, createTestFarm, itemUrl, type TestFarm } from './inventory-fixtures';
import { addDays, todayOf } from './inventory-status';

let t: TestApp;
let farm: TestFarm;
beforeAll(async () => {
  t = await createTestApp();
  farm = await createTestFarm(t);
});
afterAll(() => t.close());

async function summary() {
  const res = await client(t, farm.token).get(`/api/farms/${farm.farmId}/inventory/summary`);
  expect(res.statusCode, res.body).toBe(200);
  return InventorySummarySchema.parse(res.json());
}

describe('the dashboard summary, cached per farm revision', () => {
  it('changes with the very next answer after each stock write through the API', async () => {
    const item = await createItem(t, farm, { quantity: 20, unit_cost: 100, reorder_level: 5 });
    expect(await summary()).toMatchObject({ item_count: 1, stock_value: 200_000, low_stock: [] });
    expect(await summary()).toMatchObject({ item_count: 1, stock_value: 200_000 }); // the cached answer

    await client(t, farm.token).post(itemUrl(farm, item.id, '/consume'), { quantity: 16 });
    const after = await summary();
    expect(after).toMatchObject({ item_count: 1, stock_value: 40_000 });
    expect(after.low_stock.map((i) => [i.name, i.quantity])).toEqual([['DAP Fertilizer', '4.00']]);

    await createItem(t, farm, { name: 'Urea', quantity: 1, unit_cost: 50 });
    expect(await summary()).toMatchObject({ item_count: 2, stock_value: 45_000 });
  });

  it('changes after writes made straight to the database, as another instance or the daily job would', async () => {
    const before = await summary();
    await t.db.update(inventoryItems).set({ quantity: '7' }).where(eq(inventoryItems.farmId, farm.farmId));
    const after = await summary();
    expect(after.stock_value).not.toBe(before.stock_value);
    expect(after.stock_value).toBe(7 * 10_000 + 7 * 5_000);
    // The names shown beside the items: a renamed location, the farm's currency.
    await t.db
      .update(storageLocations)
      .set({ name: 'Main store (east)' })
      .where(eq(storageLocations.id, farm.locations[0]));
    await t.db.update(farms).set({ currency: 'TZS' }).where(eq(farms.id, farm.farmId));
    const renamed = await summary();
    expect(renamed.currency).toBe('TZS');
    expect(renamed.low_stock[0]).toMatchObject({ location_name: 'Main store (east)', currency: 'TZS' });
  });

  it('reads the latest movements every time: a renamed person bumps no revision', async () => {
    expect((await summary()).recent_movements[0]?.user_name).not.toBe('Njeri Renamed');
    await t.db.update(users).set({ name: 'Njeri Renamed' }).where(eq(users.id, farm.userId));
    expect((await summary()).recent_movements[0]?.user_name).toBe('Njeri Renamed');
  });

  it('recomputes what expires soon when the day changes', async () => {
    const today = todayOf(t.clock);
    await createItem(t, farm, { name: 'Late seed', quantity: 2, expiry_date: addDays(today, 32) });
    expect((await summary()).expiring_soon.map((i) => i.name)).not.toContain('Late seed');
    t.clock.advance(3 * 24 * 60 * 60_000);
    expect((await summary()).expiring_soon.map((i) => i.name)).toContain('Late seed');
  });
});
