// The period figures a farm may share with an organization (docs/product/organizations.md "What a farm
// shares"): the money summary from the cash book's daily totals and the crop summary from crops and harvests.
// One query per figure for every farm together, however many farms there are.
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { CROP_STATUSES, type CropStatus } from '@/shared/contracts/farm-work-enums';
import type { CropSummary, MoneySummary } from '@/shared/contracts/organizations';
import type { Database } from '@/server/db/client';
import { crops, harvests } from '@/server/db/schema/crops';
import { financeDailyTotals } from '@/server/db/schema/finances';

export interface Period {
  from: string;
  to: string;
}

/** Income, expenses and profit per farm over the period (both days included), from finance_daily_totals. */
export async function moneySummaries(
  db: Database,
  farmIds: string[],
  { from, to }: Period,
): Promise<Map<string, MoneySummary>> {
  const out = new Map<string, MoneySummary>(
    farmIds.map((id) => [id, { income_minor: 0, expense_minor: 0, profit_minor: 0 }]),
  );
  if (farmIds.length === 0) return out;
  const rows = await db
    .select({
      farmId: financeDailyTotals.farmId,
      income: sql<string>`sum(${financeDailyTotals.incomeMinor})::text`,
      expense: sql<string>`sum(${financeDailyTotals.expenseMinor})::text`,
    })
    .from(financeDailyTotals)
    .where(
      and(
        inArray(financeDailyTotals.farmId, farmIds),
        gte(financeDailyTotals.day, from),
        lte(financeDailyTotals.day, to),
      ),
    )
    .groupBy(financeDailyTotals.farmId);
  for (const row of rows) {
    const income = Number(row.income);
    const expense = Number(row.expense);
    out.set(row.farmId, { income_minor: income, expense_minor: expense, profit_minor: income - expense });
  }
  return out;
}

const noCrops = (): Record<CropStatus, number> =>
  Object.fromEntries(CROP_STATUSES.map((status) => [status, 0])) as Record<CropStatus, number>;

/**
 * Per farm: the crops in the ground during the period (planted on or before its last day, with no expected
 * harvest before its first) counted by their status now, and the quantity harvested in it per crop name and unit.
 */
export async function cropSummaries(
  db: Database,
  farmIds: string[],
  { from, to }: Period,
): Promise<Map<string, CropSummary>> {
  const out = new Map<string, CropSummary>(
    farmIds.map((id) => [id, { by_status: noCrops(), harvested: [] }]),
  );
  if (farmIds.length === 0) return out;
  const statuses = await db
    .select({ farmId: crops.farmId, status: crops.status, count: sql<number>`count(*)::int` })
    .from(crops)
    .where(
      and(
        inArray(crops.farmId, farmIds),
        lte(crops.plantingDate, to),
        sql`coalesce(${crops.expectedHarvestDate}, ${to}::date) >= ${from}::date`,
      ),
    )
    .groupBy(crops.farmId, crops.status);
  for (const row of statuses) {
    const summary = out.get(row.farmId)!;
    summary.by_status[row.status as CropStatus] = row.count;
  }
  const harvestedRows = await db
    .select({
      farmId: harvests.farmId,
      crop: crops.name,
      unit: harvests.unit,
      quantity: sql<string>`sum(${harvests.quantity})::text`,
    })
    .from(harvests)
    .innerJoin(crops, eq(crops.id, harvests.cropId))
    .where(
      and(inArray(harvests.farmId, farmIds), gte(harvests.harvestedOn, from), lte(harvests.harvestedOn, to)),
    )
    .groupBy(harvests.farmId, crops.name, harvests.unit)
    .orderBy(asc(crops.name), asc(harvests.unit));
  for (const row of harvestedRows) {
    out.get(row.farmId)!.harvested.push({ crop: row.crop, unit: row.unit, quantity: row.quantity });
  }
  return out;
}
