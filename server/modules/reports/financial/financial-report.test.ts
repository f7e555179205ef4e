// The financial report against a ledger worked by hand (docs/product/reports.md "Financial report"): expenses
// and a budget through the API, income through the cash book's writer; whole months from the rollup, a period cut
// mid-month from the cash book; the last day in, the day after out; all farms in one currency; the farm's walls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FinancialReportSchema } from '@/shared/contracts/reports-financial';
import { ReportScopeSchema } from '@/shared/contracts/reports';
import type { ExportRows } from '@/server/lib/exports/export-document';
import { createTestApp, type TestApp } from '@/server/test/app';
import {
  addMember,
  client,
  createTestFarm,
  type TestFarm,
} from '@/server/modules/inventory/inventory-fixtures';
import { recordCashEntry } from '@/server/modules/transactions/cash-book';
import { financialDocument } from './financial-report';

const FERTILIZER = '00000000-0000-4000-8000-0000000000e2';
const LABOUR = '00000000-0000-4000-8000-0000000000e6';
const Answer = z.object({ data: z.object({ scope: ReportScopeSchema }).and(FinancialReportSchema) });

let t: TestApp;
let farm: TestFarm;
let second: TestFarm;
let dollars: TestFarm;

async function income(target: TestFarm, day: string, category: string, amountMinor: number) {
  await recordCashEntry(t.db, {
    farmId: target.farmId,
    direction: 'income',
    source: category === 'Sales' ? 'sale_payment' : 'contribution',
    amountMinor,
    currency: 'KES',
    occurredOn: day,
    description: `${category} on ${day}`,
    category,
    createdBy: target.userId,
    createdAt: new Date(),
  });
}

async function spend(day: string, categoryId: string, amountMinor: number) {
  const res = await client(t, farm.token).post(`/api/farms/${farm.farmId}/expenses`, {
    category_id: categoryId,
    description: `Spent on ${day}`,
    amount_minor: amountMinor,
    spent_on: day,
    payment_method: 'cash',
  });
  expect(res.statusCode, res.body).toBe(201);
}

const report = async (query: string, token = farm.token, farmId = farm.farmId) =>
  client(t, token).get(`/api/farms/${farmId}/reports/financial?${query}`);
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
  // Before the period: the opening balance, 100,000 - 30,000 = 70,000.
  await income(farm, '2025-12-20', 'Sales', 100_000);
  await spend('2025-12-28', LABOUR, 30_000);
  await income(farm, '2026-01-01', 'Sales', 500_000);
  await spend('2026-01-15', FERTILIZER, 200_000);
  await income(farm, '2026-02-10', 'Contributions', 1_000_000);
  await spend('2026-02-28', LABOUR, 300_000);
  await spend('2026-03-15', FERTILIZER, 50_000);
  await income(farm, '2026-03-31', 'Sales', 70_000);
  await income(farm, '2026-04-01', 'Sales', 999);
  await income(second, '2026-02-05', 'Sales', 10_000);
  await income(dollars, '2026-02-05', 'Sales', 123);
  const plan = await client(t, farm.token).post(`/api/farms/${farm.farmId}/budgets`, {
    name: 'Year 2026',
    period: 'year',
    starts_on: '2026-01-01',
    ends_on: '2026-12-31',
    lines: [
      { kind: 'expense_category', category_id: FERTILIZER, amount_minor: 500_000 },
      { kind: 'income', amount_minor: 2_000_000 },
    ],
  });
  expect(plan.statusCode, plan.body).toBe(201);
});
afterAll(() => t.close());

const QUARTER = 'period=custom&from=2026-01-01&to=2026-03-31';

