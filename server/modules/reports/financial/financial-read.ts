// The financial report's reads (docs/product/reports.md "Financial report"). Nothing here scans the cash book over
// the period: month totals and balances come from `finance_daily_totals`, the split by category from the
// `finance_category_months` rollup; only the days of a month the period cuts in two are read from the cash book
// itself, through its (farm, day) index: the shorter side of at most two months the period cuts.
import { and, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { financeDailyTotals } from '@/server/db/schema/finances';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const pad = (n: number) => String(n).padStart(2, '0');
/** The last day of the month of `day` (YYYY-MM-DD). */
export function monthEnd(day: string): string {
  const [y, m] = [Number(day.slice(0, 4)), Number(day.slice(5, 7))];
  return `${y}-${pad(m)}-${pad(new Date(Date.UTC(y, m, 0)).getUTCDate())}`;
}
const monthStart = (day: string) => `${day.slice(0, 7)}-01`;
function nextMonthStart(day: string): string {
  const [y, m] = [Number(day.slice(0, 4)), Number(day.slice(5, 7))];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${pad(m + 1)}-01`;
}
function previousMonthStart(day: string): string {
  const [y, m] = [Number(day.slice(0, 4)), Number(day.slice(5, 7))];
  return m === 1 ? `${y - 1}-12-01` : `${y}-${pad(m - 1)}-01`;
}

const dayOf = (day: string) => Number(day.slice(8, 10));
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export interface PeriodParts {
  /** Month ranges (first days, both included) the rollup answers. */
  rollup: { from: string; to: string }[];
  /** Day ranges the cash book answers, added (+1) or taken away (-1). */
  book: { from: string; to: string; sign: 1 | -1 }[];
}

/**
 * How a period splits: its whole months come from the rollup; a month it cuts (at most two) comes from the cash
 * book, reading whichever side of the cut is shorter: the days inside, or the whole month from the rollup less
 * the days outside. "This month" and "this year" end today, so their cut month reads only the days after today,
 * usually none.
 */
export function splitPeriod(from: string, to: string): PeriodParts {
  const startsWhole = from === monthStart(from);
  const endsWhole = to === monthEnd(to);
  const wholeFrom = startsWhole ? monthStart(from) : nextMonthStart(from);
  const wholeTo = endsWhole ? monthStart(to) : previousMonthStart(to);
  const parts: PeriodParts = { rollup: [], book: [] };
  if (wholeFrom <= wholeTo) parts.rollup.push({ from: wholeFrom, to: wholeTo });
  const cut: { from: string; to: string }[] = [];
  if (from.slice(0, 7) === to.slice(0, 7)) {
    if (!(startsWhole && endsWhole)) cut.push({ from, to });
  } else {
    if (!startsWhole) cut.push({ from, to: monthEnd(from) });
    if (!endsWhole) cut.push({ from: monthStart(to), to });
  }
  for (const range of cut) {
    const [first, last] = [monthStart(range.from), monthEnd(range.from)];
    const inside = dayOf(range.to) - dayOf(range.from) + 1;
    if (dayOf(last) - inside < inside) {
      parts.rollup.push({ from: first, to: first });
      if (range.from > first) parts.book.push({ from: first, to: addDays(range.from, -1), sign: -1 });
      if (range.to < last) parts.book.push({ from: addDays(range.to, 1), to: last, sign: -1 });
    } else {
      parts.book.push({ ...range, sign: 1 });
    }
  }
  return parts;
}

const farmList = (farmIds: string[]) =>
  sql.join(
    farmIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

export interface CategoryMonth {
  month: string;
  direction: 'income' | 'expense';
  category: string;
  amount: number;
}

/** Each month's money per direction and category over the period, in one statement. */
export async function categoryMonths(
  db: Database,
  farmIds: string[],
  from: string,
  to: string,
): Promise<CategoryMonth[]> {
  const { rollup, book } = splitPeriod(from, to);
  const parts: SQL[] = [];
  for (const range of rollup) {
    parts.push(sql`
      select month, direction, category, amount_minor as amount from finance_category_months
      where farm_id in (${farmList(farmIds)}) and month >= ${range.from}::date and month <= ${range.to}::date`);
  }
  for (const range of book) {
    parts.push(sql`
      select date_trunc('month', occurred_on::timestamp)::date, direction, category,
        ${range.sign}::int * abs(amount_minor)
      from finance_transactions
      where farm_id in (${farmList(farmIds)})
        and occurred_on >= ${range.from}::date and occurred_on <= ${range.to}::date`);
  }
  const rows = rowsOf<{ month: string; direction: 'income' | 'expense'; category: string; amount: string }>(
    await db.execute(sql`
      select to_char(month, 'YYYY-MM') as month, direction, category, sum(amount)::text as amount
      from (${sql.join(parts, sql` union all `)}) as x (month, direction, category, amount)
      group by 1, 2, 3
      having sum(amount) <> 0`),
  );
  return rows.map((r) => ({ ...r, amount: Number(r.amount) }));
}

/** Money in and out per month of the period. */
export async function monthTotals(db: Database, farmIds: string[], from: string, to: string) {
  const rows = await db
    .select({
      month: sql<string>`to_char(${financeDailyTotals.day}, 'YYYY-MM')`,
      income: sql<string>`sum(${financeDailyTotals.incomeMinor})::text`,
      expense: sql<string>`sum(${financeDailyTotals.expenseMinor})::text`,
    })
    .from(financeDailyTotals)
    .where(
      and(
        inArray(financeDailyTotals.farmId, farmIds),
        gte(financeDailyTotals.day, from),
        lte(financeDailyTotals.day, to),
      ),
    )
    .groupBy(sql`1`);
  return new Map(rows.map((r) => [r.month, { income: Number(r.income), expense: Number(r.expense) }]));
}

/** The cash book's balance at the start of `day`: every entry before it. */
export async function balanceBefore(db: Database, farmIds: string[], day: string): Promise<number> {
  const [row] = await db
    .select({
      balance: sql<string>`coalesce(sum(${financeDailyTotals.incomeMinor} - ${financeDailyTotals.expenseMinor}), 0)::text`,
    })
    .from(financeDailyTotals)
    .where(and(inArray(financeDailyTotals.farmId, farmIds), lt(financeDailyTotals.day, day)));
  return Number(row?.balance ?? 0);
}
