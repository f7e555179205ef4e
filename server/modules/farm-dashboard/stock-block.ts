// The dashboard's stock card (docs/product/dashboard.md "Stock"): the figures the organization dashboard and the
// inventory dashboard count (value, low, expiring within EXPIRY_WARNING_DAYS), out of stock, and the five most
// urgent items. The count reads every item of the farm (hundreds of milliseconds at 100,000 items on the embedded
// database), so the answer is kept per farm inventory revision and day (revision-cache.ts, docs/decisions/027):
// any stock write changes the very next answer.
import { and, asc, between, eq, gt, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { DashboardStock, UrgentStockReason } from '@/shared/contracts/farm-dashboard';
import type { Database } from '@/server/db/client';
import { inventoryItems } from '@/server/db/schema/inventory';
import { EXPIRY_WARNING_DAYS } from '@/server/modules/inventory/inventory-alerts';
import { addDays } from '@/server/modules/inventory/inventory-status';
import { revisionCacheOf } from '@/server/modules/inventory/revision-cache';

const URGENT = 5;

const urgentColumns = {
  id: inventoryItems.id,
  name: inventoryItems.name,
  quantity: inventoryItems.quantity,
  unit: inventoryItems.unit,
  status: inventoryItems.status,
  expiryDate: inventoryItems.expiryDate,
};
type UrgentRow = {
  id: string;
  name: string;
  quantity: string;
  unit: string;
  status: string;
  expiryDate: string | null;
};

/** "12.50" → "12.5", "3.00" → "3". */
const trim = (text: string) => (text.includes('.') ? text.replace(/\.?0+$/, '') : text);

async function computeStock(db: Database, farmId: string, today: string): Promise<DashboardStock> {
  const inFarm = eq(inventoryItems.farmId, farmId);
  const soon = addDays(today, EXPIRY_WARNING_DAYS);
  const [counts] = await db
    .select({
      items: sql<number>`count(*)::int`,
      // quantity × unit cost in minor units, rounded once per item: integer money, never a float.
      value: sql<string>`coalesce(sum(round(${inventoryItems.quantity} * coalesce(${inventoryItems.unitCostMinor}, 0))), 0)::bigint::text`,
      low: sql<number>`count(*) filter (where ${inventoryItems.status} = 'low')::int`,
      out: sql<number>`count(*) filter (where ${inventoryItems.status} = 'depleted')::int`,
      expiring: sql<number>`count(*) filter (where ${inventoryItems.quantity} > 0 and ${inventoryItems.expiryDate} between ${today} and ${soon})::int`,
    })
    .from(inventoryItems)
    .where(inFarm);
  // Low, or run out of something the farm keeps a reorder level for: least of the reorder level left first.
  const low: UrgentRow[] = await db
    .select(urgentColumns)
    .from(inventoryItems)
    .where(
      and(
        inFarm,
        or(
          eq(inventoryItems.status, 'low'),
          and(eq(inventoryItems.status, 'depleted'), isNotNull(inventoryItems.reorderLevel)),
        ),
        inArray(inventoryItems.status, ['low', 'depleted']),
      ),
    )
    .orderBy(
      sql`${inventoryItems.quantity} / nullif(${inventoryItems.reorderLevel}, 0) asc nulls last`,
      asc(inventoryItems.name),
    )
    .limit(URGENT);
  const expiring: UrgentRow[] = await db
    .select(urgentColumns)
    .from(inventoryItems)
    .where(and(inFarm, gt(inventoryItems.quantity, '0'), between(inventoryItems.expiryDate, today, soon)))
    .orderBy(asc(inventoryItems.expiryDate), asc(inventoryItems.name))
    .limit(URGENT);
  return {
    value_minor: Number(counts?.value ?? 0),
    item_count: counts?.items ?? 0,
    low_stock: counts?.low ?? 0,
    out_of_stock: counts?.out ?? 0,
    expiring_soon: counts?.expiring ?? 0,
    urgent: alternate(low, expiring).map((row) => ({
      id: row.id,
      name: row.name,
      quantity: trim(row.quantity),
      unit: row.unit,
      reason: row.reason,
      expiry_date: row.expiryDate,
    })),
  };
}

/** Low and expiring items taken in turn (an item on both lists once, as low), five in all. */
export function alternate(
  low: UrgentRow[],
  expiring: UrgentRow[],
): Array<UrgentRow & { reason: UrgentStockReason }> {
  const out: Array<UrgentRow & { reason: UrgentStockReason }> = [];
  const seen = new Set<string>();
  for (let i = 0; out.length < URGENT && (i < low.length || i < expiring.length); i++) {
    const pair: Array<[UrgentRow | undefined, UrgentStockReason]> = [
      [low[i], low[i]?.status === 'depleted' ? 'out_of_stock' : 'low'],
      [expiring[i], 'expiring'],
    ];
    for (const [row, reason] of pair) {
      if (!row || seen.has(row.id) || out.length >= URGENT) continue;
      seen.add(row.id);
      out.push({ ...row, reason });
    }
  }
  return out;
}

/** The stock card as of the farm's current inventory revision. `today` is the UTC day, as item statuses use. */
export function stockBlock(db: Database, farmId: string, today: string): Promise<DashboardStock> {
  return revisionCacheOf(db).get(farmId, `farm-dashboard:${today}`, () => computeStock(db, farmId, today));
}
