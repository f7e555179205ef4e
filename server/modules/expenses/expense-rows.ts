// Reading expenses (docs/product/expenses.md): one expense with the names of what it points to, and the filtered,
// paged list with the sums of the whole filtered set. Receipt bytes are never read here.
import { and, desc, eq, gte, ilike, lte, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Expense, ExpenseListQuerySchema, ExpensePage } from '@/shared/contracts/expenses';
import type { Database } from '@/server/db/client';
import { users } from '@/server/db/schema/auth';
import { crops } from '@/server/db/schema/crops';
import { expenseCategories, expenseReceipts, expenses } from '@/server/db/schema/finances';
import { fields } from '@/server/db/schema/fields';
import { inventoryItems } from '@/server/db/schema/inventory';
import { suppliers } from '@/server/db/schema/storage';
import { HttpError } from '@/server/lib/http-error';
import { isUuid } from '@/server/modules/farms/farm-access';
import { EXPENSE_MESSAGES } from './expense-messages';

type ListQuery = z.output<typeof ExpenseListQuerySchema>;

const columns = {
  id: expenses.id,
  categoryId: expenses.categoryId,
  categoryName: expenseCategories.name,
  categoryFarmId: expenseCategories.farmId,
  supplierId: suppliers.id,
  supplierName: suppliers.name,
  description: expenses.description,
  amountMinor: expenses.amountMinor,
  taxMinor: expenses.taxMinor,
  currency: expenses.currency,
  spentOn: expenses.spentOn,
  paymentMethod: expenses.paymentMethod,
  reference: expenses.reference,
  cropId: crops.id,
  cropName: crops.name,
  fieldId: fields.id,
  fieldName: fields.name,
  itemId: inventoryItems.id,
  itemName: inventoryItems.name,
  movementId: expenses.movementId,
  receiptFileName: expenseReceipts.fileName,
  createdByName: users.name,
  createdAt: expenses.createdAt,
};

type Row = {
  [K in keyof typeof columns]: (typeof columns)[K]['_']['notNull'] extends true
    ? (typeof columns)[K]['_']['data']
    : (typeof columns)[K]['_']['data'] | null;
};

const ref = (id: string | null, name: string | null) => (id && name !== null ? { id, name } : null);

function view(row: Row): Expense {
  return {
    id: row.id,
    category: { id: row.categoryId, name: row.categoryName!, default: row.categoryFarmId === null },
    supplier: ref(row.supplierId, row.supplierName),
    description: row.description,
    amount_minor: row.amountMinor,
    tax_minor: row.taxMinor,
    currency: row.currency,
    spent_on: row.spentOn,
    payment_method: row.paymentMethod,
    reference: row.reference,
    crop: ref(row.cropId, row.cropName),
    field: ref(row.fieldId, row.fieldName),
    item: ref(row.itemId, row.itemName),
    movement_id: row.movementId,
    has_receipt: row.receiptFileName !== null,
    receipt_file_name: row.receiptFileName,
    created_by_name: row.createdByName,
    created_at: row.createdAt.toISOString(),
  };
}

function selectExpenses(db: Database) {
  return db
    .select(columns)
    .from(expenses)
    .innerJoin(expenseCategories, eq(expenseCategories.id, expenses.categoryId))
    .leftJoin(suppliers, eq(suppliers.id, expenses.supplierId))
    .leftJoin(crops, eq(crops.id, expenses.cropId))
    .leftJoin(fields, eq(fields.id, expenses.fieldId))
    .leftJoin(inventoryItems, eq(inventoryItems.id, expenses.itemId))
    .leftJoin(expenseReceipts, eq(expenseReceipts.expenseId, expenses.id))
    .leftJoin(users, eq(users.id, expenses.createdBy));
}

export const expenseNotFound = () =>
  new HttpError(404, EXPENSE_MESSAGES.expenseNotFound, { code: 'expense_not_found' });

export async function loadExpense(db: Database, farmId: string, expenseId: string): Promise<Expense> {
  if (!isUuid(expenseId)) throw expenseNotFound();
  const [row] = await selectExpenses(db).where(and(eq(expenses.farmId, farmId), eq(expenses.id, expenseId)));
  if (!row) throw expenseNotFound();
  return view(row as Row);
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function filtersOf(farmId: string, q: ListQuery): SQL {
  const where: (SQL | undefined)[] = [eq(expenses.farmId, farmId)];
  if (q.category_id) where.push(eq(expenses.categoryId, q.category_id));
  if (q.supplier_id) where.push(eq(expenses.supplierId, q.supplier_id));
  if (q.crop_id) where.push(eq(expenses.cropId, q.crop_id));
  if (q.field_id) where.push(eq(expenses.fieldId, q.field_id));
  if (q.item_id) where.push(eq(expenses.itemId, q.item_id));
  if (q.payment_method) where.push(eq(expenses.paymentMethod, q.payment_method));
  if (q.from) where.push(gte(expenses.spentOn, q.from));
  if (q.to) where.push(lte(expenses.spentOn, q.to));
  if (q.q) where.push(ilike(expenses.description, `%${escapeLike(q.q)}%`));
  return and(...where)!;
}

/** Newest first; the sums are of every expense the filters match, not only this page's. */
export async function listExpenses(
  db: Database,
  farm: { id: string; currency: string },
  q: ListQuery,
): Promise<ExpensePage> {
  const where = filtersOf(farm.id, q);
  const [rows, [sums]] = await Promise.all([
    selectExpenses(db)
      .where(where)
      .orderBy(desc(expenses.spentOn), desc(expenses.createdAt), desc(expenses.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db
      .select({
        total: sql<number>`count(*)::int`,
        amount: sql<string>`coalesce(sum(${expenses.amountMinor}), 0)::text`,
        tax: sql<string>`coalesce(sum(${expenses.taxMinor}), 0)::text`,
      })
      .from(expenses)
      .where(where),
  ]);
  return {
    data: (rows as Row[]).map(view),
    meta: {
      page: q.page,
      per_page: q.per_page,
      total: sums!.total,
      total_amount_minor: Number(sums!.amount),
      total_tax_minor: Number(sums!.tax),
      currency: farm.currency,
    },
  };
}
