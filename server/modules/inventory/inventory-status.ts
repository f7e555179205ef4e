// The item status in SQL, so every write sets it in the same statement that changes the quantity.
// It must agree with computeItemStatus (shared/inventory/rules.ts); inventory-status.test.ts checks the two
// against each other on generated cases.
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Clock } from '@/server/lib/clock';
import { inventoryItems } from '@/server/db/schema/inventory';

type Expr = SQL | AnyPgColumn;

export interface StatusExprs {
  quantity: Expr;
  /** Today as YYYY-MM-DD (todayOf). */
  today: string;
  reorderLevel?: Expr;
  maxLevel?: Expr;
  expiryDate?: Expr;
}

/**
 * The CASE that computes the status. The other columns default to the row's own, so an UPDATE that changes
 * only the quantity passes the new quantity expression (the SET list sees the old row).
 */
export function statusSql({
  quantity,
  today,
  reorderLevel = inventoryItems.reorderLevel,
  maxLevel = inventoryItems.maxLevel,
  expiryDate = inventoryItems.expiryDate,
}: StatusExprs): SQL<string> {
  return sql<string>`(case
    when ${quantity} <= 0 then 'depleted'
    when ${expiryDate} is not null and ${expiryDate} < ${today}::date then 'expired'
    when ${reorderLevel} is not null and ${quantity} < ${reorderLevel} then 'low'
    when ${maxLevel} is not null and ${quantity} > ${maxLevel} then 'excess'
    else 'normal' end)`;
}

/**
 * Today's date for status and alerts, from the injected clock (tests move it). Farms carry no time zone yet,
 * so the day is the UTC day; an item expires at 03:00 in East Africa rather than at midnight.
 */
export const dayOf = (date: Date) => date.toISOString().slice(0, 10);
export const todayOf = (clock: Clock) => dayOf(clock.now());

/** YYYY-MM-DD plus n days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
