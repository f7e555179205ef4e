// The expenses report's figures (docs/product/reports.md "Expenses report"): the period's expenses by category,
// supplier, crop, field and month, each with how many and how much. Money in minor units, tax included.
import { z } from 'zod';

const money = z.number().int();

/** One group of expenses; `id` and `name` are null for those without one (no supplier, not for a crop). */
export const ExpenseGroupSchema = z.object({
  id: z.string().nullable(),
  name: z.string().nullable(),
  count: z.number().int(),
  total_minor: money,
});
export type ExpenseGroup = z.infer<typeof ExpenseGroupSchema>;

export const ExpensesReportSchema = z.object({
  count: z.number().int(),
  total_minor: money,
  /** The part of the total that is tax. */
  tax_minor: money,
  by_category: z.array(ExpenseGroupSchema),
  by_supplier: z.array(ExpenseGroupSchema),
  by_crop: z.array(ExpenseGroupSchema),
  by_field: z.array(ExpenseGroupSchema),
  /** Every month of the period, 'YYYY-MM', empty ones too. */
  months: z.array(z.object({ month: z.string(), count: z.number().int(), total_minor: money })),
});
export type ExpensesReport = z.infer<typeof ExpensesReportSchema>;
