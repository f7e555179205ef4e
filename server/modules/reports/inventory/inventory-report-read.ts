// The inventory report's figures, each an aggregate in SQL over the scope's farms (docs/product/reports.md
// "Inventory report"): the stock's worth now by type and location, the period's movements by kind and by day or
// month, stock that has not left in 90 days, stock that expires within 30 days or has expired, and the count
// adjustments of the period. Lists are cut at REPORT_LIST_LIMIT; their totals cover every item.
import { sql } from 'drizzle-orm';
import {
  EXPIRING_WITHIN_DAYS,
  REPORT_LIST_LIMIT,
  SLOW_MOVING_DAYS,
  type InventoryReport,
} from '@/shared/contracts/reports-inventory';
import type { ItemType } from '@/shared/contracts/inventory-enums';
import type { MovementType } from '@/shared/contracts/stock-movements';
import type { Database } from '@/server/db/client';
import type { ResolvedScope } from '../report-scope';
import {
  addDays,
  bucketsOf,
  inFarms,
  movementCents,
  movementValue,
  quantityOfCents,
  rowsOf,
  stockValue,
  withinPeriod,
} from './inventory-report-sql';

type Figures = InventoryReport;
const TRANSFER_KINDS = new Set<MovementType>(['transfer_in', 'transfer_out']);
const ITEM = sql`i.id as item_id, i.name, f.name as farm_name, i.item_type, i.unit`;

interface ItemRow {
  item_id: string;
  name: string;
  farm_name: string;
  item_type: ItemType;
  unit: string;
}
const itemOf = (r: ItemRow) => ({
  item_id: r.item_id,
  name: r.name,
  farm_name: r.farm_name,
  item_type: r.item_type,
  unit: r.unit,
});

export async function valuation(db: Database, scope: ResolvedScope): Promise<Figures['valuation']> {
  const rows = rowsOf<{
    item_type: ItemType;
    location_id: string;
    location: string;
    farm_name: string;
    items: number;
    value: string;
  }>(
    await db.execute(sql`
      select i.item_type, i.location_id, l.name as location, f.name as farm_name, count(*)::int as items,
        coalesce(sum(${stockValue}), 0)::bigint::text as value
      from inventory_items i
        join farms f on f.id = i.farm_id
        join storage_locations l on l.id = i.location_id
      where ${inFarms(sql`i.farm_id`, scope.farmIds)}
      group by i.item_type, i.location_id, l.name, f.name`),
  );
  const byType = new Map<ItemType, { items: number; value_minor: number }>();
  const byLocation = new Map<string, Figures['valuation']['by_location'][number]>();
  for (const r of rows) {
    const type = byType.get(r.item_type) ?? { items: 0, value_minor: 0 };
    type.items += r.items;
    type.value_minor += Number(r.value);
    byType.set(r.item_type, type);
    const location = byLocation.get(r.location_id) ?? {
      location_id: r.location_id,
      name: r.location,
      farm_name: r.farm_name,
      items: 0,
      value_minor: 0,
    };
    location.items += r.items;
    location.value_minor += Number(r.value);
    byLocation.set(r.location_id, location);
  }
  const types = (['input', 'equipment', 'product'] as const).map((item_type) => ({
    item_type,
    ...(byType.get(item_type) ?? { items: 0, value_minor: 0 }),
  }));
  return {
    items: types.reduce((sum, r) => sum + r.items, 0),
    value_minor: types.reduce((sum, r) => sum + r.value_minor, 0),
    by_type: types,
    by_location: [...byLocation.values()].sort(
      (a, b) => b.value_minor - a.value_minor || a.name.localeCompare(b.name),
    ),
  };
}

