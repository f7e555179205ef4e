// Creating, changing, copying and deleting budget plans (docs/product/budgets.md). Lines travel in the plan's body
// and a change replaces them all; a line that stays the same (same subject, same amount) keeps its warning mark,
// so changing a plan's notes never warns twice.
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  BudgetLineInput,
  CreateBudgetPlanInput,
  UpdateBudgetPlanInput,
} from '@/shared/contracts/budgets';
import { crops } from '@/server/db/schema/crops';
import { budgetLines, budgetPlans, expenseCategories } from '@/server/db/schema/finances';
import { fieldError } from '@/server/lib/http-error';
import { recordActivity } from '@/server/modules/activity/record';
import { fiscalYearStartMonth, type FinanceWrite } from '@/server/modules/contributors/finance-writer';
import { BUDGET_MESSAGES } from './budget-messages';
import { fiscalYearOf, nextPeriod } from './budget-period';
import { findPlan } from './budget-rows';

type LineInput = z.output<typeof BudgetLineInput>;
type PlanRow = typeof budgetPlans.$inferSelect;
type LineRow = typeof budgetLines.$inferSelect;

const subjectKey = (l: { kind: string; category_id?: string | null; crop_id?: string | null }) =>
  l.kind === 'income' ? 'income' : l.kind === 'crop' ? `crop:${l.crop_id}` : `category:${l.category_id}`;

/** Every line names a category or crop this farm may plan, once. */
async function checkLines(w: FinanceWrite, lines: readonly LineInput[]) {
  const seen = new Set<string>();
  lines.forEach((line, i) => {
    const key = subjectKey(line);
    const field = line.kind === 'crop' ? 'crop_id' : line.kind === 'income' ? 'kind' : 'category_id';
    if (seen.has(key)) throw fieldError(`lines.${i}.${field}`, BUDGET_MESSAGES.lineRepeated);
    seen.add(key);
  });
  const categoryIds = lines.filter((l) => l.kind === 'expense_category').map((l) => l.category_id!);
  if (categoryIds.length > 0) {
    const found = await w.db
      .select({ id: expenseCategories.id })
      .from(expenseCategories)
      .where(
        and(
          inArray(expenseCategories.id, categoryIds),
          or(isNull(expenseCategories.farmId), eq(expenseCategories.farmId, w.farmId)),
        ),
      );
    const known = new Set(found.map((c) => c.id));
    const bad = lines.findIndex((l) => l.kind === 'expense_category' && !known.has(l.category_id!));
    if (bad >= 0) throw fieldError(`lines.${bad}.category_id`, BUDGET_MESSAGES.categoryNotOffered);
  }
  const cropIds = lines.filter((l) => l.kind === 'crop').map((l) => l.crop_id!);
  if (cropIds.length > 0) {
    const found = await w.db
      .select({ id: crops.id })
      .from(crops)
      .where(and(inArray(crops.id, cropIds), eq(crops.farmId, w.farmId)));
    const known = new Set(found.map((c) => c.id));
    const bad = lines.findIndex((l) => l.kind === 'crop' && !known.has(l.crop_id!));
    if (bad >= 0) throw fieldError(`lines.${bad}.crop_id`, BUDGET_MESSAGES.cropNotOfFarm);
  }
}

/** The plan's days: as given, or for a year plan without them, the farm's fiscal year around today. */
async function periodOf(
  w: FinanceWrite,
  v: { period: string; starts_on?: string; ends_on?: string },
): Promise<{ startsOn: string; endsOn: string }> {
  if (v.starts_on && v.ends_on) return { startsOn: v.starts_on, endsOn: v.ends_on };
  if (v.period === 'season')
    throw fieldError(v.starts_on ? 'ends_on' : 'starts_on', BUDGET_MESSAGES.seasonNeedsDates);
  const fiscal = fiscalYearOf(v.starts_on ?? w.farmToday, await fiscalYearStartMonth(w.db, w.farmId));
  if (v.starts_on)
    return {
      startsOn: v.starts_on,
      endsOn: fiscalYearOf(v.starts_on, Number(v.starts_on.slice(5, 7))).endsOn,
    };
  if (v.ends_on && v.ends_on < fiscal.startsOn) throw fieldError('ends_on', BUDGET_MESSAGES.datesOrder);
  return { startsOn: fiscal.startsOn, endsOn: v.ends_on ?? fiscal.endsOn };
}

async function writeLines(
  w: FinanceWrite,
  planId: string,
  lines: readonly LineInput[],
  keep: readonly LineRow[] = [],
) {
  await w.db.delete(budgetLines).where(eq(budgetLines.planId, planId));
  if (lines.length === 0) return;
  const warned = new Map(
    keep
      .filter((l) => l.warnedAt)
      .map((l) => [
        `${subjectKey({ kind: l.kind, category_id: l.categoryId, crop_id: l.cropId })}:${l.amountMinor}`,
        l.warnedAt,
      ]),
  );
  await w.db.insert(budgetLines).values(
    lines.map((l) => ({
      planId,
      farmId: w.farmId,
      kind: l.kind,
      categoryId: l.kind === 'expense_category' ? l.category_id : null,
      cropId: l.kind === 'crop' ? l.crop_id : null,
      amountMinor: l.amount_minor,
      warnedAt: warned.get(`${subjectKey(l)}:${l.amount_minor}`) ?? null,
    })),
  );
}

