// A farm's sales (docs/product/sales.md, docs/decisions/039): lines of the farm's products and inputs, payments by
// one or several methods, returns and refunds. Saving a sale takes its quantities out of stock and its payments
// into the cash book in one transaction. The server validates with these schemas and answers with them; the web
// app and the point of sale read the same ones. Amounts are integer minor units (shared/money/arithmetic.ts).
import { z } from 'zod';
import { DecimalStringSchema, isoDate, numberFrom, optionalText, quantityInput } from './common';
import {
  MPESA_CODE_PATTERN,
  PAYMENT_METHODS,
  SALE_CHANNELS,
  SALE_PAYMENT_KINDS,
  SALE_STATUSES,
  type PaymentMethod,
  type SaleStatus,
} from './money-enums';

export const SALE_LINES_MAX = 100;
export const SALE_PAYMENTS_MAX = 5;
export const SALE_PAGE_DEFAULT = 25;
export const SALE_PAGE_MAX = 100;
/** How far ahead of the server's clock a sale's time may be (a tablet's clock runs a little fast). */
export const SALE_FUTURE_MINUTES = 5;
/** How old an offline point-of-sale sale may be when it finally reaches the server. */
export const SALE_MAX_AGE_DAYS = 30;

/** The methods a payment can be made by now; `credit` is not a payment but the unpaid remainder. */
export const SALE_PAYMENT_METHODS = PAYMENT_METHODS.filter(
  (m): m is Exclude<PaymentMethod, 'credit'> => m !== 'credit',
);
export type SalePaymentMethod = (typeof SALE_PAYMENT_METHODS)[number];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const idOf = (what: string) =>
  z.string({ error: `Choose ${what} from the list.` }).regex(UUID, `Choose ${what} from the list.`);
const optionalIdOf = (what: string) =>
  idOf(what)
    .nullish()
    .transform((v) => v ?? null);

/** A whole number of cents, in a range. */
const minorAmount = (label: string, { positive = false } = {}) =>
  numberFrom(
    z
      .number({ error: `Enter the ${label} as a whole number of cents.` })
      .int(`Enter the ${label} as a whole number of cents.`)
      .refine((n) => (positive ? n > 0 : n >= 0), {
        error: positive ? `The ${label} must be more than 0.` : `The ${label} cannot be negative.`,
      })
      .refine((n) => n <= 1e13, { error: `The ${label} is too large.` }),
  );

// -- Inputs -----------------------------------------------------------------------------------------------------

/** One line of a sale: an item (input or product) of this farm, how much, at what price, discount and tax. */
export const SaleLineInput = z.object({
  item_id: idOf('an item of this farm'),
  quantity: quantityInput('quantity', { positive: true }),
  unit_price_minor: minorAmount('unit price'),
  discount_minor: minorAmount('discount').default(0),
  tax_rate_id: optionalIdOf('a tax rate of this farm'),
});
export type SaleLineInput = z.input<typeof SaleLineInput>;

/** An M-Pesa code as typed: trimmed and upper-cased before it is checked and stored. */
const reference = z
  .string({ error: 'Enter the payment reference as text.' })
  .trim()
  .max(60, 'Use at most 60 characters for the payment reference.')
  .nullish()
  .transform((v) => (v ? v : null));

const paymentRules = <
  T extends {
    method: string;
    amount_minor: number;
    tendered_minor?: number | null;
    reference: string | null;
  },
>(
  schema: z.ZodType<T>,
) =>
  schema
    .transform((p) =>
      p.method === 'mpesa' && p.reference ? { ...p, reference: p.reference.toUpperCase() } : p,
    )
    .refine((p) => p.method !== 'mpesa' || (p.reference !== null && MPESA_CODE_PATTERN.test(p.reference)), {
      path: ['reference'],
      error: 'Enter the M-Pesa transaction code: ten letters and digits, like QJK4H7Z2PL.',
    })
    .refine((p) => p.tendered_minor == null || p.method === 'cash', {
      path: ['tendered_minor'],
      error: 'Only a cash payment has an amount handed over.',
    })
    .refine((p) => p.tendered_minor == null || p.tendered_minor >= p.amount_minor, {
      path: ['tendered_minor'],
      error: 'The cash handed over must be at least the amount paid.',
    });

