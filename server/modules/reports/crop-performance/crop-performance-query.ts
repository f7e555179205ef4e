// The crop performance figures in one statement (docs/product/reports.md "Crop performance"): the crops of the
// period, then each figure summed per crop by the database through the indexes on the crop (tasks, harvests,
// expenses) and on the item (stock movements, sale lines). Nothing is added up row by row here.
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { HOURS_PER_PERIOD } from '@/server/modules/crops/crop-rules';
import { dayRange } from '@/server/modules/activity/day-range';
import type { ResolvedScope } from '../report-scope';

export interface CropPerformanceRaw {
  crop_id: string;
  farm_id: string;
  farm_name: string;
  crop_name: string;
  variety: string | null;
  season: string;
  field_name: string;
  status: string;
  planting_date: string;
  area: string;
  area_unit: string;
  area_hectares: string;
  yield_unit: string | null;
  expected_yield: string | null;
  yield: string | null;
  yield_per_hectare: string | null;
  inputs_minor: string;
  labour_minor: string;
  labour_hours: string;
  other_minor: string;
  revenue_minor: string;
  budget_minor: string | null;
}

/** Hectares in one unit of each area unit the crops record. */
export const HECTARES_PER_UNIT = { hectares: '1', acres: '0.40468564224', square_metres: '0.0001' } as const;

/** A common multiple of every pay period's hours, so labour sums exactly before the one rounding. */
const PAY_SCALE = 1760;

function cropsOfPeriod(scope: ResolvedScope): SQL {
  if (scope.season !== null) return sql`c.season = ${scope.season}`;
  // Planted by the period's end and not finished before it began: still planned or growing, or its last
  // harvest (else its expected harvest, else its planting) on or after the first day.
  return sql`c.planting_date <= ${scope.to}::date and (c.status in ('planned', 'growing') or coalesce(
      (select max(h.harvested_on) from harvests h where h.crop_id = c.id),
      c.expected_harvest_date, c.planting_date) >= ${scope.from}::date)`;
}

/**
 * The last day whose records count. A season's crops count everything recorded for them to date, even after the
 * season's last expected harvest; any other period stops at its last day.
 */
export const recordsUntil = (scope: ResolvedScope) =>
  scope.season !== null && scope.today > scope.to ? scope.today : scope.to;

