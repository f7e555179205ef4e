// The sales report's figures (docs/product/reports.md "Sales report"): the period's sales by product, by customer
// (walk-in buyers apart), by payment method and by day or month, refunds apart, and the unpaid invoices by how
// long they are past due. Money in minor units of the scope's currency; quantities numeric text (two decimals).
import { z } from 'zod';
import { PAYMENT_METHODS } from './money-enums';

const minor = z.number().int();

/** Customers and products each list at most this many rows (the totals cover them all). */
export const SALES_LIST_LIMIT = 50;
/** How many of the oldest unpaid invoices the report names. */
export const OLDEST_INVOICES_SHOWN = 10;

export const AGING_BUCKETS = ['not_due', 'days_1_30', 'days_31_60', 'days_61_90', 'over_90'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];

const CustomerRow = z.object({
  sales: z.number().int(),
  revenue_minor: minor,
  /** What these sales still owe now. */
  owed_minor: minor,
});

export const SalesReportSchema = z.object({
  totals: z.object({
    sales: z.number().int(),
    /** The sales' totals as sold (refunded sales included: their money back is under refunds). */
    revenue_minor: minor,
    paid_minor: minor,
    refunds_minor: minor,
    /** Revenue less refunds. */
    net_minor: minor,
  }),
  by_product: z.array(
    z.object({
      name: z.string(),
      unit: z.string(),
      quantity_sold: z.string(),
      quantity_returned: z.string(),
      /** Sold less brought back. */
      quantity_net: z.string(),
      revenue_minor: minor,
    }),
  ),
  by_customer: z.array(CustomerRow.extend({ customer_id: z.string(), name: z.string() })),
  /** Buyers without a customer record, together. */
  walk_in: CustomerRow,
  by_method: z.array(z.object({ method: z.enum(PAYMENT_METHODS), paid_minor: minor, refunded_minor: minor })),
  /** Days when the period is 62 days or shorter, months otherwise; every bucket present. */
  bucket: z.enum(['day', 'month']),
  series: z.array(
    z.object({ bucket: z.string(), sales: z.number().int(), revenue_minor: minor, refunds_minor: minor }),
  ),
  refunds: z.object({ returns: z.number().int(), refunds: z.number().int(), amount_minor: minor }),
  /** Unpaid and part-paid invoices (not voided) now, by days past their due date on `as_of` (today). */
  aging: z.object({
    as_of: z.string(),
    buckets: z.array(
      z.object({ bucket: z.enum(AGING_BUCKETS), invoices: z.number().int(), owed_minor: minor }),
    ),
    oldest: z.array(
      z.object({
        invoice_id: z.string(),
        number: z.string(),
        farm_name: z.string(),
        customer: z.string().nullable(),
        due_on: z.string(),
        days_overdue: z.number().int(),
        owed_minor: minor,
      }),
    ),
  }),
});
export type SalesReport = z.infer<typeof SalesReportSchema>;