/** A payment made now: a method the farm offers (not credit), an amount and, for M-Pesa, its transaction code. */
export const SalePaymentInput = paymentRules(
  z.object({
    method: z.enum(SALE_PAYMENT_METHODS, {
      error: 'Choose how it was paid: cash, M-Pesa, bank transfer or card.',
    }),
    amount_minor: minorAmount('payment amount', { positive: true }),
    /** Cash only: what was handed over (the receipt shows the change). */
    tendered_minor: minorAmount('cash handed over')
      .nullish()
      .transform((v) => v ?? null),
    reference,
  }),
);
export type SalePaymentInput = z.input<typeof SalePaymentInput>;

/**
 * A sale's time: now, or when an offline point-of-sale sale was made. The contract checks its shape; the server
 * checks its range against its own clock with `soldAtProblem` (the point of sale can call it before queueing).
 */
const soldAt = z
  .string({ error: 'Enter when the sale was made as a date and time.' })
  .refine((text) => /^\d{4}-\d{2}-\d{2}T/.test(text) && !Number.isNaN(Date.parse(text)), {
    error: 'Enter when the sale was made as a date and time (ISO 8601).',
  })
  .optional();

export const SOLD_AT_IN_FUTURE = 'The sale’s time is in the future: check the device’s clock.';
export const SOLD_AT_TOO_OLD = `The sale is more than ${SALE_MAX_AGE_DAYS} days old: record it from the sales page instead.`;

/** Why a sale's time cannot be accepted at `now`, or null when it can. */
export function soldAtProblem(soldAtText: string, now: Date): string | null {
  const at = Date.parse(soldAtText);
  if (at > now.getTime() + SALE_FUTURE_MINUTES * 60_000) return SOLD_AT_IN_FUTURE;
  if (at < now.getTime() - SALE_MAX_AGE_DAYS * 86_400_000) return SOLD_AT_TOO_OLD;
  return null;
}

/** POST /api/farms/{farmId}/sales, with an Idempotency-Key. */
export const SaleCreateInput = z.object({
  /** A customer of this farm; null is a walk-in buyer. */
  customer_id: optionalIdOf('a customer of this farm'),
  /** A walk-in's name, optional. */
  customer_name: optionalText('customer name', 120),
  channel: z.enum(SALE_CHANNELS, { error: 'Choose manual or pos for the channel.' }).default('manual'),
  sold_at: soldAt,
  lines: z
    .array(SaleLineInput, { error: 'Add at least one line to the sale.' })
    .min(1, 'Add at least one line to the sale.')
    .max(SALE_LINES_MAX, `A sale can have at most ${SALE_LINES_MAX} lines.`),
  payments: z
    .array(SalePaymentInput, { error: 'Send the payments as a list.' })
    .max(SALE_PAYMENTS_MAX, `A sale can be paid by at most ${SALE_PAYMENTS_MAX} payments.`)
    .default([]),
  note: optionalText('note', 500),
  /** Issue an invoice for the sale even when it is paid in full. */
  issue_invoice: z.boolean({ error: 'Issue invoice is true or false.' }).default(false),
});
export type SaleCreateInput = z.input<typeof SaleCreateInput>;

/** POST /api/farms/{farmId}/sales/{saleId}/payments, with an Idempotency-Key: a later payment. */
export const SaleAddPaymentInput = SalePaymentInput;
export type SaleAddPaymentInput = z.input<typeof SaleAddPaymentInput>;

export const SaleReturnLineInput = z.object({
  sale_line_id: idOf('a line of this sale'),
  quantity: quantityInput('quantity returned', { positive: true }),
});

