// Budget plans through the API (docs/product/budgets.md): each rule refused with a 422 naming the field, the year
// plan defaulting to the farm's fiscal year, actual against plan per line, copying to the next period, the 90
// percent warning raised once and delivered once to members who may see finances, and the farm's walls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { activityLog } from '@/server/db/schema/activity';
import { budgetLines, farmFinancialSettings } from '@/server/db/schema/finances';
import { domainEvents } from '@/server/db/schema/inventory';
import { notifications } from '@/server/db/schema/notifications';
import { userSettings } from '@/server/db/schema/user-settings';
import { createTestApp, type TestApp } from '@/server/test/app';
import {
  addMember,
  client,
  createTestFarm,
  type TestFarm,
} from '@/server/modules/inventory/inventory-fixtures';
import { seedCrop, seedField } from '@/server/modules/crops/test-support';
import { BUDGET_MESSAGES } from './budget-messages';
import { notificationJobs } from '@/server/modules/housekeeping/jobs';
import { dispatchBudgetWarnings } from './budget-warning-dispatcher';
import { checkBudgetWarnings, passesWarningShare } from './budget-warnings';
import { fiscalYearOf, nextPeriod } from './budget-period';

const SEEDS = '00000000-0000-4000-8000-0000000000e1';
const FERTILIZER = '00000000-0000-4000-8000-0000000000e2';
const LABOUR = '00000000-0000-4000-8000-0000000000e6';

let t: TestApp;
let farm: TestFarm;
let other: TestFarm;
let owner: ReturnType<typeof client>;
let cropId: string;

beforeAll(async () => {
  t = await createTestApp();
  farm = await createTestFarm(t);
  other = await createTestFarm(t, { name: 'Other Farm' });
  owner = client(t, farm.token);
  const fieldId = await seedField(t.db, farm.farmId);
  cropId = (await seedCrop(t.db, { ...farm, fieldId }, { name: 'Maize' })).id;
});
afterAll(() => t.close());

const url = (rest = '', farmId = farm.farmId) => `/api/farms/${farmId}${rest}`;
const patch = (path: string, payload: object, token = farm.token) =>
  t.app.inject({ method: 'PATCH', url: path, headers: { authorization: `Bearer ${token}` }, payload });