describe('the financial report', () => {
  it('adds up profit and loss by month and category, the cash flow and the budget over whole months', async () => {
    const data = await figures(QUARTER);
    expect(data.months).toEqual([
      { month: '2026-01', income_minor: 500_000, expense_minor: 200_000, profit_minor: 300_000 },
      { month: '2026-02', income_minor: 1_000_000, expense_minor: 300_000, profit_minor: 700_000 },
      // 31 March counts, 1 April does not.
      { month: '2026-03', income_minor: 70_000, expense_minor: 50_000, profit_minor: 20_000 },
    ]);
    expect([data.income_minor, data.expense_minor, data.profit_minor]).toEqual([
      1_570_000, 550_000, 1_020_000,
    ]);
    expect(data.income_categories).toEqual([
      { category: 'Contributions', amounts_minor: [0, 1_000_000, 0], total_minor: 1_000_000 },
      { category: 'Sales', amounts_minor: [500_000, 0, 70_000], total_minor: 570_000 },
    ]);
    expect(data.expense_categories).toEqual([
      { category: 'Labour', amounts_minor: [0, 300_000, 0], total_minor: 300_000 },
      { category: 'Fertilizer', amounts_minor: [200_000, 0, 50_000], total_minor: 250_000 },
    ]);
    expect(data.cash_flow).toEqual([
      {
        month: '2026-01',
        opening_minor: 70_000,
        in_minor: 500_000,
        out_minor: 200_000,
        closing_minor: 370_000,
      },
      {
        month: '2026-02',
        opening_minor: 370_000,
        in_minor: 1_000_000,
        out_minor: 300_000,
        closing_minor: 1_070_000,
      },
      {
        month: '2026-03',
        opening_minor: 1_070_000,
        in_minor: 70_000,
        out_minor: 50_000,
        closing_minor: 1_090_000,
      },
    ]);
    // The plan's own dates: Fertilizer 200,000 + 50,000; income through 1 April, 1,570,999 of 2,000,000.
    expect(data.budgets).toHaveLength(1);
    expect(data.budgets[0]).toMatchObject({ plan_name: 'Year 2026', farm_name: 'A Shamba' });
    expect(data.budgets[0]!.lines).toEqual(
      expect.arrayContaining([
        {
          kind: 'expense_category',
          subject: 'Fertilizer',
          planned_minor: 500_000,
          actual_minor: 250_000,
          difference_minor: 250_000,
          used_percent: 50,
        },
        {
          kind: 'income',
          subject: null,
          planned_minor: 2_000_000,
          actual_minor: 1_570_999,
          difference_minor: 429_001,
          used_percent: 78.5,
        },
      ]),
    );
  });

  it('reads the months a period cuts from the cash book, the edge days included', async () => {
    const data = await figures('period=custom&from=2026-01-15&to=2026-03-15');
    expect(data.months.map((m) => [m.month, m.income_minor, m.expense_minor])).toEqual([
      ['2026-01', 0, 200_000],
      ['2026-02', 1_000_000, 300_000],
      ['2026-03', 0, 50_000],
    ]);
    expect(data.income_categories).toEqual([
      { category: 'Contributions', amounts_minor: [0, 1_000_000, 0], total_minor: 1_000_000 },
    ]);
    expect(data.expense_categories).toEqual([
      { category: 'Labour', amounts_minor: [0, 300_000, 0], total_minor: 300_000 },
      { category: 'Fertilizer', amounts_minor: [200_000, 0, 50_000], total_minor: 250_000 },
    ]);
    // Before 15 January: 70,000 + the 500,000 of 1 January.
    expect(data.cash_flow[0]!.opening_minor).toBe(570_000);
    const day = await figures('period=custom&from=2026-01-16&to=2026-03-14');
    expect(day.expense_categories).toEqual([
      { category: 'Labour', amounts_minor: [0, 300_000, 0], total_minor: 300_000 },
    ]);
    const inside = await figures('period=custom&from=2026-03-02&to=2026-03-31');
    expect(inside.income_categories).toEqual([
      { category: 'Sales', amounts_minor: [70_000], total_minor: 70_000 },
    ]);
    expect(inside.expense_categories).toEqual([
      { category: 'Fertilizer', amounts_minor: [50_000], total_minor: 50_000 },
    ]);
  });

  it('adds the farms of the same currency for all farms and names the others', async () => {
    const data = await figures(`${QUARTER}&scope=all`);
    expect(data.scope.farms.map((f) => f.name)).toEqual(['A Shamba', 'B Shamba']);
    expect(data.scope.left_out).toEqual([{ id: dollars.farmId, name: 'C Ranch', currency: 'USD' }]);
    expect(data.months[1]).toEqual({
      month: '2026-02',
      income_minor: 1_010_000,
      expense_minor: 300_000,
      profit_minor: 710_000,
    });
    expect(data.income_categories).toContainEqual({
      category: 'Sales',
      amounts_minor: [500_000, 10_000, 70_000],
      total_minor: 580_000,
    });
    expect(data.income_minor).toBe(1_580_000);
    expect(data.cash_flow.at(-1)!.closing_minor).toBe(1_100_000);
  });

  it('is 404 to a stranger and 403 to a worker; a viewer reads it', async () => {
    expect((await report(QUARTER, dollars.token, second.farmId)).statusCode).toBe(200);
    const stranger = await createTestFarm(t, { name: 'Elsewhere' });
    expect((await report(QUARTER, stranger.token)).statusCode).toBe(404);
    const worker = await addMember(t, farm.farmId, 'worker');
    expect((await report(QUARTER, worker.token)).statusCode).toBe(403);
    const viewer = await addMember(t, farm.farmId, 'viewer');
    expect((await report(QUARTER, viewer.token)).statusCode).toBe(200);
  });

  it('writes the same figures into the file tables', async () => {
    const data = await figures(QUARTER);
    const doc = financialDocument(data, data.scope, 'en');
    expect(doc.title).toBe('Financial report');
    expect(doc.currency).toBe('KES');
    const [pnl, cash, budget] = doc.tables;
    expect(pnl!.columns.map((c) => c.header)).toEqual([
      'Section',
      'Category',
      '2026-01',
      '2026-02',
      '2026-03',
      'Total',
    ]);
    expect(await collect(pnl!.rows)).toEqual([
      ['Income', 'Contributions', 0, 1_000_000, 0, 1_000_000],
      ['Income', 'Sales', 500_000, 0, 70_000, 570_000],
      ['', 'Total income', 500_000, 1_000_000, 70_000, 1_570_000],
      ['Expenses', 'Labour', 0, 300_000, 0, 300_000],
      ['Expenses', 'Fertilizer', 200_000, 0, 50_000, 250_000],
      ['', 'Total expenses', 200_000, 300_000, 50_000, 550_000],
      ['', 'Profit', 300_000, 700_000, 20_000, 1_020_000],
    ]);
    expect(await collect(cash!.rows)).toEqual([
      ['2026-01', 70_000, 500_000, 200_000, 370_000],
      ['2026-02', 370_000, 1_000_000, 300_000, 1_070_000],
      ['2026-03', 1_070_000, 70_000, 50_000, 1_090_000],
    ]);
    expect(await collect(budget!.rows)).toEqual(
      expect.arrayContaining([
        ['Year 2026', 'A Shamba', 'Fertilizer', 500_000, 250_000, 250_000, 50],
        ['Year 2026', 'A Shamba', 'Income', 2_000_000, 1_570_999, 429_001, 78.5],
      ]),
    );
    const sw = financialDocument(data, data.scope, 'sw');
    expect(sw.title).toBe('Ripoti ya fedha');
    // The default categories and income kinds in the file's language; the rest as the farmer named them.
    expect((await collect(sw.tables[0]!.rows)).map((row) => row[1])).toEqual([
      'Michango',
      'Mauzo',
      'Jumla ya mapato',
      'Vibarua',
      'Mbolea',
      'Jumla ya matumizi',
      'Faida',
    ]);
  });

  it('downloads as CSV with the same tables', async () => {
    const res = await client(t, farm.token).get(
      `/api/farms/${farm.farmId}/reports/financial/export?format=csv&${QUARTER}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.body).toContain('Profit and loss');
    expect(res.body).toContain('Total income');
    expect(res.body).toContain('Year 2026');
  });
});