/** Money given back: a method (not credit), an amount and, for M-Pesa, the code of the money sent back. */
export const SaleRefundInput = z
  .object({
    method: z.enum(SALE_PAYMENT_METHODS, {
      error: 'Choose how the money was given back: cash, M-Pesa, bank transfer or card.',
    }),
    amount_minor: minorAmount('refund amount', { positive: true }),
    reference,
  })
  .transform((p) =>
    p.method === 'mpesa' && p.reference ? { ...p, reference: p.reference.toUpperCase() } : p,
  )
  .refine((p) => p.method !== 'mpesa' || (p.reference !== null && MPESA_CODE_PATTERN.test(p.reference)), {
    path: ['reference'],
    error: 'Enter the M-Pesa transaction code: ten letters and digits, like QJK4H7Z2PL.',
  });
export type SaleRefundInput = z.input<typeof SaleRefundInput>;

/**
 * POST /api/farms/{farmId}/sales/{saleId}/returns, with an Idempotency-Key: goods brought back (put back into
 * stock) and/or money given back. A refund without goods (a price dispute) is allowed.
 */
export const SaleReturnInput = z
  .object({
    lines: z
      .array(SaleReturnLineInput, { error: 'Send the returned lines as a list.' })
      .max(SALE_LINES_MAX, `A return can have at most ${SALE_LINES_MAX} lines.`)
      .default([]),
    reason: optionalText('reason', 500),
    refund: SaleRefundInput.nullish().transform((v) => v ?? null),
  })
  .refine((r) => r.lines.length > 0 || r.refund !== null, {
    path: ['lines'],
    error: 'Choose what was returned, or enter a refund.',
  })
  .refine((r) => new Set(r.lines.map((l) => l.sale_line_id)).size === r.lines.length, {
    path: ['lines'],
    error: 'Each line of the sale can appear once in a return.',
  });
export type SaleReturnInput = z.input<typeof SaleReturnInput>;

// -- Answers ----------------------------------------------------------------------------------------------------

export const SaleLineSchema = z.object({
  id: z.string(),
  item_id: z.string().nullable(),
  /** The item's name at the time of sale. */
  description: z.string(),
  unit: z.string(),
  quantity: DecimalStringSchema,
  unit_price_minor: z.number().int(),
  discount_minor: z.number().int(),
  tax_name: z.string().nullable(),
  tax_basis_points: z.number().int(),
  tax_inclusive: z.boolean(),
  net_minor: z.number().int(),
  tax_minor: z.number().int(),
  total_minor: z.number().int(),
  returned_quantity: DecimalStringSchema,
});
export type SaleLine = z.infer<typeof SaleLineSchema>;

export const SalePaymentSchema = z.object({
  id: z.string(),
  kind: z.enum(SALE_PAYMENT_KINDS),
  method: z.enum(PAYMENT_METHODS),
  amount_minor: z.number().int(),
  tendered_minor: z.number().int().nullable(),
  reference: z.string().nullable(),
  received_at: z.string(),
});
export type SalePayment = z.infer<typeof SalePaymentSchema>;

const saleFields = {
  id: z.string(),
  receipt_number: z.number().int(),
  farm_id: z.string(),
  customer_id: z.string().nullable(),
  /** The customer's name, or a walk-in's name; null for an unnamed walk-in. */
  customer_name: z.string().nullable(),
  status: z.enum(SALE_STATUSES),
  channel: z.enum(SALE_CHANNELS),
  currency: z.string(),
  subtotal_minor: z.number().int(),
  discount_minor: z.number().int(),
  tax_minor: z.number().int(),
  total_minor: z.number().int(),
  paid_minor: z.number().int(),
  refunded_minor: z.number().int(),
  /** What is still owed: total − paid + refunded, never below 0. */
  balance_minor: z.number().int(),
  note: z.string().nullable(),
  sold_at: z.string(),
  created_at: z.string(),
};

export const SaleSchema = z.object({
  ...saleFields,
  /** Cash handed over beyond the cash paid, summed over the sale's cash payments. */
  change_minor: z.number().int(),
  created_by_name: z.string().nullable(),
  lines: z.array(SaleLineSchema),
  payments: z.array(SalePaymentSchema),
  invoice: z.object({ id: z.string(), number_text: z.string() }).nullable(),
});
export type Sale = z.infer<typeof SaleSchema>;