export async function movements(db: Database, scope: ResolvedScope): Promise<Figures['movements']> {
  const { bucket, keys } = bucketsOf(scope.from, scope.to);
  const local = sql`(m.created_at at time zone f.timezone)`;
  // The bucket as a small integer (days from `from`, or year × 12 + month − 1): narrow group keys keep the
  // aggregate hashed in memory rather than sorted on disk.
  const bucketOf =
    bucket === 'day'
      ? sql`(${local}::date - ${scope.from}::date)`
      : sql`(extract(year from ${local}) * 12 + extract(month from ${local}) - 1)::int`;
  const keyOf = (n: number) =>
    bucket === 'day'
      ? addDays(scope.from, n)
      : `${Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, '0')}`;
  // One hashed pass over the period's ledger rows by kind, item type, direction and day or month (at most a few
  // thousand groups), summed both ways here; whole-number arithmetic, since numeric sums over a year of a large
  // farm cost seconds on the embedded database (docs/product/reports.md "Inventory report").
  const rows = rowsOf<{
    kind: MovementType;
    item_type: ItemType;
    out: boolean;
    bucket: number;
    movements: number;
    cents: string;
    value: string;
  }>(
    await db.execute(sql`
      select m.type as kind, i.item_type, m.quantity_change < 0 as out, ${bucketOf} as bucket,
        count(*)::int as movements, sum(${movementCents})::text as cents, sum(${movementValue})::text as value
      from stock_movements m join inventory_items i on i.id = m.item_id join farms f on f.id = m.farm_id
      where ${await withinPeriod(db, scope, sql`m.farm_id`, sql`m.created_at`)}
      group by 1, 2, 3, 4`),
  );
  const kinds = new Map<
    string,
    { kind: MovementType; item_type: ItemType; out: boolean; n: number; cents: bigint; value: number }
  >();
  const series = new Map(keys.map((key) => [key, { bucket: key, in_value_minor: 0, out_value_minor: 0 }]));
  for (const r of rows) {
    const key = `${r.kind}|${r.item_type}|${r.out}`;
    const entry = kinds.get(key) ?? {
      kind: r.kind,
      item_type: r.item_type,
      out: r.out,
      n: 0,
      cents: 0n,
      value: 0,
    };
    entry.n += r.movements;
    entry.cents += BigInt(r.cents);
    entry.value += Number(r.value);
    kinds.set(key, entry);
    // Transfers move stock between the farm's own locations: listed by kind, left out of what came in and went out.
    if (TRANSFER_KINDS.has(r.kind)) continue;
    const point = series.get(keyOf(Number(r.bucket)));
    if (!point) continue;
    if (r.out) point.out_value_minor += Number(r.value);
    else point.in_value_minor += Number(r.value);
  }
  const byKind = [...kinds.values()]
    .sort(
      (a, b) =>
        a.kind.localeCompare(b.kind) ||
        a.item_type.localeCompare(b.item_type) ||
        Number(a.out) - Number(b.out),
    )
    .map((r) => ({
      kind: r.kind,
      item_type: r.item_type,
      direction: r.out ? ('out' as const) : ('in' as const),
      movements: r.n,
      quantity: quantityOfCents(r.cents.toString()),
      value_minor: r.value,
    }));
  const moved = (direction: 'in' | 'out') =>
    byKind
      .filter((r) => r.direction === direction && !TRANSFER_KINDS.has(r.kind))
      .reduce((sum, r) => sum + r.value_minor, 0);
  return {
    in_value_minor: moved('in'),
    out_value_minor: moved('out'),
    by_kind: byKind,
    bucket,
    series: [...series.values()],
  };
}

export async function slowMoving(db: Database, scope: ResolvedScope): Promise<Figures['slow_moving']> {
  const since = addDays(scope.today, -SLOW_MOVING_DAYS);
  const rows = rowsOf<
    ItemRow & {
      quantity: string;
      last_out_on: string | null;
      last_movement_on: string | null;
      value: string;
      total_items: number;
      total_value: string;
    }
  >(
    // The last-movement lookups run for the listed items only, after the cut.
    await db.execute(sql`
      with slow as (
        select ${ITEM}, i.quantity::text as quantity, ${stockValue} as value, f.timezone,
          count(*) over ()::int as total_items, (sum(${stockValue}) over ())::bigint::text as total_value
        from inventory_items i join farms f on f.id = i.farm_id
        where ${inFarms(sql`i.farm_id`, scope.farmIds)} and i.quantity > 0
          and not exists (
            select 1 from stock_movements m
            where m.item_id = i.id and m.quantity_change < 0
              and m.created_at >= (${since}::date)::timestamp at time zone f.timezone)
        order by value desc, i.name, i.id
        limit ${REPORT_LIST_LIMIT}
      )
      select s.item_id, s.name, s.farm_name, s.item_type, s.unit, s.quantity, s.value::bigint::text as value,
        s.total_items, s.total_value,
        to_char((select max(m.created_at) from stock_movements m where m.item_id = s.item_id
          and m.quantity_change < 0) at time zone s.timezone, 'YYYY-MM-DD') as last_out_on,
        to_char((select max(m.created_at) from stock_movements m where m.item_id = s.item_id)
          at time zone s.timezone, 'YYYY-MM-DD') as last_movement_on
      from slow s
      order by s.value desc, s.name, s.item_id`),
  );
  return {
    days: SLOW_MOVING_DAYS,
    items: rows[0]?.total_items ?? 0,
    value_minor: Number(rows[0]?.total_value ?? 0),
    list: rows.map((r) => ({
      ...itemOf(r),
      quantity: r.quantity,
      last_out_on: r.last_out_on,
      last_movement_on: r.last_movement_on,
      value_minor: Number(r.value),
    })),
  };
}

