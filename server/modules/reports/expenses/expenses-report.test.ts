// The expenses report against expenses posted through the API and worked by hand (docs/product/reports.md
// "Expenses report"): every breakdown with its count and total, the unassigned rows, the period's edges, all
// farms in one currency, the farm's walls, and the file's tables.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ExpensesReportSchema } from '@/shared/contracts/reports-expenses';
import { ReportScopeSchema } from '@/shared/contracts/reports';
import { crops } from '@/server/db/schema/crops';
import { fields } from '@/server/db/schema/fields';
import type { ExportRows } from '@/server/lib/exports/export-document';
import { createTestApp, type TestApp } from '@/server/test/app';
import {
  addMember,
  client,
  createTestFarm,
  type TestFarm,
} from '@/server/modules/inventory/inventory-fixtures';
import { expensesDocument } from './expenses-report';

const SEEDS = '00000000-0000-4000-8000-0000000000e1';
const FERTILIZER = '00000000-0000-4000-8000-0000000000e2';
const LABOUR = '00000000-0000-4000-8000-0000000000e6';
const Answer = z.object({ data: z.object({ scope: ReportScopeSchema }).and(ExpensesReportSchema) });

let t: TestApp;
let farm: TestFarm;
let second: TestFarm;
let dollars: TestFarm;
let fieldId: string;
let cropId: string;

async function spend(target: TestFarm, day: string, categoryId: string, amount: number, over = {}) {
  const res = await client(t, target.token).post(`/api/farms/${target.farmId}/expenses`, {
    category_id: categoryId,
    description: `Spent on ${day}`,
    amount_minor: amount,
    spent_on: day,
    payment_method: 'cash',
    ...over,
  });
  expect(res.statusCode, res.body).toBe(201);
}

const report = async (query: string, token = farm.token, farmId = farm.farmId) =>
  client(t, token).get(`/api/farms/${farmId}/reports/expenses?${query}`);
const figures = async (query: string) => {
  const res = await report(query);
  expect(res.statusCode, res.body).toBe(200);
  return Answer.parse(res.json()).data;
};
const collect = async (rows: ExportRows) => {
  const out = [];
  for await (const row of rows) out.push(row);
  return out;
};

beforeAll(async () => {
  t = await createTestApp();
  farm = await createTestFarm(t, { name: 'A Shamba' });
  const owner = { token: farm.token, userId: farm.userId };
  second = await createTestFarm(t, { name: 'B Shamba', owner });
  dollars = await createTestFarm(t, { name: 'C Ranch', owner, currency: 'USD' });
  const [field] = await t.db
    .insert(fields)
    .values({ farmId: farm.farmId, name: 'River plot', area: '2', areaUnit: 'acres' })
    .returning();
  fieldId = field!.id;
  const [crop] = await t.db
    .insert(crops)
    .values({
      farmId: farm.farmId,
      fieldId,
      name: 'Maize',
      season: '2026 long rains',
      area: '2',
      areaUnit: 'acres',
      plantingDate: '2026-03-01',
    })
    .returning();
  cropId = crop!.id;
  const supplier = farm.supplierId;
  await spend(farm, '2026-02-28', FERTILIZER, 10_000, { supplier_id: supplier, crop_id: cropId });
  await spend(farm, '2026-03-01', FERTILIZER, 50_000, {
    tax_minor: 8_000,
    supplier_id: supplier,
    crop_id: cropId,
    field_id: fieldId,
  });
  await spend(farm, '2026-03-10', LABOUR, 30_000, { crop_id: cropId });
  await spend(farm, '2026-03-31', FERTILIZER, 20_000, { field_id: fieldId });
  await spend(farm, '2026-04-15', LABOUR, 5_000, { supplier_id: supplier });
  await spend(farm, '2026-04-30', SEEDS, 7_000, { supplier_id: supplier });
  await spend(farm, '2026-05-01', SEEDS, 999);
  await spend(second, '2026-03-05', LABOUR, 1_000);
  await spend(dollars, '2026-03-05', LABOUR, 1);
});
afterAll(() => t.close());

const PERIOD = 'period=custom&from=2026-03-01&to=2026-04-30';

