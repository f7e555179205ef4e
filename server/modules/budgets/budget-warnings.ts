// The 90 percent budget warning (docs/product/budgets.md "Warnings"): called by the expenses module inside each
// expense write's transaction. A plan line covering the expense's day, for its category or its crop, that has not
// warned yet and whose spending now passes BUDGET_WARNING_SHARE of its amount is marked warned and records one
// `finance.budget_warning` domain event; budget-warning-dispatcher.ts turns the event into notifications.
import { and, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { crops } from '@/server/db/schema/crops';
import { budgetLines, budgetPlans, expenseCategories, expenses } from '@/server/db/schema/finances';
import { recordDomainEvent } from '@/server/lib/domain-events';
import type { MoneyEventPayloads } from '@/server/lib/money-events';
import { BUDGET_WARNING_SHARE } from '@/shared/contracts/money-enums';

export interface BudgetWarningInput {
  categoryId: string | null;
  cropId: string | null;
  /** The expense's day, YYYY-MM-DD. */
  spentOn: string;
  /** When the warning is recorded; now by default. */
  at?: Date;
}

/** What a line has spent: the farm's expenses in the plan's period, of its category or allocated to its crop. */
export async function lineSpentMinor(
  db: Database,
  farmId: string,
  line: { kind: string; categoryId: string | null; cropId: string | null },
  startsOn: string,
  endsOn: string,
): Promise<number> {
  const subject =
    line.kind === 'crop' ? eq(expenses.cropId, line.cropId!) : eq(expenses.categoryId, line.categoryId!);
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${expenses.amountMinor}), 0)` })
    .from(expenses)
    .where(
      and(
        eq(expenses.farmId, farmId),
        subject,
        gte(expenses.spentOn, startsOn),
        lte(expenses.spentOn, endsOn),
      ),
    );
  return Number(row?.total ?? 0);
}

/** Whether `spent` passes the warning share of `planned`, in whole numbers (never a float comparison drift). */
export const passesWarningShare = (spentMinor: number, plannedMinor: number): boolean =>
  spentMinor * 100 >= plannedMinor * Math.round(BUDGET_WARNING_SHARE * 100);

/** Raises the warnings an expense write caused; answers how many lines warned. */
export async function checkBudgetWarnings(
  db: Database,
  farmId: string,
  input: BudgetWarningInput,
): Promise<number> {
  const subjects = [
    input.categoryId
      ? and(eq(budgetLines.kind, 'expense_category'), eq(budgetLines.categoryId, input.categoryId))
      : undefined,
    input.cropId ? and(eq(budgetLines.kind, 'crop'), eq(budgetLines.cropId, input.cropId)) : undefined,
  ].filter((s) => s !== undefined);
  if (subjects.length === 0) return 0;
  const lines = await db
    .select({
      id: budgetLines.id,
      kind: budgetLines.kind,
      categoryId: budgetLines.categoryId,
      cropId: budgetLines.cropId,
      amountMinor: budgetLines.amountMinor,
      planId: budgetPlans.id,
      planName: budgetPlans.name,
      startsOn: budgetPlans.startsOn,
      endsOn: budgetPlans.endsOn,
      currency: budgetPlans.currency,
    })
    .from(budgetLines)
    .innerJoin(budgetPlans, eq(budgetPlans.id, budgetLines.planId))
    .where(
      and(
        eq(budgetLines.farmId, farmId),
        isNull(budgetLines.warnedAt),
        lte(budgetPlans.startsOn, input.spentOn),
        gte(budgetPlans.endsOn, input.spentOn),
        or(...subjects),
      ),
    );
  let warned = 0;
  for (const line of lines) {
    const spent = await lineSpentMinor(db, farmId, line, line.startsOn, line.endsOn);
    if (!passesWarningShare(spent, line.amountMinor)) continue;
    const at = input.at ?? new Date();
    // Marking the line first, only if still unmarked, keeps two concurrent expenses from both warning.
    const marked = await db
      .update(budgetLines)
      .set({ warnedAt: at })
      .where(and(eq(budgetLines.id, line.id), isNull(budgetLines.warnedAt)))
      .returning({ id: budgetLines.id });
    if (marked.length === 0) continue;
    const payload: MoneyEventPayloads['finance.budget_warning'] = {
      plan_id: line.planId,
      plan_name: line.planName,
      line_id: line.id,
      subject_name: await subjectName(db, line),
      planned_minor: line.amountMinor,
      actual_minor: spent,
      currency: line.currency,
    };
    await recordDomainEvent(db, {
      farmId,
      type: 'finance.budget_warning',
      subjectId: line.id,
      payload: { ...payload },
      dedupeKey: `budget_warning:${line.id}`,
      createdAt: at,
    });
    warned++;
  }
  return warned;
}

async function subjectName(
  db: Database,
  line: { kind: string; categoryId: string | null; cropId: string | null },
) {
  if (line.kind === 'crop') {
    const [crop] = await db.select({ name: crops.name }).from(crops).where(eq(crops.id, line.cropId!));
    return crop?.name ?? '';
  }
  const [category] = await db
    .select({ name: expenseCategories.name })
    .from(expenseCategories)
    .where(inArray(expenseCategories.id, [line.categoryId!]));
  return category?.name ?? '';
}
