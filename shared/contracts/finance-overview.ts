// The finance overview (docs/product/finance-overview.md): a period's income, expenses and profit from the cash
// book, the month by month series, the cash position, money owed to the farm and the top products.
import { z } from 'zod';
import { isoDate } from './common';

export const FinanceOverviewQuerySchema = z
  .object({ from: isoDate('from date').optional(), to: isoDate('to date').optional() })
  .refine((v) => !v.from || !v.to || v.from <= v.to, {
    error: 'The from date must be on or before the to date.',
    path: ['to'],
  });
export type FinanceOverviewQuery = z.input<typeof FinanceOverviewQuerySchema>;

const byCategory = z.array(z.object({ category: z.string(), amount_minor: z.number().int() }));

export const FinanceOverviewSchema = z.object({
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  fiscal_year_start_month: z.number().int(),
  income_minor: z.number().int(),
  expense_minor: z.number().int(),
  profit_minor: z.number().int(),
  income_by_category: byCategory,
  expense_by_category: byCategory,
  /** One row per month of the period, YYYY-MM, with every month present. */
  monthly: z.array(
    z.object({
      month: z.string(),
      income_minor: z.number().int(),
      expense_minor: z.number().int(),
      net_minor: z.number().int(),
    }),
  ),
  /** The whole cash book's balance up to `to`. */
  cash_position_minor: z.number().int(),
  owed: z.object({
    amount_minor: z.number().int(),
    sales: z.number().int(),
    overdue_invoices: z.number().int(),
  }),
  top_products: z.array(
    z.object({
      item_id: z.string().nullable(),
      name: z.string(),
      quantity: z.string(),
      unit: z.string().nullable(),
      total_minor: z.number().int(),
    }),
  ),
});
export type FinanceOverview = z.infer<typeof FinanceOverviewSchema>;
export const FinanceOverviewResponseSchema = z.object({ data: FinanceOverviewSchema });