describe('the expenses report', () => {
  it('breaks the period down by category, supplier, crop, field and month, edges included', async () => {
    const data = await figures(PERIOD);
    // 50,000 + 30,000 + 20,000 + 5,000 + 7,000: 28 February and 1 May are outside.
    expect([data.count, data.total_minor, data.tax_minor]).toEqual([5, 112_000, 8_000]);
    expect(data.by_category).toEqual([
      { id: FERTILIZER, name: 'Fertilizer', count: 2, total_minor: 70_000 },
      { id: LABOUR, name: 'Labour', count: 2, total_minor: 35_000 },
      { id: SEEDS, name: 'Seeds and seedlings', count: 1, total_minor: 7_000 },
    ]);
    expect(data.by_supplier).toEqual([
      { id: farm.supplierId, name: 'Agrovet Nakuru', count: 3, total_minor: 62_000 },
      { id: null, name: null, count: 2, total_minor: 50_000 },
    ]);
    expect(data.by_crop).toEqual([
      { id: cropId, name: 'Maize (2026 long rains)', count: 2, total_minor: 80_000 },
      { id: null, name: null, count: 3, total_minor: 32_000 },
    ]);
    expect(data.by_field).toEqual([
      { id: fieldId, name: 'River plot', count: 2, total_minor: 70_000 },
      { id: null, name: null, count: 3, total_minor: 42_000 },
    ]);
    expect(data.months).toEqual([
      { month: '2026-03', count: 3, total_minor: 100_000 },
      { month: '2026-04', count: 2, total_minor: 12_000 },
    ]);
  });

  it('answers zeros for a period without expenses, every month present', async () => {
    const data = await figures('period=custom&from=2025-11-01&to=2025-12-31');
    expect([data.count, data.total_minor, data.by_category]).toEqual([0, 0, []]);
    expect(data.months).toEqual([
      { month: '2025-11', count: 0, total_minor: 0 },
      { month: '2025-12', count: 0, total_minor: 0 },
    ]);
  });

  it('adds the farms of the same currency for all farms and names the others', async () => {
    const data = await figures(`${PERIOD}&scope=all`);
    expect(data.scope.left_out).toEqual([{ id: dollars.farmId, name: 'C Ranch', currency: 'USD' }]);
    expect([data.count, data.total_minor]).toEqual([6, 113_000]);
    expect(data.by_category).toContainEqual({ id: LABOUR, name: 'Labour', count: 3, total_minor: 36_000 });
    expect(data.by_supplier.at(-1)).toEqual({ id: null, name: null, count: 3, total_minor: 51_000 });
  });

  it('is 404 to a stranger and 403 to a worker; a viewer reads it', async () => {
    const stranger = await createTestFarm(t, { name: 'Elsewhere' });
    expect((await report(PERIOD, stranger.token)).statusCode).toBe(404);
    const worker = await addMember(t, farm.farmId, 'worker');
    expect((await report(PERIOD, worker.token)).statusCode).toBe(403);
    const viewer = await addMember(t, farm.farmId, 'viewer');
    expect((await report(PERIOD, viewer.token)).statusCode).toBe(200);
  });

  it('writes the same figures into the file tables, the unassigned rows named', async () => {
    const data = await figures(PERIOD);
    const doc = expensesDocument(data, data.scope, 'en');
    expect(doc.title).toBe('Expenses report');
    expect(doc.tables.map((table) => table.title)).toEqual([
      'By category',
      'By supplier',
      'By crop',
      'By field',
      'By month',
    ]);
    const [category, supplier, crop, field, month] = await Promise.all(
      doc.tables.map((table) => collect(table.rows)),
    );
    expect(category).toEqual([
      ['Fertilizer', 2, 70_000, 62.5],
      ['Labour', 2, 35_000, 31.3],
      ['Seeds and seedlings', 1, 7_000, 6.3],
    ]);
    expect(supplier).toEqual([
      ['Agrovet Nakuru', 3, 62_000, 55.4],
      ['No supplier', 2, 50_000, 44.6],
    ]);
    expect(crop).toEqual([
      ['Maize (2026 long rains)', 2, 80_000, 71.4],
      ['Not for a crop', 3, 32_000, 28.6],
    ]);
    expect(field).toEqual([
      ['River plot', 2, 70_000, 62.5],
      ['Not for a field', 3, 42_000, 37.5],
    ]);
    expect(month).toEqual([
      ['2026-03', 3, 100_000],
      ['2026-04', 2, 12_000],
    ]);
    const sw = expensesDocument(data, data.scope, 'sw');
    expect(sw.tables[1]!.title).toBe('Kwa msambazaji');
    expect((await collect(sw.tables[0]!.rows)).map((row) => row[0])).toEqual([
      'Mbolea',
      'Vibarua',
      'Mbegu na miche',
    ]);
    expect((await collect(sw.tables[1]!.rows)).at(-1)![0]).toBe('Hakuna msambazaji');
  });

  it('downloads as CSV with the same tables', async () => {
    const res = await client(t, farm.token).get(
      `/api/farms/${farm.farmId}/reports/expenses/export?format=csv&${PERIOD}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toContain('By supplier');
    expect(res.body).toContain('No supplier');
    expect(res.body).toContain('Maize (2026 long rains)');
  });
});
