// The inventory report against a ledger written through the inventory API on dates the test clock sets, every
// figure worked out by hand (docs/product/reports.md "Inventory report"). Farm days are Nairobi's (UTC+3): a
// movement at 20:59 UTC on 31 March is that day's, one at 21:00 UTC is 1 April's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { InventoryReportSchema } from '@/shared/contracts/reports-inventory';
import { ReportScopeSchema } from '@/shared/contracts/reports';
import { createTestApp, type TestApp } from '@/server/test/app';
import {
  addMember,
  client,
  createItem,
  createTestFarm,
  itemUrl,
  type TestFarm,
} from '@/server/modules/inventory/inventory-fixtures';
import { login, registerUser, uniqueEmail } from '@/server/test/users';
import type { ExportRows } from '@/server/lib/exports/export-document';
import { inventoryReportDocument } from './inventory-report';

const Answer = z.object({ data: InventoryReportSchema.extend({ scope: ReportScopeSchema }) });
const MARCH = 'period=custom&from=2026-03-01&to=2026-03-31';

let t: TestApp;
let farm: TestFarm;
let second: TestFarm;
const ids: Record<string, string> = {};

const email = uniqueEmail('ghala');

/** Moves the clock and signs the owner in again (a session does not last the months the ledger spans). */
async function at(iso: string) {
  t.clock.set(new Date(iso));
  if (!farm) return;
  const res = await login(t.app, email);
  expect(res.statusCode, res.body).toBe(200);
  farm.token = (res.json() as { access_token: string }).access_token;
}

async function move(itemId: string, action: string, payload: object) {
  const res = await client(t, farm.token).post(itemUrl(farm, itemId, `/${action}`), payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: { items?: { id: string; location_id: string }[] } };
}

async function report(query = MARCH, token = farm.token, farmId = farm.farmId) {
  return client(t, token).get(`/api/farms/${farmId}/reports/inventory?${query}`);
}

async function figures(query = MARCH) {
  const res = await report(query);
  expect(res.statusCode, res.body).toBe(200);
  return Answer.parse(res.json()).data;
}

async function collect(rows: ExportRows) {
  const out: unknown[][] = [];
  for await (const row of rows) out.push(row);
  return out;
}

beforeAll(async () => {
  t = await createTestApp();
  await at('2025-12-01T09:00:00Z');
  const registered = await registerUser(t.app, { email });
  const owner = { token: registered.token, userId: registered.user.id };
  farm = await createTestFarm(t, { name: 'Ghala Farm', owner });
  second = await createTestFarm(t, { name: 'Pili Farm', owner });
  await createTestFarm(t, { name: 'Dollar Farm', currency: 'USD', owner });
  const item = async (name: string, fields: Record<string, unknown>, on = farm) =>
    (ids[name] = (await createItem(t, on, { name, ...fields })).id);
  const [main, cold] = farm.locations;
  await item('DAP', { quantity: 100, unit_cost: 50, storage_location_id: main, expiry_date: '2026-05-11' });
  await item('Tomatoes', {
    item_type: 'product',
    category: 'Vegetables',
    quantity: 40,
    unit_cost: 30,
    storage_location_id: cold,
    expiry_date: '2026-04-05',
  });
  await item('Tractor', {
    item_type: 'equipment',
    category: 'Machinery',
    unit: 'pieces',
    quantity: 1,
    unit_cost: 5000,
  });
  await item('Pesticide', {
    category: 'Pesticide',
    unit: 'L',
    quantity: 5,
    unit_cost: 100,
    expiry_date: '2026-04-10',
  });
  await item('Maize', {
    item_type: 'product',
    category: 'Grains',
    unit: 'bags',
    quantity: 50,
    unit_cost: 20,
  });
  await item('Lime', { category: 'Other', quantity: 0, unit_cost: null });
  await item('Beans', { item_type: 'product', category: 'Grains', quantity: 10, unit_cost: 10 }, second);

  await at('2026-01-09T20:59:00Z'); // 9 January, 23:59 in Nairobi
  await move(ids.Pesticide!, 'consume', { quantity: 1 });
  await at('2026-01-09T21:30:00Z');
  await move(ids.Maize!, 'consume', { quantity: 5 });
  await at('2026-02-28T21:00:00Z'); // 1 March, 00:00 in Nairobi: the period's first instant
  await item('Seeds', { category: 'Seeds', quantity: 10, unit_cost: 200, expiry_date: '2026-05-01' });
  await at('2026-03-05T09:00:00Z');
  await move(ids.DAP!, 'consume', { quantity: 20 });
  await at('2026-03-10T09:00:00Z');
  await move(ids.DAP!, 'receive', { quantity: 30, unit_cost: 60 });
  await at('2026-03-12T09:00:00Z');
  await move(ids.DAP!, 'transfer', { quantity: 10, to_location_id: cold });
  await at('2026-03-15T09:00:00Z');
  await move(ids.Tomatoes!, 'harvest', { quantity: 10 });
  await at('2026-03-20T09:00:00Z');
  await move(ids.Tomatoes!, 'adjust', { counted_quantity: 46, note: 'spoiled' });
  await at('2026-03-25T09:00:00Z');
  await move(ids.Maize!, 'adjust', { counted_quantity: 47, note: 'recount' });
  await at('2026-03-31T20:59:00Z'); // 31 March, 23:59 in Nairobi: the period's last minute
  await move(ids.Maize!, 'sale', { quantity: 7 });
  await at('2026-03-31T21:00:00Z'); // 1 April in Nairobi: the day after
  await move(ids.Tomatoes!, 'consume', { quantity: 6 });
  await at('2026-04-10T09:00:00Z');
});

