// A farm's expenses and their categories (docs/product/expenses.md, docs/decisions/039). Amounts are whole minor
// units (cents) of the farm's currency; an expense's amount includes its tax.
import { z } from 'zod';
import { PAYMENT_METHODS } from './money-enums';
import { isoDate, numberFrom, optionalText, quantityInput } from './common';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The fixed ids of the 14 default categories (migration 0012), for the web app's translated names. */
export const DEFAULT_EXPENSE_CATEGORY_PREFIX = '00000000-0000-4000-8000-0000000000e';

export const EXPENSE_CATEGORY_NAME_MAX = 60;
export const EXPENSE_PAGE_MAX = 100;

const ref = z.object({ id: z.string(), name: z.string() });

export const ExpenseCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** One of the defaults every farm has (not editable); false for the farm's own. */
  default: z.boolean(),
  archived: z.boolean(),
});
export type ExpenseCategory = z.infer<typeof ExpenseCategorySchema>;
export const ExpenseCategoryListSchema = z.object({ data: z.array(ExpenseCategorySchema) });
export const ExpenseCategoryResponseSchema = z.object({ message: z.string(), data: ExpenseCategorySchema });

export const ExpenseCategoryInput = z.object({
  name: z
    .string({ error: 'Enter the category name.' })
    .trim()
    .min(1, 'Enter the category name.')
    .max(EXPENSE_CATEGORY_NAME_MAX, 'Use at most 60 characters for the category name.'),
});
export type ExpenseCategoryInput = z.input<typeof ExpenseCategoryInput>;

export const ExpenseSchema = z.object({
  id: z.string(),
  category: ExpenseCategorySchema.pick({ id: true, name: true, default: true }),
  supplier: ref.nullable(),
  description: z.string(),
  /** What was paid, tax included. */
  amount_minor: z.number().int(),
  /** The part of the amount that is tax. */
  tax_minor: z.number().int(),
  currency: z.string(),
  spent_on: z.string(),
  payment_method: z.string(),
  reference: z.string().nullable(),
  crop: ref.nullable(),
  field: ref.nullable(),
  item: ref.nullable(),
  /** The stock receipt this purchase recorded, when it bought stock. */
  movement_id: z.string().nullable(),
  has_receipt: z.boolean(),
  receipt_file_name: z.string().nullable(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
});
export type Expense = z.infer<typeof ExpenseSchema>;

const idOf = (what: string) =>
  z
    .string({ error: `Choose ${what} from the list.` })
    .regex(UUID, `Choose ${what} from the list.`)
    .nullish()
    .transform((v) => v ?? null);

/** A whole, positive number of minor units (cents). */
const amountMinor = (label: string, { positive }: { positive: boolean }) =>
  numberFrom(
    z
      .number({ error: `Enter the ${label} as a whole number of cents.` })
      .int(`Enter the ${label} as a whole number of cents.`)
      .min(
        positive ? 1 : 0,
        positive ? `The ${label} must be more than 0.` : `The ${label} cannot be negative.`,
      )
      .max(1e13, `The ${label} is too large.`),
  );

const paymentMethod = z.enum(PAYMENT_METHODS, {
  error: 'Choose a payment method: cash, M-Pesa, bank transfer, card or credit.',
});

/** Buying stock: the same write receives the quantity into the item. */
export const ExpenseStockInput = z.object({
  item_id: z
    .string({ error: 'Choose the item the purchase brought in.' })
    .regex(UUID, 'Choose the item the purchase brought in.'),
  quantity: quantityInput('quantity received', { positive: true }),
  unit_cost_minor: amountMinor('unit cost', { positive: false })
    .nullish()
    .transform((v) => v ?? null),
});

const expenseFields = {
  category_id: z
    .string({ error: 'Choose a category for the expense.' })
    .regex(UUID, 'Choose a category for the expense.'),
  supplier_id: idOf('a supplier of this farm'),
  description: z
    .string({ error: 'Say what the money was spent on.' })
    .trim()
    .min(1, 'Say what the money was spent on.')
    .max(200, 'Use at most 200 characters for the description.'),
  amount_minor: amountMinor('amount', { positive: true }),
  tax_minor: amountMinor('tax', { positive: false }),
  spent_on: isoDate('date spent'),
  payment_method: paymentMethod,
  reference: optionalText('reference', 100),
  crop_id: idOf('a crop of this farm'),
  field_id: idOf('a field of this farm'),
  item_id: idOf('an item of this farm'),
};

const taxWithinAmount = (v: { amount_minor?: number; tax_minor?: number }) =>
  v.amount_minor === undefined || v.tax_minor === undefined || v.tax_minor <= v.amount_minor;
const TAX_OVER_AMOUNT = 'The tax is part of the amount: it cannot be more than the amount.';

export const CreateExpenseInput = z
  .object({
    ...expenseFields,
    tax_minor: expenseFields.tax_minor.default(0),
    stock: ExpenseStockInput.nullish().transform((v) => v ?? null),
  })
  .refine(taxWithinAmount, { error: TAX_OVER_AMOUNT, path: ['tax_minor'] });
export type CreateExpenseInput = z.input<typeof CreateExpenseInput>;

/** Only the fields sent change (no defaults here: a missing tax keeps the expense's tax). */
export const UpdateExpenseInput = z
  .object(expenseFields)
  .partial()
  .refine(taxWithinAmount, { error: TAX_OVER_AMOUNT, path: ['tax_minor'] });
export type UpdateExpenseInput = z.input<typeof UpdateExpenseInput>;

export const ExpenseListQuerySchema = z
  .object({
    category_id: idOf('a category'),
    supplier_id: idOf('a supplier of this farm'),
    crop_id: idOf('a crop of this farm'),
    field_id: idOf('a field of this farm'),
    item_id: idOf('an item of this farm'),
    payment_method: paymentMethod.optional(),
    from: isoDate('from date').optional(),
    to: isoDate('to date').optional(),
    q: z.string().trim().max(100, 'Use at most 100 characters for the search.').optional(),
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
        .max(EXPENSE_PAGE_MAX, 'Ask for at most 100 rows a page.'),
    ).default(25),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, {
    error: 'The from date must be on or before the to date.',
    path: ['to'],
  });
export type ExpenseListQuery = z.input<typeof ExpenseListQuerySchema>;

export const ExpensePageSchema = z.object({
  data: z.array(ExpenseSchema),
  meta: z.object({
    page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    /** The filtered expenses' sums, in the farm's currency. */
    total_amount_minor: z.number().int(),
    total_tax_minor: z.number().int(),
    currency: z.string(),
  }),
});
export type ExpensePage = z.infer<typeof ExpensePageSchema>;

export const ExpenseResponseSchema = z.object({ message: z.string(), data: ExpenseSchema });
export const ExpenseDetailResponseSchema = z.object({ data: ExpenseSchema });

/** PUT …/receipt?file_name=: the receipt's name as the person's device had it. */
export const ExpenseReceiptQuerySchema = z.object({
  file_name: z
    .string({ error: 'Give the receipt a file name (file_name).' })
    .trim()
    .min(1, 'Give the receipt a file name (file_name).')
    .max(200, 'Use at most 200 characters for the file name.'),
});
