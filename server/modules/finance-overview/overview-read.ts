// The finance overview of a period (docs/product/finance-overview.md). Sums come from `finance_daily_totals`,
// which every cash-book write keeps, so a farm with a million entries still answers at once; only the split by
// category reads the cash book itself, through its (farm, day) index.
import { and, eq, gte, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { FinanceOverview } from '@/shared/contracts/finance-overview';
import type { Database } from '@/server/db/client';
import { financeDailyTotals, financeTransactions } from '@/server/db/schema/finances';
import { invoices, saleLines, sales } from '@/server/db/schema/sales';
import { monthsBetween } from './overview-period';

export interface OverviewFarm {
  id: string;
  currency: string;
  timezone: string;
}

const TOP_PRODUCTS = 5;
const OWING = ['unpaid', 'part_paid'];

async function dailySums(db: Database, farmId: string, from: string, to: string) {
  const rows = await db
    .select({
      month: sql<string>`to_char(${financeDailyTotals.day}, 'YYYY-MM')`,
      income: sql<string>`sum(${financeDailyTotals.incomeMinor})`,
      expense: sql<string>`sum(${financeDailyTotals.expenseMinor})`,
    })
    .from(financeDailyTotals)
    .where(
      and(
        eq(financeDailyTotals.farmId, farmId),
        gte(financeDailyTotals.day, from),
        lte(financeDailyTotals.day, to),
      ),
    )
    .groupBy(sql`1`);
  return new Map(rows.map((r) => [r.month, { income: Number(r.income), expense: Number(r.expense) }]));
}

async function cashPosition(db: Database, farmId: string, to: string): Promise<number> {
  const [row] = await db
    .select({
      balance: sql<string>`coalesce(sum(${financeDailyTotals.incomeMinor} - ${financeDailyTotals.expenseMinor}), 0)`,
    })
    .from(financeDailyTotals)
    .where(and(eq(financeDailyTotals.farmId, farmId), lte(financeDailyTotals.day, to)));
  return Number(row?.balance ?? 0);
}

async function byCategory(db: Database, farmId: string, from: string, to: string) {
  const rows = await db
    .select({
      direction: financeTransactions.direction,
      category: financeTransactions.category,
      total: sql<string>`sum(abs(${financeTransactions.amountMinor}))`,
    })
    .from(financeTransactions)
    .where(
      and(
        eq(financeTransactions.farmId, farmId),
        gte(financeTransactions.occurredOn, from),
        lte(financeTransactions.occurredOn, to),
      ),
    )
    .groupBy(financeTransactions.direction, financeTransactions.category);
  const list = (direction: string) =>
    rows
      .filter((r) => r.direction === direction)
      .map((r) => ({ category: r.category, amount_minor: Number(r.total) }))
      .sort((a, b) => b.amount_minor - a.amount_minor || a.category.localeCompare(b.category));
  return { income: list('income'), expense: list('expense') };
}

async function owed(db: Database, farmId: string, today: string) {
  const [money] = await db
    .select({
      amount: sql<string>`coalesce(sum(greatest(${sales.totalMinor} - ${sales.paidMinor} + ${sales.refundedMinor}, 0)), 0)`,
      count: sql<number>`count(*)::int`,
    })
    .from(sales)
    .where(and(eq(sales.farmId, farmId), inArray(sales.status, OWING)));
  const [overdue] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(invoices)
    .innerJoin(sales, eq(sales.id, invoices.saleId))
    .where(
      and(
        eq(invoices.farmId, farmId),
        isNull(invoices.voidedAt),
        lt(invoices.dueOn, today),
        inArray(sales.status, OWING),
      ),
    );
  return {
    amount_minor: Number(money?.amount ?? 0),
    sales: Number(money?.count ?? 0),
    overdue_invoices: Number(overdue?.count ?? 0),
  };
}

/** The best-selling lines of the period by money, net of what came back; refunded sales count for nothing. */
async function topProducts(db: Database, farm: OverviewFarm, from: string, to: string) {
  const soldOn = sql`(${sales.soldAt} at time zone ${farm.timezone})::date`;
  const rows = await db
    .select({
      itemId: saleLines.itemId,
      name: sql<string>`min(${saleLines.description})`,
      unit: sql<string | null>`min(${saleLines.unit})`,
      quantity: sql<string>`sum(${saleLines.quantity} - ${saleLines.returnedQuantity})::text`,
      total: sql<string>`sum(${saleLines.totalMinor})`,
    })
    .from(saleLines)
    .innerJoin(sales, eq(sales.id, saleLines.saleId))
    .where(
      and(
        eq(saleLines.farmId, farm.id),
        sql`${sales.status} <> 'refunded'`,
        sql`${soldOn} >= ${from}::date`,
        sql`${soldOn} <= ${to}::date`,
      ),
    )
    .groupBy(sql`coalesce(${saleLines.itemId}::text, lower(${saleLines.description}))`, saleLines.itemId)
    .orderBy(sql`sum(${saleLines.totalMinor}) desc`)
    .limit(TOP_PRODUCTS);
  return rows.map((r) => ({
    item_id: r.itemId,
    name: r.name,
    quantity: trimQuantity(r.quantity),
    unit: r.unit,
    total_minor: Number(r.total),
  }));
}

/** "12.50" → "12.5", "3.00" → "3": quantities read as people write them. */
const trimQuantity = (text: string) => (text.includes('.') ? text.replace(/\.?0+$/, '') : text);

export async function financeOverview(
  db: Database,
  farm: OverviewFarm,
  period: { from: string; to: string; today: string; fiscalYearStartMonth: number },
): Promise<FinanceOverview> {
  const { from, to } = period;
  const [months, position, categories, owing, top] = [
    await dailySums(db, farm.id, from, to),
    await cashPosition(db, farm.id, to),
    await byCategory(db, farm.id, from, to),
    await owed(db, farm.id, period.today),
    await topProducts(db, farm, from, to),
  ];
  const monthly = monthsBetween(from, to).map((month) => {
    const m = months.get(month) ?? { income: 0, expense: 0 };
    return { month, income_minor: m.income, expense_minor: m.expense, net_minor: m.income - m.expense };
  });
  const income = monthly.reduce((s, m) => s + m.income_minor, 0);
  const expense = monthly.reduce((s, m) => s + m.expense_minor, 0);
  return {
    from,
    to,
    currency: farm.currency,
    fiscal_year_start_month: period.fiscalYearStartMonth,
    income_minor: income,
    expense_minor: expense,
    profit_minor: income - expense,
    income_by_category: categories.income,
    expense_by_category: categories.expense,
    monthly,
    cash_position_minor: position,
    owed: owing,
    top_products: top,
  };
}