afterAll(() => t.close());

describe('the inventory report of one farm', () => {
  it('values the stock now by type and by location', async () => {
    const { valuation } = await figures();
    // DAP 100 × 60.00 + DAP (cold room) 10 × 60.00 + Pesticide 4 × 100.00 + Seeds 10 × 200.00 + Lime 0
    expect(valuation.by_type).toEqual([
      { item_type: 'input', items: 5, value_minor: 600_000 + 60_000 + 40_000 + 200_000 },
      { item_type: 'equipment', items: 1, value_minor: 500_000 },
      // Tomatoes 40 × 30.00 + Maize 40 × 20.00
      { item_type: 'product', items: 2, value_minor: 120_000 + 80_000 },
    ]);
    expect(valuation.items).toBe(8);
    expect(valuation.value_minor).toBe(1_600_000);
    expect(valuation.by_location.map((r) => [r.name, r.farm_name, r.items, r.value_minor])).toEqual([
      ['Main store', 'Ghala Farm', 6, 600_000 + 500_000 + 40_000 + 80_000 + 200_000],
      ['Cold room', 'Ghala Farm', 2, 60_000 + 120_000],
    ]);
  });

  it('sums the period’s movements by kind, type and direction, edges included', async () => {
    const { movements } = await figures();
    expect(
      movements.by_kind.map((r) => [
        r.kind,
        r.item_type,
        r.direction,
        r.movements,
        r.quantity,
        r.value_minor,
      ]),
    ).toEqual([
      ['adjust', 'product', 'in', 1, '2.00', 4_000],
      ['adjust', 'product', 'out', 1, '4.00', 12_000],
      ['consume', 'input', 'out', 1, '20.00', 100_000],
      ['harvest', 'product', 'in', 1, '10.00', 30_000],
      // Seeds' opening stock at the first instant, and DAP's delivery at its new cost
      ['receive', 'input', 'in', 2, '40.00', 200_000 + 180_000],
      ['sale', 'product', 'out', 1, '7.00', 14_000],
      ['transfer_in', 'input', 'in', 1, '10.00', 60_000],
      ['transfer_out', 'input', 'out', 1, '10.00', 60_000],
    ]);
    expect(movements.in_value_minor).toBe(200_000 + 180_000 + 30_000 + 4_000);
    expect(movements.out_value_minor).toBe(100_000 + 12_000 + 14_000);
    expect(movements.bucket).toBe('day');
    expect(movements.series).toHaveLength(31);
    expect(movements.series.filter((r) => r.in_value_minor || r.out_value_minor)).toEqual([
      { bucket: '2026-03-01', in_value_minor: 200_000, out_value_minor: 0 },
      { bucket: '2026-03-05', in_value_minor: 0, out_value_minor: 100_000 },
      { bucket: '2026-03-10', in_value_minor: 180_000, out_value_minor: 0 },
      { bucket: '2026-03-15', in_value_minor: 30_000, out_value_minor: 0 },
      { bucket: '2026-03-20', in_value_minor: 0, out_value_minor: 12_000 },
      { bucket: '2026-03-25', in_value_minor: 4_000, out_value_minor: 0 },
      { bucket: '2026-03-31', in_value_minor: 0, out_value_minor: 14_000 },
    ]);
  });

  it('groups a long period by month', async () => {
    const { movements } = await figures('period=custom&from=2025-12-01&to=2026-04-10');
    expect(movements.bucket).toBe('month');
    expect(movements.series.map((r) => r.bucket)).toEqual([
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
    ]);
    // January: Pesticide 1 × 100.00 and Maize 5 × 20.00 used; April: 6 kg of tomatoes at 30.00
    expect(movements.series[1]).toEqual({ bucket: '2026-01', in_value_minor: 0, out_value_minor: 20_000 });
    expect(movements.series[4]).toEqual({ bucket: '2026-04', in_value_minor: 0, out_value_minor: 18_000 });
  });

  it('lists stock that has not gone out in 90 days, the value tied up first', async () => {
    const { slow_moving } = await figures();
    expect(slow_moving.days).toBe(90);
    // 90 days before 10 April is 10 January: Pesticide last went out on 9 January (Nairobi), Maize on the 10th.
    expect(
      slow_moving.list.map((r) => [r.name, r.quantity, r.last_out_on, r.last_movement_on, r.value_minor]),
    ).toEqual([
      ['Tractor', '1.00', null, '2025-12-01', 500_000],
      ['Seeds', '10.00', null, '2026-03-01', 200_000],
      ['DAP', '10.00', null, '2026-03-12', 60_000],
      ['Pesticide', '4.00', '2026-01-09', '2026-01-09', 40_000],
    ]);
    expect(slow_moving.items).toBe(4);
    expect(slow_moving.value_minor).toBe(800_000);
  });

  it('lists expired stock and stock expiring within 30 days', async () => {
    const { expiring } = await figures();
    expect(expiring.list.map((r) => [r.name, r.expiry_date, r.expired, r.value_minor])).toEqual([
      ['Tomatoes', '2026-04-05', true, 120_000],
      ['Pesticide', '2026-04-10', false, 40_000],
      ['Seeds', '2026-05-01', false, 200_000],
    ]);
    expect(expiring).toMatchObject({
      within_days: 30,
      expired_items: 1,
      expired_value_minor: 120_000,
      expiring_items: 2,
      expiring_value_minor: 240_000,
    });
  });

  it('sums the count adjustments of the period per item', async () => {
    const { shrinkage } = await figures();
    expect(
      shrinkage.list.map((r) => [
        r.name,
        r.adjustments,
        r.quantity_lost,
        r.quantity_gained,
        r.lost_value_minor,
        r.gained_value_minor,
      ]),
    ).toEqual([
      ['Tomatoes', 1, '4.00', '0.00', 12_000, 0],
      ['Maize', 1, '0.00', '2.00', 0, 4_000],
    ]);
    expect(shrinkage).toMatchObject({ adjustments: 2, lost_value_minor: 12_000, gained_value_minor: 4_000 });
  });

  it('writes the same figures as the file’s tables', async () => {
    const data = await figures();
    const doc = inventoryReportDocument(data, data.scope, 'en');
    expect(doc.title).toBe('Inventory report');
    expect(doc.currency).toBe('KES');
    const tables = await Promise.all(
      doc.tables.map(async (table) => [table.title, await collect(table.rows)] as const),
    );
    const byTitle = Object.fromEntries(tables);
    expect(byTitle['Stock value by type']).toEqual([
      ['Inputs', 5, 900_000],
      ['Equipment', 1, 500_000],
      ['Products', 2, 200_000],
      ['Total', 8, 1_600_000],
    ]);
    expect(byTitle['Stock in and out over time']!.at(-1)).toEqual(['Total', 414_000, 126_000]);
    expect(byTitle['Slow-moving stock (nothing out in 90 days)']![0]).toEqual([
      'Tractor',
      'Ghala Farm',
      'Equipment',
      '1.00',
      'pieces',
      null,
      '2025-12-01',
      500_000,
    ]);
    expect(byTitle['Count adjustments']).toEqual([
      ['Tomatoes', 'Ghala Farm', 'kg', 1, '4.00', '0.00', 12_000, 0],
      ['Maize', 'Ghala Farm', 'bags', 1, '0.00', '2.00', 0, 4_000],
      ['Total', null, null, 2, null, null, 12_000, 4_000],
    ]);
    const sw = inventoryReportDocument(data, data.scope, 'sw');
    expect(sw.title).toBe('Ripoti ya bidhaa');
  });
});

