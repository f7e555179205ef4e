// The finance overview against a seeded set computed by hand (docs/product/finance-overview.md): the period's
// income, expenses and profit, by category and by month, the cash position, money owed and overdue invoices, the
// top products; bad periods refused with what to fix; the farm's walls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, saleLines, sales } from '@/server/db/schema/sales';
import { createTestApp, type TestApp } from '@/server/test/app';
import {
  addMember,
  client,
  createTestFarm,
  type TestFarm,
} from '@/server/modules/inventory/inventory-fixtures';
import { recordCashEntry } from '@/server/modules/transactions/cash-book';
import { monthsBetween } from './overview-period';

let t: TestApp;
let farm: TestFarm;
let other: TestFarm;

const url = (rest = '', farmId = farm.farmId) => `/api/farms/${farmId}${rest}`;

async function cash(day: string, direction: 'income' | 'expense', category: string, amountMinor: number) {
  await recordCashEntry(t.db, {
    farmId: farm.farmId,
    direction,
    source: direction === 'income' ? (category === 'Sales' ? 'sale_payment' : 'contribution') : 'expense',
    amountMinor,
    currency: 'KES',
    occurredOn: day,
    description: `${category} on ${day}`,
    category,
    createdBy: farm.userId,
    createdAt: new Date(),
  });
}

let invoiceNumber = 0;
async function sale(
  status: string,
  soldAt: string,
  totalMinor: number,
  paidMinor: number,
  lines: [string, string, string, number][],
  dueOn?: string,
) {
  const [row] = await t.db
    .insert(sales)
    .values({
      farmId: farm.farmId,
      status,
      currency: 'KES',
      subtotalMinor: totalMinor,
      totalMinor,
      paidMinor,
      soldAt: new Date(soldAt),
    })
    .returning();
  await t.db.insert(saleLines).values(
    lines.map(([description, quantity, unit, total], position) => ({
      saleId: row!.id,
      farmId: farm.farmId,
      position,
      description,
      unit,
      quantity,
      unitPriceMinor: total,
      netMinor: total,
      totalMinor: total,
    })),
  );
  if (dueOn) {
    invoiceNumber += 1;
    await t.db.insert(invoices).values({
      farmId: farm.farmId,
      saleId: row!.id,
      number: invoiceNumber,
      numberText: `INV-${invoiceNumber}`,
      issuer: {},
      buyer: {},
      issuedOn: '2026-01-01',
      dueOn,
    });
  }
}

beforeAll(async () => {
  t = await createTestApp();
  farm = await createTestFarm(t, { name: 'Overview Farm' });
  other = await createTestFarm(t, { name: 'Other Farm' });
  await cash('2025-12-20', 'income', 'Sales', 100_000);
  await cash('2026-01-05', 'income', 'Sales', 500_000);
  await cash('2026-01-20', 'expense', 'Fertilizer', 200_000);
  await cash('2026-02-10', 'income', 'Contributions', 1_000_000);
  await cash('2026-03-15', 'expense', 'Labour', 300_000);
  await cash('2026-03-15', 'expense', 'Fertilizer', 50_000);
  await cash('2026-04-02', 'income', 'Sales', 999);
  await sale('unpaid', '2026-02-01T08:00:00Z', 400_000, 0, [['Tomatoes', '10', 'kg', 400_000]], '2026-02-15');
  await sale(
    'part_paid',
    '2026-02-20T08:00:00Z',
    300_000,
    100_000,
    [
      ['Tomatoes', '5.5', 'kg', 150_000],
      ['Eggs', '2', 'tray', 150_000],
    ],
    '2099-01-01',
  );
  await sale(
    'paid',
    '2026-03-01T08:00:00Z',
    900_000,
    900_000,
    [['Milk', '100', 'litre', 900_000]],
    '2026-03-10',
  );
  await sale('refunded', '2026-03-02T08:00:00Z', 5_000_000, 0, [['Goat', '1', 'head', 5_000_000]]);
  // 23:30 on 31 March in Nairobi is 1 April there: outside the period.
  await sale('paid', '2026-03-31T21:30:00Z', 10_000_000, 10_000_000, [['Maize', '10', 'bag', 10_000_000]]);
});
afterAll(() => t.close());

describe('finance overview', () => {
  it('answers the period’s figures as computed by hand', async () => {
    const res = await client(t, farm.token).get(url('/finance-overview?from=2026-01-01&to=2026-03-31'));
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      from: '2026-01-01',
      to: '2026-03-31',
      currency: 'KES',
      income_minor: 1_500_000,
      expense_minor: 550_000,
      profit_minor: 950_000,
      cash_position_minor: 1_050_000,
      owed: { amount_minor: 600_000, sales: 2, overdue_invoices: 1 },
    });
    expect(data.income_by_category).toEqual([
      { category: 'Contributions', amount_minor: 1_000_000 },
      { category: 'Sales', amount_minor: 500_000 },
    ]);
    expect(data.expense_by_category).toEqual([
      { category: 'Labour', amount_minor: 300_000 },
      { category: 'Fertilizer', amount_minor: 250_000 },
    ]);
    expect(data.monthly).toEqual([
      { month: '2026-01', income_minor: 500_000, expense_minor: 200_000, net_minor: 300_000 },
      { month: '2026-02', income_minor: 1_000_000, expense_minor: 0, net_minor: 1_000_000 },
      { month: '2026-03', income_minor: 0, expense_minor: 350_000, net_minor: -350_000 },
    ]);
    expect(data.top_products).toEqual([
      { item_id: null, name: 'Milk', quantity: '100', unit: 'litre', total_minor: 900_000 },
      { item_id: null, name: 'Tomatoes', quantity: '15.5', unit: 'kg', total_minor: 550_000 },
      { item_id: null, name: 'Eggs', quantity: '2', unit: 'tray', total_minor: 150_000 },
    ]);
  });

  it('defaults to the fiscal year to date, every month present', async () => {
    const res = await client(t, farm.token).get(url('/finance-overview'));
    expect(res.statusCode).toBe(200);
    const { from, to, monthly } = res.json().data;
    expect(from).toBe(`${to.slice(0, 4)}-01-01`);
    expect(monthly).toHaveLength(Number(to.slice(5, 7)));
    expect(monthsBetween('2025-11-15', '2026-02-01')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
  });

  it('refuses a bad period with what to fix', async () => {
    const c = client(t, farm.token);
    const bad = await c.get(url('/finance-overview?from=2026-13-01'));
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toContain('from');
    const order = await c.get(url('/finance-overview?from=2026-05-01&to=2026-04-01'));
    expect(order.statusCode).toBe(422);
    expect(order.json().errors.to).toEqual(['The from date must be on or before the to date.']);
    // Only a `to` before the fiscal year's start is fine: the period is that earlier year.
    expect((await c.get(url('/finance-overview?to=2025-06-30'))).json().data.from).toBe('2025-01-01');
  });

  it('answers 404 for another farm and 403 to a role without the permission', async () => {
    expect((await client(t, other.token).get(url('/finance-overview'))).statusCode).toBe(404);
    const worker = await addMember(t, farm.farmId, 'worker');
    expect((await client(t, worker.token).get(url('/finance-overview'))).statusCode).toBe(403);
    const viewer = await addMember(t, farm.farmId, 'viewer');
    expect((await client(t, viewer.token).get(url('/finance-overview'))).statusCode).toBe(200);
  });
});
