// The crop performance report against a farm seeded through the API (crops, harvests, sales, expenses) and the
// ledger writers (task inputs), every figure worked by hand: which crops the period holds, yield per hectare
// from acres, costs up to the last day and not the day after, revenue shared by harvest, plan against actual,
// all farms of one currency, and the farm's walls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { HarvestResponseSchema } from '@/shared/contracts/crops';
import { CropPerformanceFiguresSchema } from '@/shared/contracts/reports-crop-performance';
import { ReportScopeSchema } from '@/shared/contracts/reports';
import { budgetLines, budgetPlans } from '@/server/db/schema/finances';
import { farmMembers } from '@/server/db/schema/farms';
import { tasks } from '@/server/db/schema/tasks';
import type { ExportCell } from '@/server/lib/exports/export-document';
import { addMember, createItem, createTestFarm } from '@/server/modules/inventory/inventory-fixtures';
import { changeStock } from '@/server/modules/inventory/stock-movements';
import {
  cropClient,
  cropsUrl,
  createCrop,
  makeWrite,
  seedCrop,
  seedCropFarm,
  seedField,
  type CropFarm,
} from '@/server/modules/crops/test-support';
import { createTestApp, type TestApp } from '@/server/test/app';
import { login, registerUser } from '@/server/test/users';
import { cropPerformanceReport } from './crop-performance-report';

const FERTILIZER = '00000000-0000-4000-8000-0000000000e2';
const ResponseSchema = CropPerformanceFiguresSchema.extend({ scope: ReportScopeSchema });

let t: TestApp;
let farm: CropFarm;
let second: CropFarm;
let ids: Record<string, string> = {};
let ownerEmail = '';

/** Moves the clock and signs the owner in again there (a token lives minutes, the seeding spans months). */
async function clockAt(instant: Date) {
  t.clock.set(instant);
  const res = await login(t.app, ownerEmail);
  expect(res.statusCode, res.body).toBe(200);
  farm.token = (res.json() as { access_token: string }).access_token;
}

/** Noon in Nairobi (UTC+3) on `day`, or the hour given. */
const at = (day: string, hour = 12) => new Date(`${day}T${String(hour - 3).padStart(2, '0')}:00:00Z`);
const api = (token = farm.token) => cropClient(t, token);
const report = (query: string, farmId = farm.farmId, token = farm.token) =>
  api(token).get(`/api/farms/${farmId}/reports/crop-performance?${query}`);
const PERIOD = 'period=custom&from=2026-03-01&to=2026-08-31';

