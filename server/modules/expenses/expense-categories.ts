// Expense categories (docs/product/expenses.md "Categories"): the defaults every farm has (farm_id null, fixed
// ids the web app translates) plus the farm's own, which the farm may rename and delete; one with expenses is
// archived instead, so its expenses keep their category.
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { ExpenseCategory } from '@/shared/contracts/expenses';
import type { Database } from '@/server/db/client';
import { expenseCategories, expenses } from '@/server/db/schema/finances';
import { HttpError, isUniqueViolation } from '@/server/lib/http-error';
import { isUuid } from '@/server/modules/farms/farm-access';
import { recordActivity } from '@/server/modules/activity/record';
import type { ExpenseWrite } from './expense-context';
import { EXPENSE_MESSAGES } from './expense-messages';

type CategoryRow = typeof expenseCategories.$inferSelect;

export const categoryView = (row: CategoryRow): ExpenseCategory => ({
  id: row.id,
  name: row.name,
  default: row.farmId === null,
  archived: row.archivedAt !== null,
});

const offeredTo = (farmId: string) =>
  or(isNull(expenseCategories.farmId), eq(expenseCategories.farmId, farmId));

/** The defaults first (in their fixed order), then the farm's own by name; archived ones only when asked. */
export async function listCategories(db: Database, farmId: string, withArchived = false) {
  const rows = await db
    .select()
    .from(expenseCategories)
    .where(and(offeredTo(farmId), withArchived ? undefined : isNull(expenseCategories.archivedAt)))
    .orderBy(
      sql`${expenseCategories.farmId} is not null`,
      sql`case when ${expenseCategories.farmId} is null then ${expenseCategories.id}::text else lower(${expenseCategories.name}) end`,
    );
  return rows.map(categoryView);
}

const notFound = () => new HttpError(404, EXPENSE_MESSAGES.categoryNotFound, { code: 'category_not_found' });

/** A category this farm may use: a default or its own (archived ones only for expenses that already have it). */
export async function findCategory(db: Database, farmId: string, id: string): Promise<CategoryRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(expenseCategories)
    .where(and(eq(expenseCategories.id, id), offeredTo(farmId)));
  return row ?? null;
}

async function ownCategory(w: ExpenseWrite, id: string): Promise<CategoryRow> {
  const row = await findCategory(w.db, w.farmId, id);
  if (!row) throw notFound();
  if (row.farmId === null) {
    throw new HttpError(422, EXPENSE_MESSAGES.defaultCategoryFixed, { code: 'default_category' });
  }
  return row;
}

/** Names are unique among the defaults and the farm's own, whatever the case. */
async function refuseTakenName(w: ExpenseWrite, name: string, exceptId?: string) {
  const [taken] = await w.db
    .select({ id: expenseCategories.id })
    .from(expenseCategories)
    .where(and(offeredTo(w.farmId), sql`lower(${expenseCategories.name}) = lower(${name})`));
  if (taken && taken.id !== exceptId) throw nameTaken();
}

const nameTaken = () =>
  new HttpError(409, EXPENSE_MESSAGES.categoryNameTaken, {
    code: 'category_name_taken',
    errors: { name: [EXPENSE_MESSAGES.categoryNameTaken] },
  });

const actor = (w: ExpenseWrite) => ({ id: w.userId, surface: w.surface });

export async function createCategory(w: ExpenseWrite, name: string): Promise<ExpenseCategory> {
  await refuseTakenName(w, name);
  let row: CategoryRow | undefined;
  try {
    [row] = await w.db
      .insert(expenseCategories)
      .values({ farmId: w.farmId, name, createdAt: w.now })
      .returning();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
  await recordActivity(w.db, {
    farmId: w.farmId,
    actor: actor(w),
    module: 'finances',
    action: 'create',
    recordType: 'expense_category',
    recordId: row!.id,
    summary: `Added the expense category ${name}`,
    after: categoryView(row!),
    at: w.now,
  });
  return categoryView(row!);
}

export async function renameCategory(w: ExpenseWrite, id: string, name: string): Promise<ExpenseCategory> {
  const before = await ownCategory(w, id);
  await refuseTakenName(w, name, before.id);
  let row: CategoryRow | undefined;
  try {
    [row] = await w.db
      .update(expenseCategories)
      .set({ name })
      .where(eq(expenseCategories.id, before.id))
      .returning();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
  await recordActivity(w.db, {
    farmId: w.farmId,
    actor: actor(w),
    module: 'finances',
    action: 'edit',
    recordType: 'expense_category',
    recordId: row!.id,
    summary: `Renamed the expense category ${before.name} to ${name}`,
    before: categoryView(before),
    after: categoryView(row!),
    at: w.now,
  });
  return categoryView(row!);
}

/** Deletes the farm's category, or archives it when expenses use it; answers which it did. */
export async function deleteCategory(w: ExpenseWrite, id: string): Promise<'deleted' | 'archived'> {
  const before = await ownCategory(w, id);
  const [used] = await w.db
    .select({ id: expenses.id })
    .from(expenses)
    .where(eq(expenses.categoryId, before.id))
    .limit(1);
  if (used) {
    await w.db
      .update(expenseCategories)
      .set({ archivedAt: w.now })
      .where(eq(expenseCategories.id, before.id));
  } else {
    await w.db.delete(expenseCategories).where(eq(expenseCategories.id, before.id));
  }
  await recordActivity(w.db, {
    farmId: w.farmId,
    actor: actor(w),
    module: 'finances',
    action: used ? 'archive' : 'delete',
    recordType: 'expense_category',
    recordId: before.id,
    summary: `${used ? 'Archived' : 'Deleted'} the expense category ${before.name}`,
    before: categoryView(before),
    at: w.now,
  });
  return used ? 'archived' : 'deleted';
}
