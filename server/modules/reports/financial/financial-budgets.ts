// Budget against actual for the financial report (docs/product/reports.md "Financial report"): every budget plan
// of the report's farms whose dates overlap the period, each line read as the budgets page reads it (its actual
// over the plan's own dates, server/modules/budgets/budget-rows.ts), so the two pages never disagree.
import { and, asc, gte, inArray, lte } from 'drizzle-orm';
import type { BudgetAgainstActual } from '@/shared/contracts/reports-financial';
import type { Database } from '@/server/db/client';
import { budgetPlans } from '@/server/db/schema/finances';
import { loadPlan } from '@/server/modules/budgets/budget-rows';
import type { ScopeFarm } from '../report-scope';

/** Plans shown at most: a report is read by a person, and each plan costs a few small queries. */
const PLANS_SHOWN = 20;

const percent = (actual: number, planned: number) =>
  planned > 0 ? Math.round((actual / planned) * 1000) / 10 : 0;

export async function budgetsAgainstActual(
  db: Database,
  farms: ScopeFarm[],
  from: string,
  to: string,
): Promise<BudgetAgainstActual[]> {
  const plans = await db
    .select({ id: budgetPlans.id, farmId: budgetPlans.farmId })
    .from(budgetPlans)
    .where(
      and(
        inArray(
          budgetPlans.farmId,
          farms.map((f) => f.id),
        ),
        lte(budgetPlans.startsOn, to),
        gte(budgetPlans.endsOn, from),
      ),
    )
    .orderBy(asc(budgetPlans.startsOn), asc(budgetPlans.name), asc(budgetPlans.id))
    .limit(PLANS_SHOWN);
  const out: BudgetAgainstActual[] = [];
  for (const { id, farmId } of plans) {
    const plan = await loadPlan(db, farmId, id);
    out.push({
      plan_id: plan.id,
      plan_name: plan.name,
      farm_name: farms.find((f) => f.id === farmId)?.name ?? '',
      starts_on: plan.starts_on,
      ends_on: plan.ends_on,
      lines: plan.lines.map((line) => ({
        kind: line.kind,
        subject: line.subject_name,
        planned_minor: line.amount_minor,
        actual_minor: line.actual_minor,
        difference_minor: line.amount_minor - line.actual_minor,
        used_percent: percent(line.actual_minor, line.amount_minor),
      })),
    });
  }
  return out;
}