async function harvest(crop: string, day: string, hour: number, body: Record<string, unknown>) {
  await clockAt(at(day, hour));
  const res = await api().post(cropsUrl(farm, `/${crop}/harvests`), {
    unit: 'kg',
    harvested_on: day,
    location_id: farm.locations[0],
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return HarvestResponseSchema.parse(res.json()).data.harvest;
}

async function sell(itemId: string, day: string, hour: number, quantity: number, priceMinor: number) {
  await clockAt(at(day, hour));
  const res = await api().post(`/api/farms/${farm.farmId}/sales`, {
    sold_at: at(day, hour).toISOString(),
    lines: [{ item_id: itemId, quantity, unit_price_minor: priceMinor }],
    payments: [{ method: 'cash', amount_minor: quantity * priceMinor }],
  });
  expect(res.statusCode, res.body).toBe(201);
}

async function expense(crop: string, spentOn: string, amountMinor: number, extra: object = {}) {
  const res = await api().post(`/api/farms/${farm.farmId}/expenses`, {
    category_id: FERTILIZER,
    description: `For the crop on ${spentOn}`,
    amount_minor: amountMinor,
    spent_on: spentOn,
    payment_method: 'cash',
    crop_id: crop,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
}

async function task(cropId: string, values: Partial<typeof tasks.$inferInsert>) {
  const [row] = await t.db
    .insert(tasks)
    .values({
      farmId: farm.farmId,
      title: 'Top dress',
      cropId,
      dueDate: '2026-05-01',
      status: 'done',
      ...values,
    })
    .returning();
  return row!;
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(at('2026-03-01'));
  const owner = await registerUser(t.app);
  ownerEmail = owner.user.email!;
  const base = await createTestFarm(t, { owner: { token: owner.token, userId: owner.user.id } });
  farm = { ...base, fieldId: await seedField(t.db, base.farmId) }; // River plot, 2 hectares
  const acres = await seedField(t.db, farm.farmId, 'Hill plot', '5', 'acres');
  const maize = await createCrop(t, farm, { area: 2, area_unit: 'hectares' });
  const maize2 = await createCrop(t, farm, {
    planting_date: '2026-03-20',
    area: 1,
    area_unit: 'hectares',
    expected_yield: null,
  });
  const beans = await createCrop(t, farm, {
    field_id: acres,
    name: 'Beans',
    variety: null,
    planting_date: '2026-04-01',
    area: 5,
    area_unit: 'acres',
    expected_harvest_date: '2026-07-30',
    expected_yield: 1000,
  });
  // Finished on the period's first day: in. Finished the day before, or planted the day after: out.
  const edge = await seedCrop(t.db, farm, {
    name: 'Sorghum',
    season: '2025 short rains',
    plantingDate: '2025-10-01',
    expectedHarvestDate: '2026-03-01',
    status: 'failed',
  });
  await seedCrop(t.db, farm, {
    name: 'Millet',
    season: '2025 short rains',
    plantingDate: '2025-10-01',
    expectedHarvestDate: '2026-02-28',
    status: 'failed',
  });
  await seedCrop(t.db, farm, { name: 'Cabbage', season: '2026 short rains', plantingDate: '2026-09-01' });
  ids = { maize: maize.id, maize2: maize2.id, beans: beans.id, edge: edge.id };

  // Harvests: maize 1500 + 500 (last day) + 300 (the day after: out); maize2 500 into the same product.
  const first = await harvest(maize.id, '2026-07-10', 11, {
    quantity: 1500,
    item_name: 'Maize H614',
    category: 'Grains',
  });
  ids.maizeItem = first.item_id;
  await harvest(maize2.id, '2026-07-10', 12, { quantity: 500, item_id: first.item_id });
  const beanHarvest = await harvest(beans.id, '2026-07-20', 12, {
    quantity: 400,
    item_name: 'Beans',
    category: 'Grains',
  });
  await harvest(maize.id, '2026-08-31', 18, { quantity: 500, item_id: first.item_id });
  // Sales of the maize: 1000 × 45.00 and 500 × 50.00 in the period; 100 × 50.00 the day after.
  await sell(first.item_id, '2026-07-15', 12, 1000, 4_500);
  await sell(first.item_id, '2026-08-31', 20, 500, 5_000);
  await sell(beanHarvest.item_id, '2026-08-01', 12, 200, 12_000);
  await harvest(maize.id, '2026-09-01', 8, { quantity: 300, item_id: first.item_id });
  await sell(first.item_id, '2026-09-01', 9, 100, 5_000);

  // Costs of the maize: 10 kg of CAN at 85.50 used by a task, 6 h by a worker paid 800 a day, 3 h by the owner
  // (no pay rate); an expense on the last day. The day after: more CAN, 4 h, an expense. A stock purchase
  // named for the crop counts when used, not when bought.
  await clockAt(at('2026-04-01'));
  const can = await createItem(t, farm, { name: 'CAN', quantity: 100, unit_cost: 85.5 });
  const worker = await addMember(t, farm.farmId, 'worker');
  await t.db
    .update(farmMembers)
    .set({ payRate: '800', payPeriod: 'day' })
    .where(and(eq(farmMembers.farmId, farm.farmId), eq(farmMembers.userId, worker.user.id)));
  const topDress = await task(maize.id, {
    assigneeUserId: worker.user.id,
    hoursWorked: '6',
    completedAt: at('2026-05-01'),
  });
  await task(maize.id, { assigneeUserId: farm.userId, hoursWorked: '3', completedAt: at('2026-05-02') });
  await task(maize.id, {
    assigneeUserId: worker.user.id,
    hoursWorked: '4',
    completedAt: at('2026-09-01', 8),
  });
  await changeStock(makeWrite(t.db, farm, at('2026-05-01')), can.id, {
    type: 'consume',
    quantity: 10,
    taskId: topDress.id,
  });
  await changeStock(makeWrite(t.db, farm, at('2026-09-01', 8)), can.id, {
    type: 'consume',
    quantity: 2,
    taskId: topDress.id,
  });
  await clockAt(at('2026-11-24'));
  await expense(maize.id, '2026-08-31', 1_000_000);
  await expense(maize.id, '2026-09-01', 50_000);
  await expense(maize.id, '2026-04-02', 42_750, {
    item_id: can.id,
    stock: { item_id: can.id, quantity: 5, unit_cost_minor: 8_550 },
  });

  // The plan: 15,000.00 budgeted for the maize in a plan over the season.
  const [plan] = await t.db
    .insert(budgetPlans)
    .values({
      farmId: farm.farmId,
      name: 'Long rains',
      period: 'season',
      startsOn: '2026-03-01',
      endsOn: '2026-08-31',
      currency: 'KES',
    })
    .returning();
  await t.db.insert(budgetLines).values({
    planId: plan!.id,
    farmId: farm.farmId,
    kind: 'crop',
    cropId: maize.id,
    amountMinor: 1_500_000,
  });

  // The owner's second farm in KES with one crop and a 2,000.00 expense; a third farm in dollars.
  second = await seedCropFarm(t, { name: 'Pwani Farm' });
  await t.db.insert(farmMembers).values({ farmId: second.farmId, userId: farm.userId, role: 'owner' });
  const coconut = await seedCrop(t.db, second, { name: 'Coconut', plantingDate: '2026-03-10' });
  ids.coconut = coconut.id;
  const res = await cropClient(t, farm.token).post(`/api/farms/${second.farmId}/expenses`, {
    category_id: FERTILIZER,
    description: 'Manure',
    amount_minor: 200_000,
    spent_on: '2026-06-01',
    payment_method: 'cash',
    crop_id: coconut.id,
  });
  expect(res.statusCode, res.body).toBe(201);
  await createTestFarm(t, {
    owner: { token: farm.token, userId: farm.userId },
    currency: 'USD',
    name: 'Export Farm',
  });
});
afterAll(() => t.close());

describe('the crop performance report', () => {
  it('reads each crop of the period with hand-worked figures', async () => {
    const res = await report(PERIOD);
    expect(res.statusCode, res.body).toBe(200);
    const { crops, totals, scope } = ResponseSchema.parse(res.json().data);
    expect(scope).toMatchObject({ from: '2026-03-01', to: '2026-08-31', currency: 'KES', left_out: [] });
    expect(crops.map((c) => c.crop_name).sort()).toEqual(['Beans', 'Maize', 'Maize', 'Sorghum']);
    const byId = (id: string) => crops.find((c) => c.crop_id === id)!;

    // Maize: 2,000 kg on 2 ha. Pool of the product from its first harvest: 1500 + 500 + 500 = 2,500 kg; sales
    // 45,000.00 + 25,000.00 = 70,000.00; the maize's share 2000/2500 → 56,000.00. Costs 855.00 + 600.00 +
    // 10,000.00 = 11,455.00; per kg 5.7275 → 5.73.
    expect(byId(ids.maize!)).toMatchObject({
      area: '2.0000',
      area_unit: 'hectares',
      area_hectares: '2.0000',
      yield: '2000.00',
      yield_unit: 'kg',
      expected_yield: '4000.00',
      yield_vs_plan: 50,
      yield_per_hectare: '1000.00',
      inputs_minor: 85_500,
      labour_minor: 60_000,
      labour_hours: '9.00',
      other_minor: 1_000_000,
      total_cost_minor: 1_145_500,
      cost_per_unit_minor: 573,
      revenue_minor: 5_600_000,
      margin_minor: 4_454_500,
      budget_minor: 1_500_000,
    });
    // The second maize: 500 of the 2,500 kg → 14,000.00; 500 kg on 1 ha; no costs, no plan.
    expect(byId(ids.maize2!)).toMatchObject({
      yield: '500.00',
      yield_per_hectare: '500.00',
      yield_vs_plan: null,
      total_cost_minor: 0,
      cost_per_unit_minor: 0,
      revenue_minor: 1_400_000,
      margin_minor: 1_400_000,
      budget_minor: null,
    });
    // Beans: 5 acres = 2.0234282112 ha; 400 kg → 197.68 kg/ha; all of its product's sales, 200 × 120.00.
    expect(byId(ids.beans!)).toMatchObject({
      area: '5.0000',
      area_unit: 'acres',
      area_hectares: '2.0234',
      yield: '400.00',
      yield_vs_plan: 40,
      yield_per_hectare: '197.68',
      revenue_minor: 2_400_000,
      margin_minor: 2_400_000,
    });
    // The failed sorghum has no yield unit: no yield figures, nothing spent.
    expect(byId(ids.edge!)).toMatchObject({
      status: 'failed',
      yield: null,
      yield_per_hectare: null,
      cost_per_unit_minor: null,
      total_cost_minor: 0,
      revenue_minor: 0,
    });
    expect(totals).toEqual({
      crops: 4,
      area_hectares: '7.0234',
      inputs_minor: 85_500,
      labour_minor: 60_000,
      labour_hours: '9.00',
      other_minor: 1_000_000,
      total_cost_minor: 1_145_500,
      revenue_minor: 9_400_000,
      margin_minor: 8_254_500,
      budget_minor: 1_500_000,
    });
  });

  it('moves the figures when the period ends a day later', async () => {
    const res = await report('period=custom&from=2026-03-01&to=2026-09-01');
    const { crops } = ResponseSchema.parse(res.json().data);
    const maize = crops.find((c) => c.crop_id === ids.maize)!;
    // +300 kg, +2 kg of CAN (171.00), +4 h (400.00), +500.00; sales +5,000.00 shared over 2,800 kg.
    expect(maize).toMatchObject({
      yield: '2300.00',
      inputs_minor: 102_600,
      labour_minor: 100_000,
      labour_hours: '13.00',
      other_minor: 1_050_000,
      // 75,000.00 × 2300 / 2800 = 61,607.142… → 61,607.14
      revenue_minor: 6_160_714,
    });
    expect(crops.some((c) => c.crop_name === 'Cabbage')).toBe(true);
  });

  it('reads a season as exactly its crops, with their records to date', async () => {
    const res = await report(`period=season&season=${encodeURIComponent('2026 long rains')}`);
    expect(res.statusCode, res.body).toBe(200);
    const { crops, scope } = ResponseSchema.parse(res.json().data);
    expect(scope.season).toBe('2026 long rains');
    expect(crops.map((c) => c.crop_id).sort()).toEqual([ids.maize, ids.maize2, ids.beans].sort());
    expect(crops.find((c) => c.crop_id === ids.maize)!.yield).toBe('2300.00');
  });

  it('adds the farms of one currency and names the others', async () => {
    const res = await report(`${PERIOD}&scope=all`);
    const { crops, totals, scope } = ResponseSchema.parse(res.json().data);
    expect(scope.farms.map((f) => f.name).sort()).toEqual(['Mlima Farm', 'Pwani Farm']);
    expect(scope.left_out).toEqual([expect.objectContaining({ name: 'Export Farm', currency: 'USD' })]);
    expect(crops.find((c) => c.crop_id === ids.coconut)).toMatchObject({
      farm_name: 'Pwani Farm',
      other_minor: 200_000,
    });
    expect(totals).toMatchObject({ crops: 5, other_minor: 1_200_000, total_cost_minor: 1_345_500 });
  });

  it('is 404 to a stranger and 403 to a worker; a viewer reads it', async () => {
    const stranger = await registerUser(t.app);
    expect((await report(PERIOD, farm.farmId, stranger.token)).statusCode).toBe(404);
    const worker = await addMember(t, farm.farmId, 'worker');
    expect((await report(PERIOD, farm.farmId, worker.token)).statusCode).toBe(403);
    const viewer = await addMember(t, farm.farmId, 'viewer');
    expect((await report(PERIOD, farm.farmId, viewer.token)).statusCode).toBe(200);
  });

  it('writes the same figures into the file’s tables', async () => {
    const res = await report(PERIOD);
    const data = ResponseSchema.parse(res.json().data);
    const doc = cropPerformanceReport.document(data, data.scope, 'en');
    expect(doc.title).toBe('Crop performance report');
    expect(doc.currency).toBe('KES');
    const [cropsTable, planTable] = doc.tables;
    const rows = [...(cropsTable!.rows as Iterable<ExportCell[]>)];
    const header = cropsTable!.columns.map((c) => c.header);
    const maize = rows.find((r) => r[1] === 'Maize (H614)' && r[9] === '2000.00')!;
    const cell = (row: ExportCell[], name: string) => row[header.indexOf(name)];
    expect(cell(maize, 'Yield per hectare')).toBe('1000.00');
    expect(cell(maize, 'Total cost')).toBe(1_145_500);
    expect(cell(maize, 'Revenue')).toBe(5_600_000);
    expect(cell(maize, 'Margin')).toBe(4_454_500);
    const total = rows.at(-1)!;
    expect(cell(total, 'Farm')).toBe('Total');
    expect(cell(total, 'Revenue')).toBe(9_400_000);
    const plan = [...(planTable!.rows as Iterable<ExportCell[]>)];
    // Budget 15,000.00 against 11,455.00 spent: 3,545.00 left.
    expect(plan.find((r) => r[6] === 1_500_000)).toEqual([
      'Mlima Farm',
      'Maize (H614)',
      '4000.00',
      '2000.00',
      'kg',
      50,
      1_500_000,
      1_145_500,
      354_500,
    ]);
  });

  it('downloads as CSV, Excel and PDF', async () => {
    for (const format of ['csv', 'xlsx', 'pdf']) {
      const res = await api().get(
        `/api/farms/${farm.farmId}/reports/crop-performance/export?${PERIOD}&format=${format}`,
      );
      expect(res.statusCode, `${format}: ${res.body.slice(0, 200)}`).toBe(200);
      expect(res.rawPayload.length).toBeGreaterThan(100);
    }
    const csv = await api().get(
      `/api/farms/${farm.farmId}/reports/crop-performance/export?${PERIOD}&format=csv`,
    );
    expect(csv.body).toContain('Plan against actual');
    expect(csv.body).toContain('Maize (H614)');
  });
});
