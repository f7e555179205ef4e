// A page of the cash book (docs/product/cash-book.md): newest first (day, then the order written), each entry
// with the farm's balance right after it, over ALL entries, not only the filtered ones. That balance is the sum of
// the days before the entry's day (finance_daily_totals) plus the entry's own running sum of its day
// (day_running_minor, kept by cash-book.ts), so a page reads its own rows and the day totals, never the rest of
// the book: it costs the same on the first day and after a million entries. Deep pages use the keyset cursor
// `before` ("<day>:<seq>") instead of an offset.
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type CashBookPage, type CashBookQuerySchema, type CashEntry } from '@/shared/contracts/transactions';
import type { Database } from '@/server/db/client';
import { queryRows } from '@/server/modules/inventory/inventory-sql';
import { onlyPeriod, whereOf } from './cash-book-filter';

type PageQuery = z.output<typeof CashBookQuerySchema>;

interface FoundRow extends Record<string, unknown> {
  id: string;
  occurred_on: string;
  day_running_minor: number;
}

/**
 * Each entry's balance after it: the net of every day before its day, plus its own running sum of its day. Two
 * small reads of the day totals: the sum before the page's first day, and the days the page spans (usually one).
 * Sums run in float8: exact for whole numbers below 2^53 (90 trillion shillings in cents), and far quicker than
 * sum(bigint), which accumulates in numeric where the database has no 128-bit integers (PGlite).
 */
async function withBalances<T extends FoundRow>(db: Database, farmId: string, rows: T[]) {
  if (rows.length === 0) return [];
  const first = rows[rows.length - 1]!.occurred_on;
  const last = rows[0]!.occurred_on;
  const days = await queryRows<{ day: string | null; net: number }>(
    db,
    sql`select null::text as day, coalesce(sum((income_minor - expense_minor)::float8), 0) as net
        from finance_daily_totals where farm_id = ${farmId} and day < ${first}::date
        union all
        select day::text, (income_minor - expense_minor)::float8 from finance_daily_totals
        where farm_id = ${farmId} and day >= ${first}::date and day <= ${last}::date`,
  );
  let running = 0;
  const before = new Map<string, number>();
  for (const row of days.filter((d) => d.day === null)) running += Number(row.net);
  for (const row of days.filter((d) => d.day !== null).sort((a, b) => (a.day! < b.day! ? -1 : 1))) {
    before.set(row.day!, running);
    running += Number(row.net);
  }
  return rows.map((row) => {
    const { day_running_minor: dayRunning, ...entry } = row;
    return { ...entry, balance_after_minor: (before.get(row.occurred_on) ?? 0) + Number(dayRunning) };
  });
}

interface EntryRow extends Record<string, unknown> {
  id: string;
  seq: number;
  direction: CashEntry['direction'];
  source: CashEntry['source'];
  amount_minor: number;
  currency: string;
  occurred_on: string;
  description: string;
  category: string;
  payment_method: string | null;
  reference: string | null;
  sale_id: string | null;
  expense_id: string | null;
  contribution_id: string | null;
  contributor_id: string | null;
  day_running_minor: number;
}

const cursorOf = (row: { occurred_on: string; seq: number }) => `${row.occurred_on}:${row.seq}`;

export async function cashBookPage(
  db: Database,
  farm: { id: string; currency: string },
  q: PageQuery,
  counted = true,
): Promise<CashBookPage> {
  const keyset = q.before
    ? [sql`(t.occurred_on, t.seq) < (${q.before.slice(0, 10)}::date, ${Number(q.before.slice(11))}::bigint)`]
    : [];
  const offset = q.before ? 0 : (q.page - 1) * q.per_page;
  const where = whereOf(farm.id, q, keyset);
  const found = await queryRows<EntryRow>(
    db,
    sql`
    select t.id, t.seq::float8 as seq, t.direction, t.source, t.amount_minor::float8 as amount_minor,
           t.day_running_minor::float8 as day_running_minor, t.currency, t.occurred_on::text as occurred_on,
           t.description, t.category, t.payment_method, t.reference, t.sale_id, t.expense_id, t.contribution_id,
           -- Looked up for the page's rows only, after the limit.
           (select c.contributor_id from contributions c where c.id = t.contribution_id) as contributor_id
    from finance_transactions t
    where ${where}
    order by t.occurred_on desc, t.seq desc
    limit ${q.per_page + 1} offset ${offset}`,
  );
  const rows = await withBalances(db, farm.id, found);
  const more = rows.length > q.per_page;
  const data = rows.slice(0, q.per_page).map((row) => ({ ...row, seq: Number(row.seq) }) as CashEntry);
  // Counted on the first pages; a keyset page is a later page of a count the screen already has.
  const total = counted && !q.before && onlyPeriod(q) ? await countPeriod(db, farm.id, q) : null;
  return {
    data,
    meta: {
      page: q.before ? 0 : q.page,
      per_page: q.per_page,
      total,
      next_cursor: more ? cursorOf(data[data.length - 1]!) : null,
      currency: farm.currency,
    },
  };
}

/**
 * Entries of a period, exact from the day totals. Other filters are not counted here: counting them reads every
 * matching entry, which the page itself never does (the summary answers the count when asked).
 */
async function countPeriod(db: Database, farmId: string, q: PageQuery) {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select coalesce(sum(entries), 0)::float8 as n from finance_daily_totals
        where farm_id = ${farmId}
        ${q.from ? sql`and day >= ${q.from}::date` : sql``}
        ${q.to ? sql`and day <= ${q.to}::date` : sql``}`,
  );
  return Number(row!.n);
}
