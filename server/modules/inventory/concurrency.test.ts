// docs/product/inventory.md stock ledger: concurrent consumes never lose an update or drive stock below zero. 500 requests race for
// 100 units: exactly 100 succeed, 400 get 409, and the ledger holds exactly 100 consume rows.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventoryItems, stockMovements } from '@/server/db/schema/inventory';
import { createTestApp, type TestApp } from '@/server/test/app';
import { client, createItem, createTestFarm, itemUrl, type TestFarm } from './inventory-fixtures';

let t: TestApp;
let farm: TestFarm;
beforeAll(async () => {
  t = await createTestApp();
  farm = await createTestFarm(t);
});
afterAll(() => t.close());

const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});

describe('concurrent stock changes', () => {
  it('500 concurrent consumes of 1 from a stock of 100: 100 succeed, 400 get 409, stock ends at 0', async () => {
    const item = await createItem(t, farm, { quantity: 100, reorder_level: 10 });
    const api = client(t, farm.token);
    const answers = await Promise.all(
      Array.from({ length: 500 }, () => api.post(itemUrl(farm, item.id, '/consume'), { quantity: 1 })),
    );
    expect(tally(answers.map((a) => a.statusCode))).toEqual({ 200: 100, 409: 400 });
    expect(answers.find((a) => a.statusCode === 409)!.json().code).toBe('insufficient_stock');
    const [row] = await t.db.select().from(inventoryItems).where(eq(inventoryItems.id, item.id));
    expect(row).toMatchObject({ quantity: '0.00', status: 'depleted' });
    const consumes = await t.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.itemId, item.id), eq(stockMovements.type, 'consume')));
    expect(consumes).toHaveLength(100);
    // Every quantity_after from 99 down to 0 appears once: no two consumes saw the same stock.
    expect(consumes.map((m) => Number(m.quantityAfter)).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 100 }, (_, i) => i),
    );
  }, 120_000); // 500 requests through one PGlite connection take a while on a busy machine

  it('transfers in both directions at once finish without deadlock and keep the total', async () => {
    const [main, cold] = farm.locations;
    const a = await createItem(t, farm, { name: 'Urea', quantity: 100 });
    const api = client(t, farm.token);
    const seed = await api.post(itemUrl(farm, a.id, '/transfer'), { quantity: 50, to_location_id: cold });
    const b = seed.json().destination_item.id as string;
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        i % 2 === 0
          ? api.post(itemUrl(farm, a.id, '/transfer'), { quantity: 1, to_location_id: cold })
          : api.post(itemUrl(farm, b, '/transfer'), { quantity: 1, to_location_id: main }),
      ),
    );
    expect(tally(answers.map((r) => r.statusCode))).toEqual({ 200: 60 });
    const rows = await t.db.select().from(inventoryItems).where(eq(inventoryItems.name, 'Urea'));
    expect(rows.map((r) => Number(r.quantity)).reduce((x, y) => x + y, 0)).toBe(100);
    expect(rows).toHaveLength(2);
  }, 120_000);
});
