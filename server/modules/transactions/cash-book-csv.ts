// The cash book as CSV (docs/product/cash-book.md "Export"): the filtered entries newest first with the running
// balance, read in keyset batches so a long book never sits in memory at once. Amounts are decimal figures of the
// currency's major unit (two decimals), the form spreadsheets read.
import { Readable } from 'node:stream';
import { amountText } from '@/shared/money/arithmetic';
import type { Database } from '@/server/db/client';
import { cashBookPage } from './cash-book-page';
import type { CashBookFilter } from './cash-book-filter';

const HEADER = [
  'date',
  'direction',
  'source',
  'category',
  'description',
  'payment_method',
  'reference',
  'amount',
  'currency',
  'balance_after',
];

const cell = (value: string | null) => {
  const text = value ?? '';
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** Newest first, as the book reads on screen, in batches of 100 by the keyset cursor. */
export async function cashBookCsv(db: Database, farm: { id: string; currency: string }, f: CashBookFilter) {
  async function* lines() {
    yield `${HEADER.join(',')}\n`;
    let before: string | undefined;
    for (;;) {
      const page = await cashBookPage(db, farm, { ...f, page: 1, per_page: 100, before }, false);
      for (const e of page.data) {
        yield `${[
          e.occurred_on,
          e.direction,
          e.source,
          e.category,
          e.description,
          e.payment_method,
          e.reference,
          amountText(e.amount_minor),
          e.currency,
          amountText(e.balance_after_minor),
        ]
          .map(cell)
          .join(',')}\n`;
      }
      if (!page.meta.next_cursor) return;
      before = page.meta.next_cursor;
    }
  }
  return Readable.from(lines());
}