const snapshot = (row: PlanRow, lines: readonly unknown[]) => ({
  name: row.name,
  period: row.period,
  starts_on: row.startsOn,
  ends_on: row.endsOn,
  notes: row.notes,
  lines,
});

async function log(
  w: FinanceWrite,
  action: 'create' | 'edit' | 'delete',
  summary: string,
  before: ReturnType<typeof snapshot> | null,
  after: ReturnType<typeof snapshot> | null,
  id: string,
) {
  await recordActivity(w.db, {
    farmId: w.farmId,
    actor: { id: w.userId, surface: w.surface },
    module: 'finances',
    action,
    recordType: 'budget_plan',
    recordId: id,
    summary,
    before,
    after,
    at: w.now,
  });
}

export async function createPlan(
  w: FinanceWrite,
  input: z.output<typeof CreateBudgetPlanInput>,
): Promise<string> {
  const { startsOn, endsOn } = await periodOf(w, input);
  await checkLines(w, input.lines);
  const [plan] = await w.db
    .insert(budgetPlans)
    .values({
      farmId: w.farmId,
      name: input.name,
      period: input.period,
      startsOn,
      endsOn,
      currency: w.currency,
      notes: input.notes,
      createdBy: w.userId,
      createdAt: w.now,
      updatedAt: w.now,
    })
    .returning();
  await writeLines(w, plan!.id, input.lines);
  await log(w, 'create', `Created budget plan ${plan!.name}`, null, snapshot(plan!, input.lines), plan!.id);
  return plan!.id;
}

const linesOf = (w: FinanceWrite, planId: string) =>
  w.db.select().from(budgetLines).where(eq(budgetLines.planId, planId));

const asInput = (l: LineRow): LineInput => ({
  kind: l.kind as LineInput['kind'],
  category_id: l.categoryId,
  crop_id: l.cropId,
  amount_minor: l.amountMinor,
});

export async function updatePlan(w: FinanceWrite, id: string, input: z.output<typeof UpdateBudgetPlanInput>) {
  const before = await findPlan(w.db, w.farmId, id);
  const beforeLines = await linesOf(w, id);
  const period = input.period ?? before.period;
  const datesGiven =
    input.starts_on !== undefined || input.ends_on !== undefined || input.period !== undefined;
  const keepDates = !(input.period === 'year' && before.period !== 'year');
  const { startsOn, endsOn } = datesGiven
    ? await periodOf(w, {
        period,
        // Turning a plan into a year plan without dates takes the fiscal year; otherwise missing dates stay.
        starts_on: input.starts_on ?? (keepDates ? before.startsOn : undefined),
        ends_on: input.ends_on ?? (keepDates ? before.endsOn : undefined),
      })
    : { startsOn: before.startsOn, endsOn: before.endsOn };
  if (endsOn < startsOn) throw fieldError('ends_on', BUDGET_MESSAGES.datesOrder);
  if (input.lines) await checkLines(w, input.lines);
  const [after] = await w.db
    .update(budgetPlans)
    .set({
      name: input.name ?? before.name,
      period,
      startsOn,
      endsOn,
      notes: input.notes === undefined ? before.notes : input.notes,
      updatedAt: w.now,
    })
    .where(eq(budgetPlans.id, id))
    .returning();
  if (input.lines) await writeLines(w, id, input.lines, beforeLines);
  await log(
    w,
    'edit',
    `Changed budget plan ${after!.name}`,
    snapshot(before, beforeLines.map(asInput)),
    snapshot(after!, input.lines ?? beforeLines.map(asInput)),
    id,
  );
}

export async function deletePlan(w: FinanceWrite, id: string) {
  const before = await findPlan(w.db, w.farmId, id);
  const beforeLines = await linesOf(w, id);
  await w.db.delete(budgetPlans).where(eq(budgetPlans.id, id));
  await log(
    w,
    'delete',
    `Deleted budget plan ${before.name}`,
    snapshot(before, beforeLines.map(asInput)),
    null,
    id,
  );
}

/** A new plan for the next period with the same lines (none warned yet); answers its id. */
export async function copyPlan(w: FinanceWrite, id: string): Promise<string> {
  const source = await findPlan(w.db, w.farmId, id);
  const lines = (await linesOf(w, id)).map(asInput);
  const next = nextPeriod(source.period, source.startsOn, source.endsOn);
  const [plan] = await w.db
    .insert(budgetPlans)
    .values({
      farmId: w.farmId,
      name: nextName(source.name, source.startsOn, next.startsOn),
      period: source.period,
      startsOn: next.startsOn,
      endsOn: next.endsOn,
      currency: source.currency,
      notes: source.notes,
      createdBy: w.userId,
      createdAt: w.now,
      updatedAt: w.now,
    })
    .returning();
  await writeLines(w, plan!.id, lines);
  await log(
    w,
    'create',
    `Copied budget plan ${source.name} to ${plan!.name}`,
    null,
    snapshot(plan!, lines),
    plan!.id,
  );
  return plan!.id;
}

/** "Long rains 2026" copied a year on reads "Long rains 2027"; a name without the year gets the new start date. */
export function nextName(name: string, fromDay: string, toDay: string): string {
  const [fromYear, toYear] = [fromDay.slice(0, 4), toDay.slice(0, 4)];
  if (fromYear !== toYear && name.includes(fromYear)) return name.replaceAll(fromYear, toYear).slice(0, 120);
  return `${name} (${toDay})`.slice(0, 120);
}
