// Budgets (plans): planned amounts for a season or a year by expense category, by crop, and planned income, with
// actual against plan (docs/product/budgets.md, docs/decisions/039). Amounts are whole minor units (cents).
import { z } from 'zod';
import { BUDGET_LINE_KINDS, BUDGET_PERIODS } from './money-enums';
import { isoDate, numberFrom, optionalText } from './common';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const BUDGET_LINES_MAX = 100;

export const BudgetLineSchema = z.object({
  id: z.string(),
  kind: z.enum(BUDGET_LINE_KINDS),
  category_id: z.string().nullable(),
  crop_id: z.string().nullable(),
  /** The category's or crop's name; null for income. */
  subject_name: z.string().nullable(),
  amount_minor: z.number().int(),
  /** Spent (expense category, crop) or received (income) in the plan's period. */
  actual_minor: z.number().int(),
  /** actual / planned, may pass 1. */
  used_share: z.number(),
  /** Spending past the plan (never for income: more income is good). */
  over_budget: z.boolean(),
  warned: z.boolean(),
});
export type BudgetLine = z.infer<typeof BudgetLineSchema>;

export const BudgetPlanSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  period: z.enum(BUDGET_PERIODS),
  starts_on: z.string(),
  ends_on: z.string(),
  currency: z.string(),
  notes: z.string().nullable(),
  planned_expense_minor: z.number().int(),
  planned_income_minor: z.number().int(),
  lines_count: z.number().int(),
  created_at: z.string(),
});
export type BudgetPlanSummary = z.infer<typeof BudgetPlanSummarySchema>;

export const BudgetPlanSchema = BudgetPlanSummarySchema.extend({
  lines: z.array(BudgetLineSchema),
  actual_expense_minor: z.number().int(),
  actual_income_minor: z.number().int(),
});
export type BudgetPlan = z.infer<typeof BudgetPlanSchema>;

export const BudgetPlanListSchema = z.object({ data: z.array(BudgetPlanSummarySchema) });
export const BudgetPlanDetailSchema = z.object({ data: BudgetPlanSchema });
export const BudgetPlanResponseSchema = z.object({ message: z.string(), data: BudgetPlanSchema });

const idOf = (what: string) =>
  z
    .string({ error: `Choose ${what} from the list.` })
    .regex(UUID, `Choose ${what} from the list.`)
    .nullish()
    .transform((v) => v ?? null);

export const BudgetLineInput = z
  .object({
    kind: z.enum(BUDGET_LINE_KINDS, {
      error: 'Choose what the line plans: an expense category, a crop or income.',
    }),
    category_id: idOf('a category'),
    crop_id: idOf('a crop of this farm'),
    amount_minor: numberFrom(
      z
        .number({ error: 'Enter the planned amount as a whole number of cents.' })
        .int('Enter the planned amount as a whole number of cents.')
        .min(1, 'The planned amount must be more than 0.')
        .max(1e13, 'The planned amount is too large.'),
    ),
  })
  .refine((l) => l.kind !== 'expense_category' || l.category_id, {
    error: 'Choose the expense category this line plans.',
    path: ['category_id'],
  })
  .refine((l) => l.kind !== 'crop' || l.crop_id, {
    error: 'Choose the crop this line plans.',
    path: ['crop_id'],
  });
export type BudgetLineInput = z.input<typeof BudgetLineInput>;

const planFields = {
  name: z
    .string({ error: 'Enter the plan’s name.' })
    .trim()
    .min(1, 'Enter the plan’s name.')
    .max(120, 'Use at most 120 characters for the name.'),
  period: z.enum(BUDGET_PERIODS, { error: 'Choose season or year.' }),
  starts_on: isoDate('start date').optional(),
  ends_on: isoDate('end date').optional(),
  notes: optionalText('notes', 1000),
  lines: z.array(BudgetLineInput).max(BUDGET_LINES_MAX, 'A plan holds at most 100 lines.'),
};

const datesOrdered = (v: { starts_on?: string; ends_on?: string }) =>
  !v.starts_on || !v.ends_on || v.ends_on >= v.starts_on;
const DATES_ORDER = 'The end date must be on or after the start date.';

export const CreateBudgetPlanInput = z
  .object({ ...planFields, lines: planFields.lines.default([]) })
  .refine(datesOrdered, { error: DATES_ORDER, path: ['ends_on'] });
export type CreateBudgetPlanInput = z.input<typeof CreateBudgetPlanInput>;
export const UpdateBudgetPlanInput = z
  .object(planFields)
  .partial()
  .refine(datesOrdered, { error: DATES_ORDER, path: ['ends_on'] });
export type UpdateBudgetPlanInput = z.input<typeof UpdateBudgetPlanInput>;
