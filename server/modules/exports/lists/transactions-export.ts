// The cash book as a file (docs/product/reports.md "Files (CSV, Excel, PDF)"), newest first as it reads on
// screen, with the cash book's own filters (cash-book-filter.ts, so the file holds exactly the entries the
// screen lists). Money in is positive, money out negative. The row count of a period-only filter comes from the
// day totals, never a count of the book.
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { CashBookFilterSchema } from '@/shared/contracts/transactions';
import { onlyPeriod, whereOf } from '@/server/modules/transactions/cash-book-filter';
import { codeLabel } from '../i18n';
import { countOf, defineListExport, keysetRows, listDocument, PAGE_ROWS } from '../list-export';

type Query = z.output<typeof CashBookFilterSchema>;

interface Row extends Record<string, unknown> {
  occurred_on: string;
  seq: number;
  direction: string;
  category: string;
  description: string;
  payment_method: string | null;
  amount_minor: number;
  reference: string | null;
}

export const transactionsExport = defineListExport({
  list: 'transactions',
  permission: 'finances.view',
  query: CashBookFilterSchema,
  async document(c, q: Query) {
    const farmId = c.farm.id;
    const rowCount = onlyPeriod(q)
      ? await countOf(
          c.db,
          sql`select coalesce(sum(entries), 0) as n from finance_daily_totals where farm_id = ${farmId}
              ${q.from ? sql`and day >= ${q.from}::date` : sql``} ${q.to ? sql`and day <= ${q.to}::date` : sql``}`,
        )
      : await countOf(
          c.db,
          sql`select count(*) as n from finance_transactions t where ${whereOf(farmId, q)}`,
        );
    const rows = keysetRows<Row>(
      c.db,
      (last) => sql`
        select t.occurred_on::text as occurred_on, t.seq::float8 as seq, t.direction, t.category, t.description,
               t.payment_method, t.amount_minor::float8 as amount_minor, t.reference
        from finance_transactions t
        where ${whereOf(farmId, q, last ? [sql`(t.occurred_on, t.seq) < (${last.occurred_on}::date, ${last.seq})`] : [])}
        order by t.occurred_on desc, t.seq desc
        limit ${PAGE_ROWS}`,
      (r) => [
        r.occurred_on,
        codeLabel(c.lang, 'direction', r.direction),
        r.category,
        r.description,
        codeLabel(c.lang, 'method', r.payment_method),
        r.amount_minor,
        r.reference,
      ],
    );
    return listDocument(
      c,
      'transactionsTitle',
      [
        ['date', 'date'],
        ['direction', 'text'],
        ['category', 'text'],
        ['description', 'text'],
        ['method', 'text'],
        ['amount', 'money'],
        ['reference', 'text'],
      ],
      rows,
      rowCount,
    );
  },
});
