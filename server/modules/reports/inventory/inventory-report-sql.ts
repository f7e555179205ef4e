// SQL pieces the inventory report's queries share (docs/product/reports.md "Inventory report"): the scope's farms,
// a farm's own calendar days as a range of instants (so the ledger's (farm, created_at) index answers it), and
// what a quantity of an item is worth: rounded once per row, integer money, never a float.
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import type { ResolvedScope } from '../report-scope';

export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** `column in (...)` over the scope's farm ids. */
export const inFarms = (column: SQL, farmIds: readonly string[]) =>
  sql`${column} in (${sql.join(
    farmIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;

interface FarmBounds {
  id: string;
  start: string;
  end: string;
}
const boundsOf = new WeakMap<object, Promise<FarmBounds[]>>();

/**
 * The rows of `table` (aliased, with farm_id and the instant `column`) on the scope's days: from the first instant
 * of `from` to the first of the day after `to`, in each farm's own time zone. The instants are worked out once
 * per scope and sent as values, so the planner sees the real range (a range left as an expression is estimated
 * at a tenth of the rows and a year of a large farm gets sorted on disk instead of hashed).
 */
export async function withinPeriod(db: Database, scope: ResolvedScope, farmColumn: SQL, column: SQL) {
  let bounds = boundsOf.get(scope);
  if (!bounds) {
    bounds = db
      .execute(
        sql`select id, ((${scope.from}::date)::timestamp at time zone timezone)::text as start,
          ((${scope.to}::date + 1)::timestamp at time zone timezone)::text as end
        from farms where ${inFarms(sql`id`, scope.farmIds)}`,
      )
      .then((result) => rowsOf<FarmBounds>(result));
    boundsOf.set(scope, bounds);
  }
  const farms = await bounds;
  return sql`(${sql.join(
    farms.map(
      (b) =>
        sql`(${farmColumn} = ${b.id}::uuid and ${column} >= ${b.start}::timestamptz and ${column} < ${b.end}::timestamptz)`,
    ),
    sql` or `,
  )})`;
}

/** A movement's size in hundredths (quantities have two decimals): whole numbers sum far faster than numeric. */
export const movementCents = sql`(abs(m.quantity_change) * 100)::bigint`;

/**
 * A movement's worth: its size at the cost it was made at (the item's cost when the movement has none), rounded
 * half up to a whole minor unit, in whole-number arithmetic (the same as numeric round() for sizes ≥ 0).
 */
export const movementValue = sql`((abs(m.quantity_change) * 100)::bigint
  * coalesce(m.unit_cost_minor, i.unit_cost_minor, 0) + 50) / 100`;

/** A sum of hundredths as the ledger writes quantities: 1250 → "12.50". */
export const quantityOfCents = (cents: string | number) => {
  const n = BigInt(cents);
  const sign = n < 0n ? '-' : '';
  const abs = n < 0n ? -n : n;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
};

/** An item's stock now at its unit cost (no cost counts as 0, as on the inventory dashboard). */
export const stockValue = sql`round(i.quantity * coalesce(i.unit_cost_minor, 0))`;

export const addDays = (day: string, days: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** Days for a period of up to 62 days (two months), months beyond: a series stays readable. */
export const MAX_DAY_BUCKETS = 62;

/** Every bucket from `from` to `to`: 'YYYY-MM-DD' days or 'YYYY-MM' months. */
export function bucketsOf(from: string, to: string): { bucket: 'day' | 'month'; keys: string[] } {
  const days: string[] = [];
  for (let day = from; day <= to && days.length <= MAX_DAY_BUCKETS; day = addDays(day, 1)) days.push(day);
  if (days.length <= MAX_DAY_BUCKETS) return { bucket: 'day', keys: days };
  const months: string[] = [];
  let [year, month] = [Number(from.slice(0, 4)), Number(from.slice(5, 7))];
  const last = to.slice(0, 7);
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    if (key > last) break;
    months.push(key);
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
  return { bucket: 'month', keys: months };
}
