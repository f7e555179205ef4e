import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  contributions,
  contributors,
  financeDailyTotals,
  financeTransactions,
} from '@/server/db/schema/finances';
import { createTestApp, type TestApp } from '@/server/test/app';
import { createTestFarm, type TestFarm } from '@/server/modules/inventory/inventory-fixtures';
import { recordCashEntry, removeCashEntries, type CashEntry } from './cash-book';

let t: TestApp;
let farm: TestFarm;

beforeAll(async () => {
  t = await createTestApp();
  farm = await createTestFarm(t);
});
afterAll(() => t.close());

const entry = (over: Partial<CashEntry>): CashEntry => ({
  farmId: farm.farmId,
  direction: 'income',
  source: 'sale_payment',
  amountMinor: 1_000,
  currency: 'KES',
  occurredOn: '2026-03-01',
  description: 'Receipt 1',
  category: 'Sales',
  createdBy: farm.userId,
  createdAt: new Date(),
  ...over,
});

const day = async (d: string) => {
  const [row] = await t.db
    .select()
    .from(financeDailyTotals)
    .where(and(eq(financeDailyTotals.farmId, farm.farmId), eq(financeDailyTotals.day, d)));
  return row && { income: row.incomeMinor, expense: row.expenseMinor, entries: row.entries };
};

describe('the cash book', () => {
  it('stores money in as positive and money out as negative, and keeps each day total', async () => {
    const income = await recordCashEntry(t.db, entry({ amountMinor: 2_500 }));
    const spent = await recordCashEntry(
      t.db,
      entry({ direction: 'expense', source: 'expense', amountMinor: 700, category: 'Fertilizer' }),
    );
    await recordCashEntry(t.db, entry({ amountMinor: 300, occurredOn: '2026-03-02' }));
    expect(income.amountMinor).toBe(2_500);
    expect(spent.amountMinor).toBe(-700);
    expect(spent.seq).toBeGreaterThan(income.seq);
    expect(await day('2026-03-01')).toEqual({ income: 2_500, expense: 700, entries: 2 });
    expect(await day('2026-03-02')).toEqual({ income: 300, expense: 0, entries: 1 });
  });

  it('refuses an amount that is not a whole positive number of minor units', async () => {
    await expect(recordCashEntry(t.db, entry({ amountMinor: 0 }))).rejects.toThrow('positive');
    await expect(recordCashEntry(t.db, entry({ amountMinor: 1.5 }))).rejects.toThrow('whole');
  });

  it("takes a contribution's entries out and moves the day back", async () => {
    const [person] = await t.db
      .insert(contributors)
      .values({ farmId: farm.farmId, name: 'Mama Wanjiku', kind: 'owner' })
      .returning();
    const [money] = await t.db
      .insert(contributions)
      .values({
        farmId: farm.farmId,
        contributorId: person!.id,
        kind: 'contribution',
        amountMinor: 50_000,
        currency: 'KES',
        occurredOn: '2026-03-05',
        paymentMethod: 'cash',
      })
      .returning();
    await recordCashEntry(
      t.db,
      entry({
        source: 'contribution',
        amountMinor: 50_000,
        occurredOn: '2026-03-05',
        contributionId: money!.id,
      }),
    );
    expect(await day('2026-03-05')).toEqual({ income: 50_000, expense: 0, entries: 1 });
    expect(await removeCashEntries(t.db, farm.farmId, { contributionId: money!.id })).toBe(1);
    expect(await day('2026-03-05')).toEqual({ income: 0, expense: 0, entries: 0 });
    const left = await t.db
      .select()
      .from(financeTransactions)
      .where(eq(financeTransactions.contributionId, money!.id));
    expect(left).toEqual([]);
  });
});
