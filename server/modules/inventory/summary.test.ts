// The inventory dashboard of a farm.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InventorySummarySchema } from '@/shared/contracts/stock-movements';
import { addDays, todayOf } from './inventory-status';
import { createTestApp, type TestApp } from '@/server/test/app';
import { client, createItem, createTestFarm, itemUrl, type TestFarm } from './inventory-fixtures';

let t: TestApp;
let farm: TestFarm;
beforeAll(async () => {
  t = await createTestApp();
  farm = await createTestFarm(t, { currency: 'UGX' });
});
afterAll(() => t.close());

describe('GET /api/farms/:farmId/inventory/summary', () => {
  it('answers zeros for an empty farm', async () => {
    const empty = await createTestFarm(t);
    const res = await client(t, empty.token).get(`/api/farms/${empty.farmId}/inventory/summary`);
    expect(InventorySummarySchema.parse(res.json())).toEqual({
      currency: 'KES',
      totals: [
        { item_type: 'input', item_count: 0, stock_value: 0 },
        { item_type: 'equipment', item_count: 0, stock_value: 0 },
        { item_type: 'product', item_count: 0, stock_value: 0 },
      ],
      stock_value: 0,
      item_count: 0,
      low_stock: [],
      expiring_soon: [],
      recent_movements: [],
    });
  });

  it('totals by type with the stock value in minor units, low stock, expiring soon and recent movements', async () => {
    const today = todayOf(t.clock);
    const dap = await createItem(t, farm, { quantity: 12.5, unit_cost: 3800.1, reorder_level: 5 });
    await createItem(t, farm, { name: 'Urea', quantity: 4, unit_cost: 100, reorder_level: 10 });
    await createItem(t, farm, {
      name: 'CAN',
      quantity: 1,
      reorder_level: 10,
      expiry_date: addDays(today, 20),
    });
    await createItem(t, farm, {
      name: 'Old seed',
      category: 'Seeds',
      quantity: 3,
      expiry_date: addDays(today, 45),
    });
    await createItem(t, farm, {
      item_type: 'equipment',
      name: 'Jembe',
      category: 'Tools',
      unit: 'pieces',
      quantity: 2,
      unit_cost: 650,
    });
    await createItem(t, farm, {
      item_type: 'product',
      name: 'Tomatoes',
      category: 'Vegetables',
      unit: 'boxes',
      quantity: 0,
    });
    await client(t, farm.token).post(itemUrl(farm, dap.id, '/consume'), { quantity: 0.5 });

    const res = await client(t, farm.token).get(`/api/farms/${farm.farmId}/inventory/summary`);
    expect(res.statusCode, res.body).toBe(200);
    const summary = InventorySummarySchema.parse(res.json());
    expect(summary.currency).toBe('UGX');
    // DAP 12.00 × 380010 + Urea 4 × 10000 = 4,560,120 + 40,000; Jembe 2 × 65000.
    expect(summary.totals).toEqual([
      { item_type: 'input', item_count: 4, stock_value: 4_600_120 },
      { item_type: 'equipment', item_count: 1, stock_value: 130_000 },
      { item_type: 'product', item_count: 1, stock_value: 0 },
    ]);
    expect(summary).toMatchObject({ item_count: 6, stock_value: 4_730_120 });
    expect(summary.low_stock.map((i) => i.name)).toEqual(['CAN', 'Urea']);
    expect(summary.expiring_soon.map((i) => [i.name, i.expiry_date])).toEqual([['CAN', addDays(today, 20)]]);
    expect(summary.recent_movements[0]).toMatchObject({ item_name: 'DAP Fertilizer', type: 'consume' });
    expect(summary.recent_movements).toHaveLength(6);
  });
});