describe('the inventory report as a file', () => {
  it('downloads as CSV with the page’s rows', async () => {
    const res = await client(t, farm.token).get(
      `/api/farms/${farm.farmId}/reports/inventory/export?format=csv&${MARCH}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    expect(res.headers['content-disposition']).toContain('inventory-report-2026-03-01-2026-03-31');
    expect(res.body).toMatch(/Tractor,Ghala Farm,Equipment,1(\.00)?,pieces,,2025-12-01,5000(\.00)?/);
  });
});

describe('the inventory report over all farms', () => {
  it('adds the farms of the same currency and names the others', async () => {
    const data = await figures(`${MARCH}&scope=all`);
    expect(data.scope.farms.map((f) => f.name)).toEqual(['Ghala Farm', 'Pili Farm']);
    expect(data.scope.left_out).toEqual([expect.objectContaining({ name: 'Dollar Farm', currency: 'USD' })]);
    // Pili Farm's beans: 10 kg × 10.00
    expect(data.valuation.items).toBe(9);
    expect(data.valuation.value_minor).toBe(1_610_000);
    expect(data.valuation.by_type[2]).toEqual({ item_type: 'product', items: 3, value_minor: 210_000 });
    expect(data.valuation.by_location.map((r) => [r.name, r.farm_name, r.value_minor])).toContainEqual([
      'Main store',
      'Pili Farm',
      10_000,
    ]);
    expect(data.slow_moving.items).toBe(5);
    expect(data.slow_moving.value_minor).toBe(810_000);
    expect(data.movements.in_value_minor).toBe(414_000);
  });
});

describe('who may read it', () => {
  it('is not found for a stranger and forbidden without reports.view', async () => {
    const stranger = await createTestFarm(t, { name: 'Stranger Farm' });
    expect((await report(MARCH, stranger.token)).statusCode).toBe(404);
    const worker = await addMember(t, farm.farmId, 'worker');
    expect((await report(MARCH, worker.token)).statusCode).toBe(403);
    const viewer = await addMember(t, farm.farmId, 'viewer');
    expect((await report(MARCH, viewer.token)).statusCode).toBe(200);
  });
});
