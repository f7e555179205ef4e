// The one way into the farm's cash book (docs/decisions/039): every income and expense entry is written here, in
// the transaction of the write that caused it (a sale's payment, a refund, an expense, a contribution), and the
// day's totals move with it, so the running balance never needs a scan of the whole book. Each entry also keeps
// its day's sum up to it (day_running_minor), so a page's balances never read the rest of their days.
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import type { CashDirection, CashSource } from '@/shared/contracts/money-enums';
import { financeDailyTotals, financeTransactions } from '@/server/db/schema/finances';

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

/**
 * Moves the day's totals and answers the day's net after the move. The upsert takes the day's row lock until the
 * write commits, so the entries of one farm-day are written one after the other: seq order is the order each
 * entry's running sum of its day was taken in.
 */
async function moveDayTotals(db: Database, farmId: string, day: string, change: DayChange): Promise<number> {
  const [row] = await db
    .insert(financeDailyTotals)
    .values({ farmId, day, ...change })
    .onConflictDoUpdate({
      target: [financeDailyTotals.farmId, financeDailyTotals.day],
      set: {
        incomeMinor: sql`${financeDailyTotals.incomeMinor} + ${change.incomeMinor}`,
        expenseMinor: sql`${financeDailyTotals.expenseMinor} + ${change.expenseMinor}`,
        entries: sql`${financeDailyTotals.entries} + ${change.entries}`,
      },
    })
    .returning({ income: financeDailyTotals.incomeMinor, expense: financeDailyTotals.expenseMinor });
  return row!.income - row!.expense;
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
  const dayNet = await moveDayTotals(db, entry.farmId, entry.occurredOn, dayChange(amount, 1));
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
    });
  for (const { day, amount, seq } of removed) {
    await moveDayTotals(db, farmId, day, dayChange(amount, -1));
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
