// The figures above the cash book (docs/product/cash-book.md "Summary"): money in, money out and the net of the
// filtered entries, and the farm's balance at the start and end of the period (every entry, whatever the other
// filters). A period alone is answered from the day totals; other filters sum the matching entries. Sums run in
// float8, exact for whole numbers below 2^53 and far quicker than numeric where there are no 128-bit integers.
import { sql } from 'drizzle-orm';
import type { CashBookSummary } from '@/shared/contracts/transactions';
import type { Database } from '@/server/db/client';
import { queryRows } from '@/server/modules/inventory/inventory-sql';
import { onlyPeriod, whereOf, type CashBookFilter } from './cash-book-filter';

interface Sums extends Record<string, unknown> {
  income: number;
  expense: number;
  entries: number;
}

async function balanceUpTo(db: Database, farmId: string, day: string, inclusive: boolean) {
  const [row] = await queryRows<{ balance: number }>(
    db,
    sql`select coalesce(sum((income_minor - expense_minor)::float8), 0) as balance from finance_daily_totals
        where farm_id = ${farmId} and ${inclusive ? sql`day <= ${day}::date` : sql`day < ${day}::date`}`,
  );
  return Number(row!.balance);
}

export async function cashBookSummary(
  db: Database,
  farm: { id: string; currency: string },
  f: CashBookFilter,
): Promise<CashBookSummary> {
  const [sums] = onlyPeriod(f)
    ? await queryRows<Sums>(
        db,
        sql`select coalesce(sum(income_minor::float8), 0) as income, coalesce(sum(expense_minor::float8), 0) as expense,
                   coalesce(sum(entries), 0)::float8 as entries
            from finance_daily_totals
            where farm_id = ${farm.id}
            ${f.from ? sql`and day >= ${f.from}::date` : sql``}
            ${f.to ? sql`and day <= ${f.to}::date` : sql``}`,
      )
    : await queryRows<Sums>(
        db,
        sql`select coalesce(sum(greatest(t.amount_minor, 0)::float8), 0) as income,
                   coalesce(sum(greatest(-t.amount_minor, 0)::float8), 0) as expense,
                   count(*)::float8 as entries
            from finance_transactions t where ${whereOf(farm.id, f)}`,
      );
  const income = Number(sums!.income);
  const expense = Number(sums!.expense);
  const [opening, closing] = await Promise.all([
    f.from ? balanceUpTo(db, farm.id, f.from, false) : Promise.resolve(null),
    f.to ? balanceUpTo(db, farm.id, f.to, true) : balanceUpTo(db, farm.id, '9999-12-31', true),
  ]);
  return {
    currency: farm.currency,
    income_minor: income,
    expense_minor: expense,
    net_minor: income - expense,
    opening_balance_minor: opening,
    closing_balance_minor: closing,
    entries: Number(sums!.entries),
  };
}
