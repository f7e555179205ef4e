// Recording, changing and deleting expenses (docs/product/expenses.md). Each write keeps the expense's cash-book
// entry in step in the same transaction (recordCashEntry / removeCashEntries, docs/decisions/039) and writes an
// activity-log entry; buying stock also receives it through the ledger, in the same transaction.
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { CreateExpenseInput, UpdateExpenseInput } from '@/shared/contracts/expenses';
import { PAYMENT_METHODS } from '@/shared/contracts/money-enums';
import { crops } from '@/server/db/schema/crops';
import { expenses, farmFinancialSettings } from '@/server/db/schema/finances';
import { fields } from '@/server/db/schema/fields';
import { inventoryItems } from '@/server/db/schema/inventory';
import { suppliers } from '@/server/db/schema/storage';
import { fieldError, HttpError } from '@/server/lib/http-error';
import { recordActivity } from '@/server/modules/activity/record';
import { changeStock } from '@/server/modules/inventory/stock-movements';
import { recordCashEntry, removeCashEntries } from '@/server/modules/transactions/cash-book';
import { findCategory } from './expense-categories';
import type { ExpenseWrite } from './expense-context';
import { EXPENSE_MESSAGES } from './expense-messages';
import { expenseNotFound, loadExpense } from './expense-rows';
import { afterExpenseWrite } from './budget-hook';

type CreateInput = z.output<typeof CreateExpenseInput>;
type UpdateInput = z.output<typeof UpdateExpenseInput>;
type ExpenseRow = typeof expenses.$inferSelect;

const ONLY_STOCKED = { types: ['input', 'product'], message: EXPENSE_MESSAGES.stockItemNotStocked } as const;

/** The payment methods the farm offers (Settings → Financial); every method without a settings row. */
async function offeredMethods(w: ExpenseWrite): Promise<readonly string[]> {
  const [row] = await w.db
    .select({ methods: farmFinancialSettings.paymentMethods })
    .from(farmFinancialSettings)
    .where(eq(farmFinancialSettings.farmId, w.farmId));
  return row?.methods ?? PAYMENT_METHODS;
}

/** Whether a row with this id belongs to the farm. */
async function ofFarm(
  w: ExpenseWrite,
  table: typeof crops | typeof fields | typeof inventoryItems | typeof suppliers,
  id: string,
) {
  const [row] = await w.db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), eq(table.farmId, w.farmId)));
  return Boolean(row);
}

interface Checked {
  categoryName: string;
}

/** Every rule a value of an expense must meet, with a 422 naming the field to fix. */
async function check(w: ExpenseWrite, v: ExpenseValues, before?: ExpenseRow): Promise<Checked> {
  const category = await findCategory(w.db, w.farmId, v.category_id);
  // An archived category stays on the expenses that have it, but is not offered for new ones.
  if (!category || (category.archivedAt && category.id !== before?.categoryId)) {
    throw fieldError('category_id', EXPENSE_MESSAGES.categoryNotOffered);
  }
  if (v.tax_minor > v.amount_minor) throw fieldError('tax_minor', EXPENSE_MESSAGES.taxOverAmount);
  if (v.spent_on > w.farmToday) throw fieldError('spent_on', EXPENSE_MESSAGES.dateInFuture);
  if (v.payment_method !== before?.paymentMethod && !(await offeredMethods(w)).includes(v.payment_method)) {
    throw fieldError('payment_method', EXPENSE_MESSAGES.methodNotOffered);
  }
  if (v.supplier_id && !(await ofFarm(w, suppliers, v.supplier_id)))
    throw fieldError('supplier_id', EXPENSE_MESSAGES.supplierNotOfFarm);
  if (v.crop_id && !(await ofFarm(w, crops, v.crop_id)))
    throw fieldError('crop_id', EXPENSE_MESSAGES.cropNotOfFarm);
  if (v.field_id && !(await ofFarm(w, fields, v.field_id)))
    throw fieldError('field_id', EXPENSE_MESSAGES.fieldNotOfFarm);
  if (v.item_id && !(await ofFarm(w, inventoryItems, v.item_id)))
    throw fieldError('item_id', EXPENSE_MESSAGES.itemNotOfFarm);
  return { categoryName: category.name };
}

type ExpenseValues = ReturnType<typeof toInput>;

function toInput(row: ExpenseRow) {
  return {
    category_id: row.categoryId,
    supplier_id: row.supplierId,
    description: row.description,
    amount_minor: row.amountMinor,
    tax_minor: row.taxMinor,
    spent_on: row.spentOn,
    payment_method: row.paymentMethod,
    reference: row.reference,
    crop_id: row.cropId,
    field_id: row.fieldId,
    item_id: row.itemId,
  };
}