const plan = (over: Record<string, unknown> = {}) => ({
  name: 'Long rains 2026',
  period: 'season',
  starts_on: '2026-03-01',
  ends_on: '2026-07-31',
  lines: [
    { kind: 'expense_category', category_id: FERTILIZER, amount_minor: 5_000_000 },
    { kind: 'crop', crop_id: cropId, amount_minor: 8_000_000 },
    { kind: 'income', amount_minor: 20_000_000 },
  ],
  ...over,
});
async function createPlan(over: Record<string, unknown> = {}) {
  const res = await owner.post(url('/budgets'), plan(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; lines: { id: string; kind: string }[] };
}
async function spend(over: Record<string, unknown>, farmId = farm.farmId, token = farm.token) {
  const res = await client(t, token).post(url('/expenses', farmId), {
    category_id: FERTILIZER,
    description: 'CAN top dressing',
    amount_minor: 1_000_000,
    spent_on: '2026-04-10',
    payment_method: 'cash',
    ...over,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as {
    id: string;
    category: { id: string };
    crop: { id: string } | null;
    spent_on: string;
  };
}

describe('periods', () => {
  it('finds the fiscal year around a day and the period after a plan', () => {
    expect(fiscalYearOf('2026-11-24', 1)).toEqual({ startsOn: '2026-01-01', endsOn: '2026-12-31' });
    expect(fiscalYearOf('2026-03-10', 7)).toEqual({ startsOn: '2025-07-01', endsOn: '2026-06-30' });
    expect(fiscalYearOf('2026-07-01', 7)).toEqual({ startsOn: '2026-07-01', endsOn: '2027-06-30' });
    expect(nextPeriod('year', '2027-07-01', '2028-06-30')).toEqual({
      startsOn: '2028-07-01',
      endsOn: '2029-06-30',
    });
    expect(nextPeriod('season', '2026-03-10', '2026-03-19')).toEqual({
      startsOn: '2026-03-20',
      endsOn: '2026-03-29',
    });
    expect(nextPeriod('season', '2026-03-01', '2026-07-31')).toEqual({
      startsOn: '2026-08-01',
      endsOn: '2026-12-31',
    });
    expect([
      passesWarningShare(89, 100),
      passesWarningShare(90, 100),
      passesWarningShare(4_500_000, 5_000_000),
    ]).toEqual([false, true, true]);
  });
});

describe('plans', () => {
  it('creates a plan and answers actual against plan per line', async () => {
    const f = await createTestFarm(t, { name: 'Actuals Farm' });
    const fieldId = await seedField(t.db, f.farmId);
    const maize = (await seedCrop(t.db, { ...f, fieldId }, { name: 'Maize' })).id;
    const c = client(t, f.token);
    const made = await c.post(url('/budgets', f.farmId), {
      ...plan(),
      lines: [
        { kind: 'expense_category', category_id: FERTILIZER, amount_minor: 1_000_000 },
        { kind: 'expense_category', category_id: LABOUR, amount_minor: 500_000 },
        { kind: 'crop', crop_id: maize, amount_minor: 2_000_000 },
        { kind: 'income', amount_minor: 3_000_000 },
      ],
    });
    expect(made.statusCode, made.body).toBe(201);
    // In the period: 1,200,000 fertilizer (600,000 of it on maize), 200,000 labour; outside it, ignored.
    await spend({ amount_minor: 600_000, crop_id: maize }, f.farmId, f.token);
    await spend({ amount_minor: 600_000, spent_on: '2026-07-31' }, f.farmId, f.token);
    await spend({ category_id: LABOUR, amount_minor: 200_000, crop_id: maize }, f.farmId, f.token);
    await spend({ amount_minor: 999_999, spent_on: '2026-02-28' }, f.farmId, f.token);
    const p = await c.post(url('/contributors', f.farmId), { name: 'Owner', kind: 'owner' });
    await c.post(url(`/contributors/${p.json().data.id}/contributions`, f.farmId), {
      kind: 'contribution',
      amount_minor: 750_000,
      occurred_on: '2026-05-01',
      payment_method: 'cash',
    });
    const res = await c.get(url(`/budgets/${made.json().data.id}`, f.farmId));
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    const line = (kind: string, id?: string) =>
      data.lines.find((l: { kind: string; category_id: string; crop_id: string }) =>
        kind === 'income' ? l.kind === kind : l.category_id === id || l.crop_id === id,
      );
    expect(line('expense_category', FERTILIZER)).toMatchObject({
      subject_name: 'Fertilizer',
      actual_minor: 1_200_000,
      used_share: 1.2,
      over_budget: true,
    });
    expect(line('expense_category', LABOUR)).toMatchObject({
      actual_minor: 200_000,
      used_share: 0.4,
      over_budget: false,
    });
    expect(line('crop', maize)).toMatchObject({
      subject_name: 'Maize',
      actual_minor: 800_000,
      over_budget: false,
    });
    expect(line('income')).toMatchObject({ actual_minor: 750_000, over_budget: false });
    expect(data).toMatchObject({
      planned_expense_minor: 1_500_000,
      planned_income_minor: 3_000_000,
      actual_expense_minor: 1_400_000,
      actual_income_minor: 750_000,
      currency: 'KES',
    });
    const list = (await c.get(url('/budgets', f.farmId))).json().data;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ name: 'Long rains 2026', lines_count: 4 });
  });

  it('defaults a year plan to the farm’s fiscal year', async () => {
    await t.db.insert(farmFinancialSettings).values({ farmId: farm.farmId, fiscalYearStartMonth: 7 });
    const res = await owner.post(url('/budgets'), { name: 'FY plan', period: 'year', lines: [] });
    expect(res.statusCode, res.body).toBe(201);
    const { starts_on, ends_on } = res.json().data;
    expect(starts_on.slice(5)).toBe('07-01');
    expect(ends_on.slice(5)).toBe('06-30');
    expect(Number(ends_on.slice(0, 4)) - Number(starts_on.slice(0, 4))).toBe(1);
    await t.db.delete(farmFinancialSettings).where(eq(farmFinancialSettings.farmId, farm.farmId));
  });

  it('refuses bad plans with what to fix', async () => {
    const otherCategory = (
      await client(t, other.token).post(url('/expense-categories', other.farmId), { name: 'Theirs' })
    ).json().data.id;
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'name'],
      [{ period: 'month' }, 'period'],
      [{ starts_on: '2026-02-30' }, 'starts_on'],
      [{ ends_on: '2026-02-01' }, 'ends_on'],
      [{ starts_on: undefined }, 'starts_on'],
      [{ lines: [{ kind: 'expense_category', amount_minor: 100 }] }, 'category_id'],
      [{ lines: [{ kind: 'crop', amount_minor: 100 }] }, 'crop_id'],
      [{ lines: [{ kind: 'income', amount_minor: 0 }] }, 'amount_minor'],
      [{ lines: [{ kind: 'tithe', amount_minor: 10 }] }, 'kind'],
      [
        { lines: [{ kind: 'expense_category', category_id: otherCategory, amount_minor: 100 }] },
        'lines.0.category_id',
      ],
      [{ lines: [{ kind: 'crop', crop_id: SEEDS, amount_minor: 100 }] }, 'lines.0.crop_id'],
      [
        {
          lines: [
            { kind: 'expense_category', category_id: SEEDS, amount_minor: 100 },
            { kind: 'expense_category', category_id: SEEDS, amount_minor: 200 },
          ],
        },
        'lines.1.category_id',
      ],
    ];
    for (const [over, field] of cases) {
      const res = await owner.post(url('/budgets'), plan(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(422);
      expect(Object.keys(res.json().errors ?? {}).join(), JSON.stringify(over)).toContain(field);
    }
    const repeated = await owner.post(
      url('/budgets'),
      plan({
        lines: [
          { kind: 'income', amount_minor: 1 },
          { kind: 'income', amount_minor: 2 },
        ],
      }),
    );
    expect(repeated.json().message).toBe(BUDGET_MESSAGES.lineRepeated);
    const made = await createPlan({ name: 'To patch' });
    expect((await patch(url(`/budgets/${made.id}`), { ends_on: '2026-01-01' })).statusCode).toBe(422);
    // A season keeps its dates when only the period is given; a season turned into a year takes the fiscal year.
    const kept = await patch(url(`/budgets/${made.id}`), { period: 'season', name: 'Still a season' });
    expect(kept.json().data).toMatchObject({ starts_on: '2026-03-01', ends_on: '2026-07-31' });
    const year = await patch(url(`/budgets/${made.id}`), { period: 'year' });
    expect(year.statusCode, year.body).toBe(200);
    expect(year.json().data.starts_on.slice(5)).toBe('01-01');
  });

  it('changes, copies to the next period and deletes a plan', async () => {
    const made = await createPlan({
      name: 'Short rains 2026',
      starts_on: '2026-10-01',
      ends_on: '2026-12-31',
    });
    const changed = await patch(url(`/budgets/${made.id}`), {
      notes: 'Agreed with the chama',
      lines: [{ kind: 'expense_category', category_id: SEEDS, amount_minor: 900_000 }],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ notes: 'Agreed with the chama', lines_count: 1 });
    const copied = await owner.post(url(`/budgets/${made.id}/copy`));
    expect(copied.statusCode, copied.body).toBe(201);
    expect(copied.json()).toMatchObject({
      message: BUDGET_MESSAGES.copied,
      data: {
        name: 'Short rains 2027',
        starts_on: '2027-01-01',
        ends_on: '2027-03-31',
      },
    });
    expect(copied.json().data.lines).toMatchObject([
      { category_id: SEEDS, amount_minor: 900_000, warned: false },
    ]);
    expect((await owner.delete(url(`/budgets/${made.id}`))).statusCode).toBe(200);
    expect((await owner.get(url(`/budgets/${made.id}`))).statusCode).toBe(404);
    const log = await t.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.recordType, 'budget_plan'), eq(activityLog.recordId, made.id)));
    expect(log.map((l) => l.action).sort()).toEqual(['create', 'delete', 'edit']);
  });
});