export async function expiring(db: Database, scope: ResolvedScope): Promise<Figures['expiring']> {
  const until = addDays(scope.today, EXPIRING_WITHIN_DAYS);
  const expired = sql`i.expiry_date < ${scope.today}::date`;
  const rows = rowsOf<
    ItemRow & {
      quantity: string;
      expiry_date: string;
      expired: boolean;
      value: string;
      expired_items: number;
      expired_value: string;
      expiring_items: number;
      expiring_value: string;
    }
  >(
    await db.execute(sql`
      select ${ITEM}, i.quantity::text as quantity, i.expiry_date::text as expiry_date, ${expired} as expired,
        ${stockValue}::bigint::text as value,
        (count(*) filter (where ${expired}) over ())::int as expired_items,
        coalesce(sum(${stockValue}) filter (where ${expired}) over (), 0)::bigint::text as expired_value,
        (count(*) filter (where not ${expired}) over ())::int as expiring_items,
        coalesce(sum(${stockValue}) filter (where not ${expired}) over (), 0)::bigint::text as expiring_value
      from inventory_items i join farms f on f.id = i.farm_id
      where ${inFarms(sql`i.farm_id`, scope.farmIds)} and i.quantity > 0
        and i.expiry_date is not null and i.expiry_date <= ${until}::date
      order by i.expiry_date, i.name, i.id
      limit ${REPORT_LIST_LIMIT}`),
  );
  const first = rows[0];
  return {
    within_days: EXPIRING_WITHIN_DAYS,
    expired_items: first?.expired_items ?? 0,
    expired_value_minor: Number(first?.expired_value ?? 0),
    expiring_items: first?.expiring_items ?? 0,
    expiring_value_minor: Number(first?.expiring_value ?? 0),
    list: rows.map((r) => ({
      ...itemOf(r),
      quantity: r.quantity,
      expiry_date: r.expiry_date,
      expired: r.expired,
      value_minor: Number(r.value),
    })),
  };
}

export async function shrinkage(db: Database, scope: ResolvedScope): Promise<Figures['shrinkage']> {
  const lost = sql`m.quantity_change < 0`;
  const gained = sql`m.quantity_change > 0`;
  const rows = rowsOf<
    ItemRow & {
      adjustments: number;
      quantity_lost: string;
      quantity_gained: string;
      lost_value: string;
      gained_value: string;
      total_adjustments: string;
      total_lost: string;
      total_gained: string;
    }
  >(
    await db.execute(sql`
      with per_item as (
        select ${ITEM}, count(*)::int as adjustments,
          coalesce(sum(-m.quantity_change) filter (where ${lost}), 0)::numeric(14, 2)::text as quantity_lost,
          coalesce(sum(m.quantity_change) filter (where ${gained}), 0)::numeric(14, 2)::text as quantity_gained,
          coalesce(sum(${movementValue}) filter (where ${lost}), 0)::bigint as lost_v,
          coalesce(sum(${movementValue}) filter (where ${gained}), 0)::bigint as gained_v
        from stock_movements m join inventory_items i on i.id = m.item_id join farms f on f.id = m.farm_id
        where m.type = 'adjust' and ${await withinPeriod(db, scope, sql`m.farm_id`, sql`m.created_at`)}
        group by i.id, i.name, f.name, i.item_type, i.unit
      )
      select item_id, name, farm_name, item_type, unit, adjustments, quantity_lost, quantity_gained,
        lost_v::text as lost_value, gained_v::text as gained_value,
        (sum(adjustments) over ())::text as total_adjustments,
        (sum(lost_v) over ())::text as total_lost, (sum(gained_v) over ())::text as total_gained
      from per_item
      order by lost_v desc, gained_v desc, name, item_id
      limit ${REPORT_LIST_LIMIT}`),
  );
  const first = rows[0];
  return {
    adjustments: Number(first?.total_adjustments ?? 0),
    lost_value_minor: Number(first?.total_lost ?? 0),
    gained_value_minor: Number(first?.total_gained ?? 0),
    list: rows.map((r) => ({
      ...itemOf(r),
      adjustments: r.adjustments,
      quantity_lost: r.quantity_lost,
      quantity_gained: r.quantity_gained,
      lost_value_minor: Number(r.lost_value),
      gained_value_minor: Number(r.gained_value),
    })),
  };
}
