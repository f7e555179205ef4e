// The one way into the farm's cash book (docs/decisions/039): every income and expense entry is written here, in
// the transaction of the write that caused it (a sale's payment, a refund, an expense, a contribution), and the
// day's totals move with it, so the running balance never needs a scan of the whole book; so does its category's
// month total, which the financial report reads instead of the book. Each entry also keeps its day's sum up to it
// (day_running_minor), so a page's balances never read the rest of their days.
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import type { CashDirection, CashSource } from '@/shared/contracts/money-enums';
import { financeTransactions } from '@/server/db/schema/finances';

export interface CashEntry {
  farmId: string;
  direction: CashDirection;
  source: CashSource;
  /** How much money moved, in minor units, more than zero; the direction gives the sign. */
  amountMinor: number;
  currency: string;
  /** The farm's calendar day it happened, YYYY-MM-DD. */
  occurredOn: string;
  description: string;
  /** The expense category's name, or the income's kind ('Sales', 'Contributions'). */
  category: string;
  paymentMethod?: string | null;
  reference?: string | null;
  saleId?: string | null;
  expenseId?: string | null;
  contributionId?: string | null;
  createdBy: string | null;
  createdAt: Date;
}

type CashRow = typeof financeTransactions.$inferSelect;

const signed = (direction: CashDirection, amountMinor: number) =>
  direction === 'income' ? amountMinor : -amountMinor;

interface DayChange {
  incomeMinor: number;
  expenseMinor: number;
  entries: number;
}

/** The change an entry of signed `amountMinor` makes to its day, written (+1) or taken out (-1). */
const dayChange = (amountMinor: number, times: 1 | -1): DayChange => ({
  incomeMinor: Math.max(amountMinor, 0) * times,
  expenseMinor: Math.max(-amountMinor, 0) * times,
  entries: times,
});

/** Where an entry lands in the rollups: its farm, day, direction and category. */
interface TotalsKey {
  farmId: string;
  day: string;
  direction: string;
  category: string;
}

/**
 * Moves the day's totals and the month's total of the entry's category (finance_category_months, unsigned, for
 * the reports: docs/product/reports.md "Financial report") in ONE statement, so a sale's payment costs no extra
 * round trip, and answers the day's net after the move. The upsert takes the day's row lock until the write
 * commits, so the entries of one farm-day are written one after the other: seq order is the order each entry's
 * running sum of its day was taken in.
 */
async function moveTotals(db: Database, key: TotalsKey, change: DayChange): Promise<number> {
  const amount = change.incomeMinor + change.expenseMinor;
  const result = await db.execute(sql`
    with category_month as (
      insert into finance_category_months as m (farm_id, month, direction, category, amount_minor, entries)
      values (${key.farmId}, date_trunc('month', ${key.day}::timestamp)::date, ${key.direction}, ${key.category},
        ${amount}, ${change.entries})
      on conflict (farm_id, month, direction, category) do update
        set amount_minor = m.amount_minor + excluded.amount_minor, entries = m.entries + excluded.entries
    )
    insert into finance_daily_totals as d (farm_id, day, income_minor, expense_minor, entries)
    values (${key.farmId}, ${key.day}, ${change.incomeMinor}, ${change.expenseMinor}, ${change.entries})
    on conflict (farm_id, day) do update
      set income_minor = d.income_minor + excluded.income_minor,
        expense_minor = d.expense_minor + excluded.expense_minor,
        entries = d.entries + excluded.entries
    returning (d.income_minor - d.expense_minor)::text as net`);
  const [row] = (result as unknown as { rows: { net: string }[] }).rows;
  return Number(row!.net);
}

/** Writes one entry and moves its day's totals; answers the entry. */
export async function recordCashEntry(db: Database, entry: CashEntry): Promise<CashRow> {
  if (!Number.isSafeInteger(entry.amountMinor) || entry.amountMinor <= 0) {
    throw new Error(
      `A cash-book entry moves a whole, positive number of minor units (got ${entry.amountMinor}).`,
    );
  }
  const amount = signed(entry.direction, entry.amountMinor);
  // The day first (its lock orders the day's entries), then the entry with the day's sum up to it.
  const dayNet = await moveTotals(
    db,
    { farmId: entry.farmId, day: entry.occurredOn, direction: entry.direction, category: entry.category },
    dayChange(amount, 1),
  );
  const [row] = await db
    .insert(financeTransactions)
    .values({
      farmId: entry.farmId,
      direction: entry.direction,
      source: entry.source,
      amountMinor: amount,
      dayRunningMinor: dayNet,
      currency: entry.currency,
      occurredOn: entry.occurredOn,
      description: entry.description,
      category: entry.category,
      paymentMethod: entry.paymentMethod ?? null,
      reference: entry.reference ?? null,
      saleId: entry.saleId ?? null,
      expenseId: entry.expenseId ?? null,
      contributionId: entry.contributionId ?? null,
      createdBy: entry.createdBy,
      createdAt: entry.createdAt,
    })
    .returning();
  return row!;
}

/**
 * Takes an expense's or contribution's entries out of the book (the expense or contribution was deleted, or is
 * being rewritten by an edit, which records its new entry after), moving their days' totals back.
 */
export async function removeCashEntries(
  db: Database,
  farmId: string,
  of: { expenseId: string } | { contributionId: string },
): Promise<number> {
  const matches =
    'expenseId' in of
      ? eq(financeTransactions.expenseId, of.expenseId)
      : eq(financeTransactions.contributionId, of.contributionId);
  const removed = await db
    .delete(financeTransactions)
    .where(and(eq(financeTransactions.farmId, farmId), matches))
    .returning({
      day: financeTransactions.occurredOn,
      amount: financeTransactions.amountMinor,
      seq: financeTransactions.seq,
      direction: financeTransactions.direction,
      category: financeTransactions.category,
    });
  for (const { day, amount, seq, direction, category } of removed) {
    await moveTotals(db, { farmId, day, direction, category }, dayChange(amount, -1));
    // The day's later entries no longer count this one in their running sum (under the day's lock, taken above).
    await db
      .update(financeTransactions)
      .set({ dayRunningMinor: sql`${financeTransactions.dayRunningMinor} - ${amount}` })
      .where(
        and(
          eq(financeTransactions.farmId, farmId),
          eq(financeTransactions.occurredOn, day),
          gt(financeTransactions.seq, seq),
        ),
      );
  }
  return removed.length;
}
