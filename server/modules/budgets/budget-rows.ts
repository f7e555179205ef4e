// Reading budget plans with actual against plan (docs/product/budgets.md "Actual against plan"): an expense
// category line counts the farm's expenses of that category in the plan's period, a crop line the expenses
// allocated to the crop, the income line the cash book's income in the period.
import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { BudgetLine, BudgetPlan, BudgetPlanSummary } from '@/shared/contracts/budgets';
import type { BudgetLineKind, BudgetPeriod } from '@/shared/contracts/money-enums';
import type { Database } from '@/server/db/client';
import { crops } from '@/server/db/schema/crops';
import {
  budgetLines,
  budgetPlans,
  expenseCategories,
  expenses,
  financeTransactions,
} from '@/server/db/schema/finances';
import { HttpError } from '@/server/lib/http-error';
import { isUuid } from '@/server/modules/contributors/params';
import { BUDGET_MESSAGES } from './budget-messages';

type PlanRow = typeof budgetPlans.$inferSelect;
type LineRow = typeof budgetLines.$inferSelect;

export const planNotFound = () =>
  new HttpError(404, BUDGET_MESSAGES.notFound, { code: 'budget_plan_not_found' });

export async function findPlan(db: Database, farmId: string, id: string): Promise<PlanRow> {
  if (!isUuid(id)) throw planNotFound();
  const [row] = await db
    .select()
    .from(budgetPlans)
    .where(and(eq(budgetPlans.id, id), eq(budgetPlans.farmId, farmId)));
  if (!row) throw planNotFound();
  return row;
}

function summary(plan: PlanRow, lines: readonly LineRow[]): BudgetPlanSummary {
  const sum = (income: boolean) =>
    lines.filter((l) => (l.kind === 'income') === income).reduce((s, l) => s + l.amountMinor, 0);
  return {
    id: plan.id,
    name: plan.name,
    period: plan.period as BudgetPeriod,
    starts_on: plan.startsOn,
    ends_on: plan.endsOn,
    currency: plan.currency,
    notes: plan.notes,
    // A crop line plans part of the same spending as the category lines: the total planned spending counts the
    // category lines, or the crop lines when a plan has only those.
    planned_expense_minor: plannedExpense(lines),
    planned_income_minor: sum(true),
    lines_count: lines.length,
    created_at: plan.createdAt.toISOString(),
  };
}

function plannedExpense(lines: readonly { kind: string; amountMinor: number }[]): number {
  const of = (kind: string) => lines.filter((l) => l.kind === kind).reduce((s, l) => s + l.amountMinor, 0);
  return of('expense_category') > 0 ? of('expense_category') : of('crop');
}

export async function listPlans(db: Database, farmId: string): Promise<BudgetPlanSummary[]> {
  const plans = await db
    .select()
    .from(budgetPlans)
    .where(eq(budgetPlans.farmId, farmId))
    .orderBy(desc(budgetPlans.startsOn), asc(budgetPlans.name));
  if (plans.length === 0) return [];
  const lines = await db
    .select()
    .from(budgetLines)
    .where(
      inArray(
        budgetLines.planId,
        plans.map((p) => p.id),
      ),
    );
  return plans.map((p) =>
    summary(
      p,
      lines.filter((l) => l.planId === p.id),
    ),
  );
}

async function sumsBy(
  db: Database,
  farmId: string,
  column: typeof expenses.categoryId | typeof expenses.cropId,
  ids: string[],
  plan: PlanRow,
): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: column, total: sql<string>`sum(${expenses.amountMinor})` })
    .from(expenses)
    .where(
      and(
        eq(expenses.farmId, farmId),
        inArray(column, ids),
        gte(expenses.spentOn, plan.startsOn),
        lte(expenses.spentOn, plan.endsOn),
      ),
    )
    .groupBy(column);
  return new Map(rows.map((r) => [r.id!, Number(r.total)]));
}

async function incomeOf(db: Database, farmId: string, plan: PlanRow): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${financeTransactions.amountMinor}), 0)` })
    .from(financeTransactions)
    .where(
      and(
        eq(financeTransactions.farmId, farmId),
        eq(financeTransactions.direction, 'income'),
        gte(financeTransactions.occurredOn, plan.startsOn),
        lte(financeTransactions.occurredOn, plan.endsOn),
      ),
    );
  return Number(row?.total ?? 0);
}

export async function loadPlan(db: Database, farmId: string, id: string): Promise<BudgetPlan> {
  const plan = await findPlan(db, farmId, id);
  const lines = await db
    .select({
      line: budgetLines,
      categoryName: expenseCategories.name,
      cropName: crops.name,
    })
    .from(budgetLines)
    .leftJoin(expenseCategories, eq(expenseCategories.id, budgetLines.categoryId))
    .leftJoin(crops, eq(crops.id, budgetLines.cropId))
    .where(eq(budgetLines.planId, plan.id))
    .orderBy(asc(budgetLines.kind), asc(sql`coalesce(${expenseCategories.name}, ${crops.name}, '')`));
  const ids = (kind: string, pick: (l: LineRow) => string | null) =>
    lines.filter((l) => l.line.kind === kind).map((l) => pick(l.line)!);
  const byCategory = await sumsBy(
    db,
    farmId,
    expenses.categoryId,
    ids('expense_category', (l) => l.categoryId),
    plan,
  );
  const byCrop = await sumsBy(
    db,
    farmId,
    expenses.cropId,
    ids('crop', (l) => l.cropId),
    plan,
  );
  const income = lines.some((l) => l.line.kind === 'income') ? await incomeOf(db, farmId, plan) : 0;
  const out: BudgetLine[] = lines.map(({ line, categoryName, cropName }) => {
    const actual =
      line.kind === 'income'
        ? income
        : line.kind === 'crop'
          ? (byCrop.get(line.cropId!) ?? 0)
          : (byCategory.get(line.categoryId!) ?? 0);
    return {
      id: line.id,
      kind: line.kind as BudgetLineKind,
      category_id: line.categoryId,
      crop_id: line.cropId,
      subject_name: line.kind === 'crop' ? cropName : line.kind === 'income' ? null : categoryName,
      amount_minor: line.amountMinor,
      actual_minor: actual,
      used_share: line.amountMinor > 0 ? actual / line.amountMinor : 0,
      over_budget: line.kind !== 'income' && actual > line.amountMinor,
      warned: line.warnedAt !== null,
    };
  });
  const expenseLines = out.filter((l) => l.kind === 'expense_category');
  return {
    ...summary(
      plan,
      lines.map((l) => l.line),
    ),
    lines: out,
    actual_expense_minor: (expenseLines.length > 0
      ? expenseLines
      : out.filter((l) => l.kind === 'crop')
    ).reduce((s, l) => s + l.actual_minor, 0),
    actual_income_minor: income,
  };
}