export async function cropPerformanceRows(db: Database, scope: ResolvedScope): Promise<CropPerformanceRaw[]> {
  const to = recordsUntil(scope);
  const hectares = sql.join(
    Object.entries(HECTARES_PER_UNIT).map(([unit, factor]) => sql`when ${unit} then ${factor}::numeric`),
    sql` `,
  );
  const perHour = sql.join(
    Object.entries(HOURS_PER_PERIOD).map(
      ([period, hours]) => sql`when ${period} then ${PAY_SCALE / hours}::int`,
    ),
    sql` `,
  );
  // The end of the period's last day on each farm's clock, for rows stamped with a time: worked out here once
  // per farm, so the rows are compared with a constant rather than converted one by one.
  const ends = sql.join(
    scope.farms.map(
      (farm) =>
        sql`(${farm.id}::uuid, ${dayRange(to, to, farm.timezone).before!.toISOString()}::timestamptz)`,
    ),
    sql`, `,
  );
  const end = sql`c.end_at`;
  const result = await db.execute(sql`
    with fz (farm_id, end_at) as (values ${ends}),
    c as (
      select c.id, c.farm_id, f.name as farm_name, fz.end_at, c.name, c.variety, c.season, fl.name as field_name,
        c.status, c.planting_date, c.area, c.area_unit, c.expected_yield, c.yield_unit,
        round(c.area * (case c.area_unit ${hectares} end), 4) as area_hectares,
        c.area * (case c.area_unit ${hectares} end) as area_hectares_exact
      from fz
      join crops c on c.farm_id = fz.farm_id
      join farms f on f.id = c.farm_id
      join fields fl on fl.id = c.field_id
      where true and ${cropsOfPeriod(scope)}
    ),
    yields as (
      select h.crop_id, sum(h.quantity) filter (where h.unit = c.yield_unit) as quantity
      from c join harvests h on h.crop_id = c.id
      where h.harvested_on <= ${to}::date
      group by h.crop_id
    ),
    inputs as (
      select t.crop_id, sum(-m.quantity_change * coalesce(m.unit_cost_minor, 0)) as minor
      from c
      join tasks t on t.crop_id = c.id
      join stock_movements m on m.task_id = t.id
      where m.type = 'consume' and m.created_at < ${end}
      group by t.crop_id
    ),
    -- Hours added up per person first, then priced once per person: the same sum, far fewer lookups.
    work as (
      select t.crop_id, t.farm_id, t.assignee_user_id, sum(t.hours_worked) as hours
      from c
      join tasks t on t.crop_id = c.id
      where t.hours_worked > 0 and coalesce(t.completed_at, t.updated_at) < ${end}
      group by t.crop_id, t.farm_id, t.assignee_user_id
    ),
    labour as (
      select w.crop_id, sum(w.hours) as hours,
        sum(w.hours * fm.pay_rate * (case fm.pay_period ${perHour} end)) as scaled
      from work w
      left join farm_members fm on fm.farm_id = w.farm_id and fm.user_id = w.assignee_user_id
      group by w.crop_id
    ),
    other as (
      select e.crop_id, sum(e.amount_minor) as minor
      from c join expenses e on e.crop_id = c.id
      where e.spent_on <= ${to}::date and e.movement_id is null
      group by e.crop_id
    ),
    harvested as (
      select h.crop_id, h.item_id, c.farm_id, c.end_at, sum(m.quantity_change) as quantity,
        min(m.created_at) as first_at
      from c
      join harvests h on h.crop_id = c.id
      join stock_movements m on m.id = h.movement_id
      where m.created_at < ${end}
      group by h.crop_id, h.item_id, c.farm_id, c.end_at
    ),
    -- Each product's sales and harvests from the first harvest of these crops into it to the period's end: the
    -- crops share its sales by the part of those harvests each brought in, so they never share more than it sold.
    items as (
      select item_id, farm_id, end_at, min(first_at) as first_at
      from harvested
      group by item_id, farm_id, end_at
    ),
    pool as (
      select i.item_id, sum(m.quantity_change) as quantity
      from items i
      join stock_movements m on m.item_id = i.item_id and m.created_at >= i.first_at and m.created_at < i.end_at
      where m.type = 'harvest'
      group by i.item_id
    ),
    sold as (
      select i.item_id, sum(sl.net_minor * (sl.quantity - sl.returned_quantity) / sl.quantity) as net
      from items i
      join sale_lines sl on sl.farm_id = i.farm_id and sl.item_id = i.item_id
      join sales s on s.id = sl.sale_id
      where s.sold_at >= i.first_at and s.sold_at < i.end_at
      group by i.item_id
    ),
    revenue as (
      select hv.crop_id, sum(sold.net * hv.quantity / pool.quantity) as minor
      from harvested hv
      join pool on pool.item_id = hv.item_id and pool.quantity > 0
      join sold on sold.item_id = hv.item_id
      group by hv.crop_id
    ),
    budget as (
      select bl.crop_id, sum(bl.amount_minor) as minor
      from c
      join budget_lines bl on bl.crop_id = c.id and bl.kind = 'crop'
      join budget_plans bp on bp.id = bl.plan_id
      where bp.starts_on <= ${to}::date and bp.ends_on >= ${scope.from}::date
      group by bl.crop_id
    )
    select c.id as crop_id, c.farm_id, c.farm_name, c.name as crop_name, c.variety, c.season, c.field_name,
      c.status, c.planting_date::text as planting_date, c.area::text as area, c.area_unit,
      c.area_hectares::text as area_hectares, c.yield_unit, c.expected_yield::text as expected_yield,
      case when c.yield_unit is null then null else coalesce(y.quantity, 0)::numeric(14, 2)::text end as yield,
      case when c.yield_unit is null or c.area_hectares_exact = 0 then null
        else round(coalesce(y.quantity, 0) / c.area_hectares_exact, 2)::text end as yield_per_hectare,
      coalesce(round(i.minor), 0)::bigint::text as inputs_minor,
      coalesce(round(l.scaled * 100 / ${PAY_SCALE}), 0)::bigint::text as labour_minor,
      coalesce(l.hours, 0)::numeric(14, 2)::text as labour_hours,
      coalesce(o.minor, 0)::bigint::text as other_minor,
      coalesce(round(r.minor), 0)::bigint::text as revenue_minor,
      b.minor::bigint::text as budget_minor
    from c
    left join yields y on y.crop_id = c.id
    left join inputs i on i.crop_id = c.id
    left join labour l on l.crop_id = c.id
    left join other o on o.crop_id = c.id
    left join revenue r on r.crop_id = c.id
    left join budget b on b.crop_id = c.id
    order by c.farm_name, c.planting_date, c.name, c.id`);
  return (result as unknown as { rows: CropPerformanceRaw[] }).rows;
}
