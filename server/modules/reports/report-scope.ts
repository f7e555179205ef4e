// Which days and farms a report covers (docs/product/reports.md "Period and farms"). The farm in the address is
// checked like every farm route (404 to a stranger, 403 without reports.view); "all farms" adds every other farm
// whose role lets the user read reports, in that farm's currency, since money in two currencies never adds up.
import { and, eq, inArray, isNull, max, min, sql } from 'drizzle-orm';
import type { ParsedReportQuery, ReportScope } from '@/shared/contracts/reports';
import { REPORT_QUERY_ERRORS } from '@/shared/contracts/reports';
import type { ServerContext } from '@/server/context';
import { crops } from '@/server/db/schema/crops';
import { farms } from '@/server/db/schema/farms';
import { fieldError } from '@/server/lib/http-error';
import { addMonths, fiscalYearOf } from '@/server/modules/budgets/budget-period';
import { fiscalYearStartMonth } from '@/server/modules/contributors/finance-writer';
import { farmIdsWithPermission, requireFarmPermission } from '@/server/modules/farms/farm-access';
import { farmToday } from '@/server/modules/tasks/farm-calendar';

type Ctx = Pick<ServerContext, 'db' | 'clock'>;

export interface ScopeFarm {
  id: string;
  name: string;
  timezone: string;
  currency: string;
}

/** A report's scope as the server computes with it: the answer's `scope` plus what queries need. */
export interface ResolvedScope {
  answer: ReportScope;
  /** The farm in the address: its currency, today and fiscal year set the period. */
  anchor: ScopeFarm;
  farms: ScopeFarm[];
  farmIds: string[];
  from: string;
  to: string;
  /** The anchor farm's calendar day now. */
  today: string;
  season: string | null;
}

const MAX_YEARS = 5;

async function scopeFarms(ctx: Ctx, userId: string, anchor: ScopeFarm, scope: 'farm' | 'all') {
  if (scope === 'farm') return { included: [anchor], leftOut: [] };
  const ids = await farmIdsWithPermission(ctx.db, userId, 'reports.view');
  const rows = await ctx.db
    .select({ id: farms.id, name: farms.name, timezone: farms.timezone, currency: farms.currency })
    .from(farms)
    .where(and(inArray(farms.id, ids), isNull(farms.archivedAt)))
    .orderBy(farms.name, farms.id);
  const included = rows.filter((farm) => farm.currency === anchor.currency);
  if (!included.some((farm) => farm.id === anchor.id)) included.unshift(anchor);
  return { included, leftOut: rows.filter((farm) => farm.currency !== anchor.currency) };
}

/** A season spans its crops: the first planting to the last expected harvest (today for a crop without one). */
async function seasonDays(ctx: Ctx, farmIds: string[], season: string, today: string) {
  const [row] = await ctx.db
    .select({
      from: min(crops.plantingDate),
      to: max(
        sql<string>`coalesce(${crops.expectedHarvestDate}, greatest(${crops.plantingDate}, ${today}::date))`,
      ),
    })
    .from(crops)
    .where(and(inArray(crops.farmId, farmIds), eq(crops.season, season)));
  if (!row?.from || !row.to) {
    throw fieldError('season', 'No crop of these farms is planted in that season. Choose another season.');
  }
  return { from: row.from, to: row.to < row.from ? row.from : row.to };
}

async function periodDays(
  ctx: Ctx,
  query: ParsedReportQuery,
  anchor: ScopeFarm,
  farmIds: string[],
  today: string,
) {
  switch (query.period) {
    case 'custom':
      return { from: query.from!, to: query.to! };
    case 'season':
      return seasonDays(ctx, farmIds, query.season!, today);
    case 'year':
      return { from: fiscalYearOf(today, await fiscalYearStartMonth(ctx.db, anchor.id)).startsOn, to: today };
    case 'month':
      return { from: `${today.slice(0, 7)}-01`, to: today };
  }
}

/** Checks the caller may read reports of `farmId` and works out the days and farms `query` asks for. */
export async function resolveReportScope(
  ctx: Ctx,
  userId: string,
  farmId: string,
  query: ParsedReportQuery,
): Promise<ResolvedScope> {
  const { farm } = await requireFarmPermission(ctx.db, userId, farmId, 'reports.view');
  const anchor: ScopeFarm = {
    id: farm.id,
    name: farm.name,
    timezone: farm.timezone,
    currency: farm.currency,
  };
  const today = farmToday(ctx.clock.now(), anchor.timezone);
  const { included, leftOut } = await scopeFarms(ctx, userId, anchor, query.scope);
  const farmIds = included.map((f) => f.id);
  const { from, to } = await periodDays(ctx, query, anchor, farmIds, today);
  if (from > to) throw fieldError('to', REPORT_QUERY_ERRORS.fromAfterTo);
  if (addMonths(from, 12 * MAX_YEARS) <= to) throw fieldError('from', REPORT_QUERY_ERRORS.tooLong);
  const season = query.period === 'season' ? query.season! : null;
  return {
    anchor,
    farms: included,
    farmIds,
    from,
    to,
    today,
    season,
    answer: {
      period: query.period,
      from,
      to,
      season,
      scope: query.scope,
      currency: anchor.currency,
      farms: included.map(({ id, name }) => ({ id, name })),
      left_out: leftOut.map(({ id, name, currency }) => ({ id, name, currency })),
      generated_at: ctx.clock.now().toISOString(),
    },
  };
}
