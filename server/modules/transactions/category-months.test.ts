// The per-category month rollup (finance_category_months) moves with every cash-book write and removal, in the
// same statement as the day totals: after any mix of them it equals a group-by over the cash book itself.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { contributions, contributors } from '@/server/db/schema/finances';
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
  direction: 'expense',
  source: 'expense',
  amountMinor: 1_000,
  currency: 'KES',
  occurredOn: '2026-03-01',
  description: 'Spent',
  category: 'Seeds',
  createdBy: farm.userId,
  createdAt: new Date(),
  ...over,
});

/** A row to hang entries on so removeCashEntries can take them out (the cash book's link must exist). */
async function contribution() {
  const [person] = await t.db
    .insert(contributors)
    .values({ farmId: farm.farmId, name: `Giver ${Math.random()}`, kind: 'owner' })
    .returning();
  const [row] = await t.db
    .insert(contributions)
    .values({
      farmId: farm.farmId,
      contributorId: person!.id,
      kind: 'withdrawal',
      amountMinor: 1,
      currency: 'KES',
      occurredOn: '2026-03-01',
      paymentMethod: 'cash',
    })
    .returning();
  return row!.id;
}

type Row = { month: string; direction: string; category: string; amount: string; entries: number };
const rowsOf = (result: unknown) =>
  (result as { rows: Row[] }).rows.map((r) => ({
    ...r,
    amount: Number(r.amount),
    entries: Number(r.entries),
  }));

const rollup = async () =>
  rowsOf(
    await t.db.execute(sql`
      select to_char(month, 'YYYY-MM-DD') as month, direction, category, amount_minor::text as amount, entries
      from finance_category_months where farm_id = ${farm.farmId} and entries <> 0
      order by 1, 2, 3`),
  );

const fromBook = async () =>
  rowsOf(
    await t.db.execute(sql`
      select to_char(date_trunc('month', occurred_on), 'YYYY-MM-DD') as month, direction, category,
        sum(abs(amount_minor))::text as amount, count(*)::int as entries
      from finance_transactions where farm_id = ${farm.farmId}
      group by 1, 2, 3 order by 1, 2, 3`),
  );

describe('the category-month rollup', () => {
  it('equals the cash book grouped by month, direction and category after writes and removals', async () => {
    const seedsA = await contribution();
    const seedsB = await contribution();
    await recordCashEntry(t.db, entry({ amountMinor: 2_500, contributionId: seedsA }));
    await recordCashEntry(
      t.db,
      entry({ amountMinor: 700, occurredOn: '2026-03-31', contributionId: seedsB }),
    );
    await recordCashEntry(t.db, entry({ amountMinor: 400, occurredOn: '2026-04-01', category: 'Labour' }));
    await recordCashEntry(
      t.db,
      entry({ direction: 'income', source: 'sale_payment', amountMinor: 9_000, category: 'Sales' }),
    );
    await recordCashEntry(
      t.db,
      entry({ direction: 'expense', source: 'sale_refund', amountMinor: 1_000, category: 'Sales' }),
    );
    // March: Seeds 2,500 + 700 over 2 entries; Labour is April's; Sales in and Sales out apart.
    expect(await rollup()).toEqual([
      { month: '2026-03-01', direction: 'expense', category: 'Sales', amount: 1_000, entries: 1 },
      { month: '2026-03-01', direction: 'expense', category: 'Seeds', amount: 3_200, entries: 2 },
      { month: '2026-03-01', direction: 'income', category: 'Sales', amount: 9_000, entries: 1 },
      { month: '2026-04-01', direction: 'expense', category: 'Labour', amount: 400, entries: 1 },
    ]);
    expect(await rollup()).toEqual(await fromBook());

    await removeCashEntries(t.db, farm.farmId, { contributionId: seedsA });
    // An edit: the old entry out, the new one (another month, another category) in.
    await removeCashEntries(t.db, farm.farmId, { contributionId: seedsB });
    await recordCashEntry(
      t.db,
      entry({ amountMinor: 650, occurredOn: '2026-04-15', category: 'Fertilizer', contributionId: seedsB }),
    );
    expect(await rollup()).toEqual([
      { month: '2026-03-01', direction: 'expense', category: 'Sales', amount: 1_000, entries: 1 },
      { month: '2026-03-01', direction: 'income', category: 'Sales', amount: 9_000, entries: 1 },
      { month: '2026-04-01', direction: 'expense', category: 'Fertilizer', amount: 650, entries: 1 },
      { month: '2026-04-01', direction: 'expense', category: 'Labour', amount: 400, entries: 1 },
    ]);
    expect(await rollup()).toEqual(await fromBook());
  });

  it('leaves an emptied category at zero, not below', async () => {
    const [row] = rowsOf(
      await t.db.execute(sql`
        select to_char(month, 'YYYY-MM-DD') as month, direction, category, amount_minor::text as amount, entries
        from finance_category_months
        where farm_id = ${farm.farmId} and category = 'Seeds' and month = '2026-03-01'`),
    );
    expect(row).toMatchObject({ amount: 0, entries: 0 });
  });
});
