// The farm's cash book (docs/product/cash-book.md, docs/decisions/039): every income and expense, newest first,
// each with the farm's balance right after it. Amounts are signed minor units: money in positive, out negative.
import { z } from 'zod';
import { CASH_DIRECTIONS, CASH_SOURCES, PAYMENT_METHODS } from './money-enums';
import { isoDate, numberFrom } from './common';

export const CASH_BOOK_PAGE_MAX = 100;

/** A keyset position: the day and sequence number of the last entry of the page before, "2026-03-01:123". */
const CURSOR = /^\d{4}-\d{2}-\d{2}:\d{1,18}$/;
export const CURSOR_NOT_VALID = 'The cursor must be the next_cursor of an earlier page.';

const filters = {
  direction: z.enum(CASH_DIRECTIONS, { error: 'Choose income or expense.' }).optional(),
  source: z
    .enum(CASH_SOURCES, {
      error: 'Choose where the entry came from: a sale, a refund, an expense or a contribution.',
    })
    .optional(),
  category: z.string().trim().max(60, 'Use at most 60 characters for the category.').optional(),
  payment_method: z
    .enum(PAYMENT_METHODS, { error: 'Choose a payment method: cash, M-Pesa, bank transfer, card or credit.' })
    .optional(),
  from: isoDate('from date').optional(),
  to: isoDate('to date').optional(),
  q: z.string().trim().max(100, 'Use at most 100 characters for the search.').optional(),
};

const ordered = (v: { from?: string; to?: string }) => !v.from || !v.to || v.from <= v.to;
const ORDER_ERROR = { error: 'The from date must be on or before the to date.', path: ['to'] };

export const CashBookFilterSchema = z.object(filters).refine(ordered, ORDER_ERROR);
export type CashBookFilter = z.input<typeof CashBookFilterSchema>;

export const CashBookQuerySchema = z
  .object({
    ...filters,
    page: numberFrom(
      z
        .number({ error: 'Enter the page as a whole number.' })
        .int('Enter the page as a whole number.')
        .min(1, 'The page starts at 1.'),
    ).default(1),
    per_page: numberFrom(
      z
        .number({ error: 'Enter the rows a page as a whole number.' })
        .int('Enter the rows a page as a whole number.')
        .min(1, 'Ask for at least 1 row a page.')
        .max(CASH_BOOK_PAGE_MAX, 'Ask for at most 100 rows a page.'),
    ).default(25),
    /** Deep pages: the next_cursor of the page before; `page` is then ignored. */
    before: z.string().regex(CURSOR, CURSOR_NOT_VALID).optional(),
  })
  .refine(ordered, ORDER_ERROR);
export type CashBookQuery = z.input<typeof CashBookQuerySchema>;

export const CashEntrySchema = z.object({
  id: z.string(),
  seq: z.number().int(),
  direction: z.enum(CASH_DIRECTIONS),
  source: z.enum(CASH_SOURCES),
  /** Signed: money in positive, money out negative. */
  amount_minor: z.number().int(),
  currency: z.string(),
  occurred_on: z.string(),
  description: z.string(),
  category: z.string(),
  payment_method: z.string().nullable(),
  reference: z.string().nullable(),
  sale_id: z.string().nullable(),
  expense_id: z.string().nullable(),
  contribution_id: z.string().nullable(),
  /** The contributor of a contribution or withdrawal, for the link to their page. */
  contributor_id: z.string().nullable(),
  /** The farm's balance (every entry, not only the filtered ones) right after this entry. */
  balance_after_minor: z.number().int(),
});
export type CashEntry = z.infer<typeof CashEntrySchema>;

export const CashBookPageSchema = z.object({
  data: z.array(CashEntrySchema),
  meta: z.object({
    page: z.number().int(),
    per_page: z.number().int(),
    /**
     * Matching entries when only the period filters (read from the day totals); null with other filters, which
     * the page never counts (the summary's `entries` does), and on keyset pages (`before`).
     */
    total: z.number().int().nullable(),
    /** Pass as `before` for the next page; null on the last page. */
    next_cursor: z.string().nullable(),
    currency: z.string(),
  }),
});
export type CashBookPage = z.infer<typeof CashBookPageSchema>;

export const CashBookSummarySchema = z.object({
  data: z.object({
    currency: z.string(),
    income_minor: z.number().int(),
    /** Money out, as a positive figure. */
    expense_minor: z.number().int(),
    net_minor: z.number().int(),
    /** The farm's balance before `from` (null without it) and after `to` (today's balance without it). */
    opening_balance_minor: z.number().int().nullable(),
    closing_balance_minor: z.number().int(),
    entries: z.number().int(),
  }),
});
export type CashBookSummary = z.infer<typeof CashBookSummarySchema>['data'];