async function writeCashEntry(w: ExpenseWrite, row: ExpenseRow, categoryName: string) {
  await recordCashEntry(w.db, {
    farmId: w.farmId,
    direction: 'expense',
    source: 'expense',
    amountMinor: row.amountMinor,
    currency: row.currency,
    occurredOn: row.spentOn,
    description: row.description,
    category: categoryName,
    paymentMethod: row.paymentMethod,
    reference: row.reference,
    expenseId: row.id,
    createdBy: w.userId,
    createdAt: w.now,
  });
}

const snapshot = (row: ExpenseRow) => ({
  ...toInput(row),
  currency: row.currency,
  movement_id: row.movementId,
});

async function logActivity(
  w: ExpenseWrite,
  action: 'create' | 'edit' | 'delete',
  summary: string,
  before: ExpenseRow | null,
  after: ExpenseRow | null,
) {
  await recordActivity(w.db, {
    farmId: w.farmId,
    actor: { id: w.userId, surface: w.surface },
    module: 'finances',
    action,
    recordType: 'expense',
    recordId: (after ?? before)!.id,
    summary,
    before: before && snapshot(before),
    after: after && snapshot(after),
    at: w.now,
  });
}

export async function createExpense(w: ExpenseWrite, input: CreateInput): Promise<string> {
  const { categoryName } = await check(w, input);
  let movementId: string | null = null;
  let itemId = input.item_id;
  if (input.stock) {
    if (!w.access.permissions.includes('inventory.edit')) {
      throw new HttpError(403, EXPENSE_MESSAGES.stockNeedsInventory, {
        code: 'forbidden',
        missingPermission: 'inventory.edit',
      });
    }
    const { movementId: received } = await changeStock(w, input.stock.item_id, {
      type: 'receive',
      quantity: input.stock.quantity,
      unitCostMinor: input.stock.unit_cost_minor,
      supplierId: input.supplier_id,
      note: input.description,
      only: ONLY_STOCKED,
    });
    movementId = received;
    itemId = input.stock.item_id;
  }
  const [row] = await w.db
    .insert(expenses)
    .values({
      farmId: w.farmId,
      categoryId: input.category_id,
      supplierId: input.supplier_id,
      description: input.description,
      amountMinor: input.amount_minor,
      taxMinor: input.tax_minor,
      currency: w.access.farm.currency,
      spentOn: input.spent_on,
      paymentMethod: input.payment_method,
      reference: input.reference,
      cropId: input.crop_id,
      fieldId: input.field_id,
      itemId,
      movementId,
      createdBy: w.userId,
      createdAt: w.now,
      updatedAt: w.now,
    })
    .returning();
  await writeCashEntry(w, row!, categoryName);
  await logActivity(w, 'create', `Recorded the expense ${row!.description}`, null, row!);
  await afterExpenseWrite(w, row!);
  return row!.id;
}

async function lockExpense(w: ExpenseWrite, expenseId: string): Promise<ExpenseRow> {
  await loadExpense(w.db, w.farmId, expenseId); // 404 for an id that is not this farm's
  const [row] = await w.db
    .select()
    .from(expenses)
    .where(and(eq(expenses.id, expenseId), eq(expenses.farmId, w.farmId)))
    .for('update');
  if (!row) throw expenseNotFound();
  return row;
}

/** Changes the expense and rewrites its cash-book entry (the old one out, the new one in). */
export async function updateExpense(w: ExpenseWrite, expenseId: string, input: UpdateInput): Promise<void> {
  const before = await lockExpense(w, expenseId);
  const given = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  const merged: ExpenseValues = { ...toInput(before), ...given };
  const { categoryName } = await check(w, merged, before);
  const [row] = await w.db
    .update(expenses)
    .set({
      categoryId: merged.category_id,
      supplierId: merged.supplier_id,
      description: merged.description,
      amountMinor: merged.amount_minor,
      taxMinor: merged.tax_minor,
      spentOn: merged.spent_on,
      paymentMethod: merged.payment_method,
      reference: merged.reference,
      cropId: merged.crop_id,
      fieldId: merged.field_id,
      itemId: merged.item_id,
      updatedAt: w.now,
    })
    .where(eq(expenses.id, before.id))
    .returning();
  await removeCashEntries(w.db, w.farmId, { expenseId: before.id });
  await writeCashEntry(w, row!, categoryName);
  await logActivity(w, 'edit', `Changed the expense ${row!.description}`, before, row!);
  await afterExpenseWrite(w, row!);
}

/**
 * Deletes the expense and takes its entry out of the cash book. Stock it bought stays received: the movement is
 * the store's record and is corrected there (docs/product/expenses.md "Buying stock").
 */
export async function deleteExpense(w: ExpenseWrite, expenseId: string): Promise<void> {
  const before = await lockExpense(w, expenseId);
  await removeCashEntries(w.db, w.farmId, { expenseId: before.id });
  await w.db.delete(expenses).where(eq(expenses.id, before.id));
  await logActivity(w, 'delete', `Deleted the expense ${before.description}`, before, null);
}
