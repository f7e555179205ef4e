// Expenses from a spreadsheet (docs/product/imports.md "Expenses"): each row read by the expense form's schema
// (CreateExpenseInput) with the category, supplier and payment method named rather than picked, the amount typed as
// an amount, and the form's rules checked in the preview (a category the farm offers, a payment method it takes, no
// date after the farm's today). The commit records each through the expenses' own writer (createExpense), so each
// gets its cash-book entry, activity entry and budget warnings exactly as one recorded by hand.
import { and, eq, isNull, or } from 'drizzle-orm';
import type { z } from 'zod';
import { quantityInput } from '@/shared/contracts/common';
import { CreateExpenseInput } from '@/shared/contracts/expenses';
import { PAYMENT_METHODS } from '@/shared/contracts/money-enums';
import type { Database } from '@/server/db/client';
import { expenseCategories, farmFinancialSettings } from '@/server/db/schema/finances';
import { suppliers } from '@/server/db/schema/storage';
import { HttpError } from '@/server/lib/http-error';
import { createExpense } from '@/server/modules/expenses/expense-write';
import { EXPENSE_MESSAGES } from '@/server/modules/expenses/expense-messages';
import { farmToday } from '@/server/modules/tasks/farm-calendar';
import {
  fieldOfPath,
  type Cells,
  type ImportKindDefinition,
  type ImportScope,
  type ImportWrite,
  type RowProblem,
} from './import-kind';
import { dateCell, given, numberCell } from './import-cells';
import { IMPORT_MESSAGES as M, fill } from './messages';

type ExpenseValue = z.output<typeof CreateExpenseInput>;

interface ExpenseLookup {
  categories: Map<string, string>;
  suppliers: Map<string, string>;
  methods: readonly string[];
  today: string;
}

const FIELD_OF: Record<string, string> = {
  category_id: 'category',
  supplier_id: 'supplier',
  amount_minor: 'amount',
  tax_minor: 'tax',
  spent_on: 'date',
};

const amount = quantityInput('amount', { positive: true });
const tax = quantityInput('tax');

/** "M-Pesa", "Bank transfer", "bank_transfer": the method as the schema names it, else as typed. */
const methodOf = (text: string) => {
  const compact = text.toLowerCase().replace(/[\s_-]+/g, '');
  return PAYMENT_METHODS.find((method) => method.replace(/_/g, '') === compact) ?? text;
};

async function load(db: Database, { farmId, access, now }: ImportScope): Promise<ExpenseLookup> {
  const [categories, supplierRows, settings] = await Promise.all([
    db
      .select({ id: expenseCategories.id, name: expenseCategories.name })
      .from(expenseCategories)
      .where(
        and(
          or(isNull(expenseCategories.farmId), eq(expenseCategories.farmId, farmId)),
          isNull(expenseCategories.archivedAt),
        ),
      ),
    db.select({ id: suppliers.id, name: suppliers.name }).from(suppliers).where(eq(suppliers.farmId, farmId)),
    db
      .select({ methods: farmFinancialSettings.paymentMethods })
      .from(farmFinancialSettings)
      .where(eq(farmFinancialSettings.farmId, farmId)),
  ]);
  return {
    categories: new Map(categories.map((c) => [c.name.trim().toLowerCase(), c.id])),
    suppliers: new Map(supplierRows.map((s) => [s.name.trim().toLowerCase(), s.id])),
    methods: settings[0]?.methods ?? PAYMENT_METHODS,
    today: farmToday(now, access.farm.timezone),
  };
}

const minor = (parsed: { success: boolean; data?: number }) =>
  parsed.success ? Math.round(parsed.data! * 100) : undefined;

function check(cells: Cells, lookup: ExpenseLookup) {
  const problems: RowProblem[] = [];
  const amountText = given(numberCell(cells.amount ?? ''));
  const amountParsed = amount.safeParse(amountText);
  if (!amountParsed.success)
    problems.push({ field: 'amount', message: amountParsed.error.issues[0]!.message });
  const taxText = given(numberCell(cells.tax ?? ''));
  const taxParsed = taxText === undefined ? null : tax.safeParse(taxText);
  if (taxParsed && !taxParsed.success)
    problems.push({ field: 'tax', message: taxParsed.error.issues[0]!.message });
  const categoryName = cells.category ?? '';
  const categoryId = lookup.categories.get(categoryName.toLowerCase());
  if (categoryName && !categoryId) {
    problems.push({
      field: 'category',
      message: fill(M.unknownCategory, { value: categoryName }),
      code: 'unknown_category',
      value: categoryName,
    });
  }
  const supplierName = cells.supplier ?? '';
  const supplierId = supplierName ? lookup.suppliers.get(supplierName.toLowerCase()) : undefined;
  if (supplierName && !supplierId) {
    problems.push({
      field: 'supplier',
      message: fill(M.unknownSupplier, { value: supplierName }),
      code: 'unknown_supplier',
      value: supplierName,
    });
  }
  const parsed = CreateExpenseInput.safeParse({
    // Unknown names are reported above; a stand-in keeps the schema from saying it twice.
    category_id: categoryId ?? (categoryName ? '00000000-0000-4000-8000-000000000000' : undefined),
    supplier_id: supplierId ?? null,
    description: cells.description ?? '',
    amount_minor: minor(amountParsed) ?? 1,
    tax_minor: taxParsed ? (minor(taxParsed) ?? 0) : 0,
    spent_on: dateCell(cells.date ?? ''),
    payment_method: given(cells.payment_method && methodOf(cells.payment_method)),
    reference: given(cells.reference),
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      problems.push({ field: fieldOfPath(issue.path, FIELD_OF), message: issue.message });
    }
  }
  if (problems.length > 0 || !parsed.success) return { problems };
  const value = parsed.data;
  if (value.spent_on > lookup.today) problems.push({ field: 'date', message: EXPENSE_MESSAGES.dateInFuture });
  if (!lookup.methods.includes(value.payment_method)) {
    problems.push({ field: 'payment_method', message: EXPENSE_MESSAGES.methodNotOffered });
  }
  return problems.length > 0 ? { problems } : { value };
}

/** One by one through the expenses' writer: each expense moves its day's cash-book totals in order. */
async function write(w: ImportWrite, values: ExpenseValue[]) {
  const expenseWrite = { ...w, alerts: { recorded: 0 }, farmToday: farmToday(w.now, w.access.farm.timezone) };
  for (const [index, value] of values.entries()) {
    try {
      await createExpense(expenseWrite, value);
    } catch (error) {
      // Checked in the preview already; a change since (a category archived) still names the row.
      if (error instanceof HttpError && error.statusCode === 422) {
        throw new HttpError(422, fill(M.rowsInvalid, { count: 1 }), {
          code: 'import_rows_invalid',
          errors: { [`record_${index + 1}`]: [error.message] },
        });
      }
      throw error;
    }
  }
  return { created: values.length, movements: 0 };
}

export const expensesImport: ImportKindDefinition<ExpenseLookup, ExpenseValue> = {
  kind: 'expenses',
  permission: 'finances.create',
  load,
  check,
  write,
};