export const SaleSummarySchema = z.object({
  ...saleFields,
  line_count: z.number().int(),
  /** The lines' item names joined, shortened ("Maize, Beans +2"). */
  items_text: z.string(),
  invoice_number_text: z.string().nullable(),
});
export type SaleSummary = z.infer<typeof SaleSummarySchema>;

// -- The list ---------------------------------------------------------------------------------------------------

/** GET /api/farms/{farmId}/sales. Every filter optional; they combine. `from`/`to` are days of sale, both included. */
export const SaleListQuerySchema = z
  .object({
    status: z
      .enum(SALE_STATUSES, { error: 'Choose a status: paid, part_paid, unpaid or refunded.' })
      .optional(),
    customer_id: idOf('a customer of this farm').optional(),
    channel: z.enum(SALE_CHANNELS, { error: 'Choose manual or pos for the channel.' }).optional(),
    item_id: idOf('an item of this farm').optional(),
    from: isoDate('from date').optional(),
    to: isoDate('to date').optional(),
    /** A receipt number or part of a customer's name. */
    q: z.string().trim().max(100, 'Use at most 100 characters for the search.').optional(),
    page: numberFrom(
      z
        .number({ error: 'Enter the page as a whole number.' })
        .int('Enter the page as a whole number.')
        .min(1, 'The page starts at 1.')
        .max(100_000, 'That page is too far.'),
    ).default(1),
    per_page: numberFrom(
      z
        .number({ error: 'Enter the rows a page as a whole number.' })
        .int('Enter the rows a page as a whole number.')
        .min(1, 'Ask for at least 1 row a page.')
        .max(SALE_PAGE_MAX, `Ask for at most ${SALE_PAGE_MAX} rows a page.`),
    ).default(SALE_PAGE_DEFAULT),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ['to'],
    error: 'The to date must be on or after the from date.',
  });
export type SaleListQuery = z.input<typeof SaleListQuerySchema>;

export const SaleListTotalsSchema = z.object({
  total_minor: z.number().int(),
  paid_minor: z.number().int(),
  balance_minor: z.number().int(),
});
export const SalePageSchema = z.object({
  data: z.array(SaleSummarySchema),
  meta: z.object({ total: z.number().int(), page: z.number().int(), per_page: z.number().int() }),
  /** Over the whole filtered set, not only this page. */
  totals: SaleListTotalsSchema,
  currency: z.string(),
});
export type SalePage = z.infer<typeof SalePageSchema>;

export const SaleResponseSchema = z.object({ message: z.string(), data: SaleSchema });
export const SaleDetailResponseSchema = z.object({ data: SaleSchema });

/** The 409 a sale gets when stock is short (code INSUFFICIENT_STOCK_CODE): what to show at the till. */
export const SaleStockConflictSchema = z.object({
  item_id: z.string(),
  item_name: z.string(),
  available: DecimalStringSchema,
  requested: DecimalStringSchema,
});
export type SaleStockConflict = z.infer<typeof SaleStockConflictSchema>;

export type { SaleStatus };

// -- The period's figures (Finances → Sales) ----------------------------------------------------------------------

/** GET /api/farms/{farmId}/sales/summary: the period's sales by status and the money by payment method. */
export const SaleSummaryQuerySchema = z
  .object({ from: isoDate('from date').optional(), to: isoDate('to date').optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ['to'],
    error: 'The to date must be on or after the from date.',
  });
export type SaleSummaryQuery = z.input<typeof SaleSummaryQuerySchema>;

export const SalePeriodSchema = z.object({
  currency: z.string(),
  by_status: z.array(
    z.object({ status: z.enum(SALE_STATUSES), count: z.number().int(), total_minor: z.number().int() }),
  ),
  by_method: z.array(
    z.object({
      method: z.enum(PAYMENT_METHODS),
      paid_minor: z.number().int(),
      refunded_minor: z.number().int(),
    }),
  ),
});
export type SalePeriod = z.infer<typeof SalePeriodSchema>;
export const SalePeriodResponseSchema = z.object({ data: SalePeriodSchema });