describe('the 90 percent warning', () => {
  it('warns once a line, and reaches members who may see finances but not a worker', async () => {
    const f = await createTestFarm(t, { name: 'Warning Farm' });
    const viewer = await addMember(t, f.farmId, 'viewer');
    await t.db.insert(userSettings).values({ userId: viewer.user.id, settings: { language: 'sw' } });
    const worker = await addMember(t, f.farmId, 'worker');
    const c = client(t, f.token);
    const made = await c.post(url('/budgets', f.farmId), {
      ...plan(),
      lines: [{ kind: 'expense_category', category_id: FERTILIZER, amount_minor: 5_000_000 }],
    });
    const lineId = made.json().data.lines[0].id as string;
    // Each expense write checks the budgets in its transaction (the expenses module calls checkBudgetWarnings).
    // 80%: nothing yet.
    await spend({ amount_minor: 4_000_000 }, f.farmId, f.token);
    expect(await t.db.select().from(domainEvents).where(eq(domainEvents.subjectId, lineId))).toHaveLength(0);
    // 92%, then 110%: one event.
    await spend({ amount_minor: 600_000 }, f.farmId, f.token);
    const last = await spend({ amount_minor: 900_000 }, f.farmId, f.token);
    // Checking again changes nothing: the line has warned.
    const again = await t.db.transaction((tx) =>
      checkBudgetWarnings(tx, f.farmId, {
        categoryId: last.category.id,
        cropId: null,
        spentOn: last.spent_on,
      }),
    );
    expect(again).toBe(0);
    const events = await t.db.select().from(domainEvents).where(eq(domainEvents.subjectId, lineId));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: 'finance.budget_warning',
      dedupeKey: `budget_warning:${lineId}`,
    });
    const [line] = await t.db.select().from(budgetLines).where(eq(budgetLines.id, lineId));
    expect(line!.warnedAt).not.toBeNull();

    const service = t.app.notifications.service;
    // The scheduler's job, run twice (and a dispatch racing it): one notification each.
    const job = notificationJobs({ service, log: t.app.log }).find((j) => j.name === 'budgets.warnings')!;
    await Promise.all([job.run('2026-04-10'), dispatchBudgetWarnings(service, { farmId: f.farmId })]);
    await job.run('2026-04-10');
    const sent = await t.db.select().from(notifications).where(eq(notifications.farmId, f.farmId));
    const warnings = sent.filter((n) => n.metadata.event_type === 'finance.budget_warning');
    expect(warnings.map((n) => n.userId).sort()).toEqual([f.userId, viewer.user.id].sort());
    expect(warnings.some((n) => n.userId === worker.user.id)).toBe(false);
    // Each reader in their own language.
    const theirs = warnings.find((n) => n.userId === viewer.user.id)!;
    expect(theirs.message).toMatch(
      /^Onyo la bajeti: Fertilizer imetumia 92% ya KES\s?50,000\.00 katika Long rains 2026$/,
    );
    const mine = warnings.find((n) => n.userId === f.userId)!;
    expect(mine).toMatchObject({
      type: 'system',
      severity: 'warning',
      actionUrl: '/farmer/finances/plans',
      title: 'Budget warning: Fertilizer',
    });
    expect(mine.message).toMatch(
      /^Budget warning: Fertilizer has used 92% of KES\s?50,000\.00 in Long rains 2026$/,
    );
  });

  it('warns for a crop line, and never for a day outside the plan', async () => {
    const made = await createPlan({
      name: 'Crop watch',
      lines: [{ kind: 'crop', crop_id: cropId, amount_minor: 1_000_000 }],
    });
    const outside = await spend({
      category_id: LABOUR,
      amount_minor: 950_000,
      crop_id: cropId,
      spent_on: '2026-08-01',
    });
    const warned = async () => (await owner.get(url(`/budgets/${made.id}`))).json().data.lines[0].warned;
    expect(outside.spent_on).toBe('2026-08-01');
    expect(await warned()).toBe(false);
    await spend({ category_id: LABOUR, amount_minor: 950_000, crop_id: cropId });
    expect((await owner.get(url(`/budgets/${made.id}`))).json().data.lines[0].warned).toBe(true);
  });
});

describe('the farm’s walls', () => {
  it('answers 404 for another farm’s plan and 403 to a role without the permission', async () => {
    const made = await createPlan({ name: 'Walled plan' });
    const them = client(t, other.token);
    expect((await them.get(url(`/budgets/${made.id}`, other.farmId))).statusCode).toBe(404);
    expect(
      (await patch(url(`/budgets/${made.id}`, other.farmId), { notes: 'x' }, other.token)).statusCode,
    ).toBe(404);
    expect((await them.post(url(`/budgets/${made.id}/copy`, other.farmId))).statusCode).toBe(404);
    expect((await them.delete(url(`/budgets/${made.id}`, other.farmId))).statusCode).toBe(404);
    expect((await owner.get(url('/budgets/nope'))).statusCode).toBe(404);
    const worker = await addMember(t, farm.farmId, 'worker');
    expect((await client(t, worker.token).get(url('/budgets'))).statusCode).toBe(403);
    const viewer = await addMember(t, farm.farmId, 'viewer');
    expect((await client(t, viewer.token).post(url('/budgets'), plan())).statusCode).toBe(403);
  });
});
