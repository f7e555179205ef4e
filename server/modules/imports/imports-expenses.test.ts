// Importing expenses (docs/product/imports.md "Expenses"): each row becomes an expense with its cash-book entry
// through the expenses' own writer; the form's rules name the bad rows and nothing is written while one is bad.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorSchema } from '@/shared/contracts/errors';
import { ImportCommitResponseSchema } from '@/shared/contracts/imports';
import { activityLog } from '@/server/db/schema/activity';
import { expenses, financeTransactions } from '@/server/db/schema/finances';
import { createTestApp, type TestApp } from '@/server/test/app';
import { addMember, createTestFarm } from '@/server/modules/inventory/inventory-fixtures';
import { csvOf, importClient } from './test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-03-10T08:00:00Z'));
});
afterAll(() => t.close());

const HEADER = [
  'Date',
  'Description',
  'Category',
  'Amount',
  'Tax',
  'Payment method',
  'Reference',
  'Supplier',
];

describe('expenses import', () => {
  it('records each row as an expense with its cash-book entry', async () => {
    const farm = await createTestFarm(t);
    const api = importClient(t, farm.token, farm.farmId, 'expenses');
    const file = csvOf([
      HEADER,
      [
        '2026-03-01',
        'Diesel for the tractor',
        'fuel and power',
        '4500',
        '620.69',
        'M-Pesa',
        'QJ4K7L2M9P',
        'Agrovet Nakuru',
      ],
      ['09/03/2026', 'Casual labour, weeding', 'Labour', '1,250.50', '', 'cash', '', ''],
    ]);
    const res = await api.commit({ file });
    expect(res.statusCode, res.body).toBe(201);
    expect(ImportCommitResponseSchema.parse(res.json()).data).toEqual({
      kind: 'expenses',
      created: 2,
      movements: 0,
    });
    const rows = await t.db
      .select()
      .from(expenses)
      .where(eq(expenses.farmId, farm.farmId))
      .orderBy(asc(expenses.spentOn));
    expect(
      rows.map((e) => [
        e.spentOn,
        e.description,
        e.amountMinor,
        e.taxMinor,
        e.paymentMethod,
        e.reference,
        e.supplierId,
      ]),
    ).toEqual([
      ['2026-03-01', 'Diesel for the tractor', 450000, 62069, 'mpesa', 'QJ4K7L2M9P', farm.supplierId],
      ['2026-03-09', 'Casual labour, weeding', 125050, 0, 'cash', null, null],
    ]);
    const book = await t.db
      .select()
      .from(financeTransactions)
      .where(eq(financeTransactions.farmId, farm.farmId))
      .orderBy(asc(financeTransactions.occurredOn));
    expect(book.map((e) => [e.direction, e.source, e.amountMinor, e.category, e.expenseId])).toEqual([
      ['expense', 'expense', -450000, 'Fuel and power', rows[0]!.id],
      ['expense', 'expense', -125050, 'Labour', rows[1]!.id],
    ]);
    const log = await t.db.select().from(activityLog).where(eq(activityLog.farmId, farm.farmId));
    expect(log.map((e) => e.summary).sort()).toEqual([
      'Imported 2 expenses',
      'Recorded the expense Casual labour, weeding',
      'Recorded the expense Diesel for the tractor',
    ]);
  });

  it('names rows dated after today, with an unknown category, a bad amount or method, and records none', async () => {
    const farm = await createTestFarm(t);
    const api = importClient(t, farm.token, farm.farmId, 'expenses');
    const file = csvOf([
      HEADER,
      ['2026-03-02', 'Seed', 'Seeds and seedlings', '1000', '', 'Cash', '', ''],
      ['2026-04-01', 'Feed', 'Animal feed', '300', '', 'Cash', '', ''],
      ['2026-03-02', 'Gift', 'Presents', '300', '', 'Cash', '', ''],
      ['2026-03-02', 'Nothing', 'Labour', '0', '', 'Cash', '', ''],
      ['2026-03-02', 'Shares', 'Labour', '10', '20', 'Cash', '', ''],
      ['2026-03-02', 'Goats', 'Labour', '10', '', 'Barter', '', ''],
    ]);
    const res = await api.commit({ file });
    expect(res.statusCode, res.body).toBe(422);
    expect(ApiErrorSchema.parse(res.json()).errors).toEqual({
      row_3: ['Row 3: The date spent cannot be in the future.'],
      row_4: [
        'Row 4: There is no expense category named Presents on this farm: add it in Expenses first or correct the name.',
      ],
      row_5: ['Row 5: The amount must be more than 0.'],
      row_6: ['Row 6: The tax is part of the amount: it cannot be more than the amount.'],
      row_7: ['Row 7: Choose a payment method: cash, M-Pesa, bank transfer, card or credit.'],
    });
    expect(await t.db.$count(expenses, eq(expenses.farmId, farm.farmId))).toBe(0);
    expect(await t.db.$count(financeTransactions, eq(financeTransactions.farmId, farm.farmId))).toBe(0);
  });

  it('refuses a worker (no finances.create)', async () => {
    const farm = await createTestFarm(t);
    const worker = await addMember(t, farm.farmId, 'worker');
    const file = csvOf([HEADER, ['2026-03-02', 'Seed', 'Labour', '10', '', 'Cash', '', '']]);
    expect((await importClient(t, worker.token, farm.farmId, 'expenses').commit({ file })).statusCode).toBe(
      403,
    );
  });
});
