// After each expense write, in its transaction: the budgets warn once when a category or crop passes 90 percent
// of its plan (docs/product/budgets.md "Warnings", docs/decisions/039 "Budgets").
import type { expenses } from '@/server/db/schema/finances';
import { checkBudgetWarnings } from '@/server/modules/budgets/budget-warnings';
import type { ExpenseWrite } from './expense-context';

export async function afterExpenseWrite(w: ExpenseWrite, row: typeof expenses.$inferSelect): Promise<void> {
  await checkBudgetWarnings(w.db, w.farmId, {
    categoryId: row.categoryId,
    cropId: row.cropId,
    spentOn: row.spentOn,
    at: w.now,
  });
}
