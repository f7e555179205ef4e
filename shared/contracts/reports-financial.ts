// The financial report's figures (docs/product/reports.md "Financial report"): profit and loss by month and by
// cash-book category, the cash flow month by month, and the budget plans of the period against what happened.
// Money is in minor units of the report's currency; months are 'YYYY-MM', in the order of `months`.
import { z } from 'zod';
import { BUDGET_LINE_KINDS } from './money-enums';

const money = z.number().int();

export const FinancialMonthSchema = z.object({
  month: z.string(),
  income_minor: money,
  expense_minor: money,
  profit_minor: money,
});

/** One cash-book category: its amount in each month of the period (aligned with `months`) and in all. */
export const FinancialCategorySchema = z.object({
  category: z.string(),
  amounts_minor: z.array(money),
  total_minor: money,
});

export const CashFlowMonthSchema = z.object({
  month: z.string(),
  /** Everything in the cash book before the month (before the period's first day for the first month). */
  opening_minor: money,
  in_minor: money,
  out_minor: money,
  closing_minor: money,
});

export const BudgetAgainstActualSchema = z.object({
  plan_id: z.string(),
  plan_name: z.string(),
  farm_name: z.string(),
  starts_on: z.string(),
  ends_on: z.string(),
  lines: z.array(
    z.object({
      kind: z.enum(BUDGET_LINE_KINDS),
      /** The category's or crop's name; null for the income line. */
      subject: z.string().nullable(),
      planned_minor: money,
      actual_minor: money,
      /** Planned less actual: what is left to spend (negative when over), or income still to come. */
      difference_minor: money,
      /** Actual as a percent of planned, one decimal. */
      used_percent: z.number(),
    }),
  ),
});

export const FinancialReportSchema = z.object({
  months: z.array(FinancialMonthSchema),
  income_minor: money,
  expense_minor: money,
  profit_minor: money,
  income_categories: z.array(FinancialCategorySchema),
  expense_categories: z.array(FinancialCategorySchema),
  cash_flow: z.array(CashFlowMonthSchema),
  budgets: z.array(BudgetAgainstActualSchema),
});
export type FinancialReport = z.infer<typeof FinancialReportSchema>;
export type FinancialCategory = z.infer<typeof FinancialCategorySchema>;
export type BudgetAgainstActual = z.infer<typeof BudgetAgainstActualSchema>;
