// The dashboard's cheap blocks (docs/product/dashboard.md): crops by status and stage, this and last month's
// money from finance_daily_totals (one row per farm and day, as the finance overview reads it), the caller's
// unread notifications and the farm's last activity-log entries. Each is one or two indexed reads.
import { and, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { ActivityEntry } from '@/shared/contracts/activity-log';
import type { DashboardCrops, DashboardMoney } from '@/shared/contracts/farm-dashboard';
import type { Database } from '@/server/db/client';
import { activityLog } from '@/server/db/schema/activity';
import { crops, cropStages } from '@/server/db/schema/crops';
import { financeDailyTotals } from '@/server/db/schema/finances';
import { toActivityEntry } from '@/server/modules/activity/activity-query';
import { addDays } from '@/server/modules/tasks/farm-calendar';

const ACTIVITY_ENTRIES = 8;
const CROP_STATUSES = ['planned', 'growing', 'harvested', 'failed'] as const;

export async function cropsBlock(db: Database, farmId: string): Promise<DashboardCrops> {
  const byStatus = await db
    .select({ status: crops.status, count: sql<number>`count(*)::int` })
    .from(crops)
    .where(eq(crops.farmId, farmId))
    .groupBy(crops.status);
  const stages = await db
    .select({ stage: cropStages.name, count: sql<number>`count(*)::int` })
    .from(crops)
    .leftJoin(cropStages, eq(cropStages.id, crops.currentStageId))
    .where(and(eq(crops.farmId, farmId), eq(crops.status, 'growing')))
    .groupBy(cropStages.name)
    .orderBy(sql`count(*) desc`, sql`${cropStages.name} asc nulls last`);
  const count = (status: string) => byStatus.find((row) => row.status === status)?.count ?? 0;
  const [planned, growing, harvested, failed] = CROP_STATUSES.map(count) as [number, number, number, number];
  return {
    total: byStatus.reduce((sum, row) => sum + row.count, 0),
    planned,
    growing,
    harvested,
    failed,
    growing_stages: stages.map((row) => ({ stage: row.stage, count: row.count })),
  };
}

/** The first day of `today`'s month and of the month before, YYYY-MM-DD. */
export function monthStarts(today: string): { thisMonth: string; lastMonth: string } {
  const thisMonth = `${today.slice(0, 7)}-01`;
  const lastMonth = `${addDays(thisMonth, -1).slice(0, 7)}-01`;
  return { thisMonth, lastMonth };
}

export async function moneyBlock(
  db: Database,
  farm: { id: string; currency: string },
  today: string,
): Promise<DashboardMoney> {
  const { thisMonth, lastMonth } = monthStarts(today);
  const inFarm = eq(financeDailyTotals.farmId, farm.id);
  const [months] = await db
    .select({
      thisIncome: sql<string>`coalesce(sum(${financeDailyTotals.incomeMinor}) filter (where ${financeDailyTotals.day} >= ${thisMonth}), 0)`,
      thisExpense: sql<string>`coalesce(sum(${financeDailyTotals.expenseMinor}) filter (where ${financeDailyTotals.day} >= ${thisMonth}), 0)`,
      lastIncome: sql<string>`coalesce(sum(${financeDailyTotals.incomeMinor}) filter (where ${financeDailyTotals.day} < ${thisMonth}), 0)`,
      lastExpense: sql<string>`coalesce(sum(${financeDailyTotals.expenseMinor}) filter (where ${financeDailyTotals.day} < ${thisMonth}), 0)`,
    })
    .from(financeDailyTotals)
    .where(and(inFarm, gte(financeDailyTotals.day, lastMonth), lte(financeDailyTotals.day, today)));
  const [position] = await db
    .select({
      balance: sql<string>`coalesce(sum(${financeDailyTotals.incomeMinor} - ${financeDailyTotals.expenseMinor}), 0)`,
    })
    .from(financeDailyTotals)
    .where(and(inFarm, lte(financeDailyTotals.day, today)));
  const month = (key: string, income: unknown, expense: unknown) => ({
    month: key.slice(0, 7),
    income_minor: Number(income ?? 0),
    expense_minor: Number(expense ?? 0),
    profit_minor: Number(income ?? 0) - Number(expense ?? 0),
  });
  return {
    currency: farm.currency,
    this_month: month(thisMonth, months?.thisIncome, months?.thisExpense),
    last_month: month(lastMonth, months?.lastIncome, months?.lastExpense),
    cash_position_minor: Number(position?.balance ?? 0),
  };
}

export async function activityBlock(db: Database, farmId: string): Promise<ActivityEntry[]> {
  const rows = await db
    .select()
    .from(activityLog)
    .where(eq(activityLog.farmId, farmId))
    .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
    .limit(ACTIVITY_ENTRIES);
  return rows.map(toActivityEntry);
}
