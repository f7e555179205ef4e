// The inventory dashboard: totals by type with the stock value in the farm's currency, what is
// low, what expires within 30 days, and the latest movements.
//
// The totals and the two lists read every item of the farm (hundreds of milliseconds at 100,000 items, on the
// embedded database's only thread), so they are kept per farm revision (revision-cache.ts, docs/decisions/027)
// and per day: a stock write bumps the revision and changes the very next answer. The latest movements name the
// person who made each one, and a renamed person or a deleted location bumps no revision: they are read again
// after any write (memoUntilWrite: on PGlite, until this process next writes; on PostgreSQL, every time), by the
// (farm, created_at) index, ten rows.
import { and, asc, between, eq, gt, sql } from 'drizzle-orm';
import { ITEM_TYPES, type ItemType } from '@/shared/contracts/inventory';
import type { InventorySummary } from '@/shared/contracts/stock-movements';
import type { Database } from '@/server/db/client';
import { inventoryItems } from '@/server/db/schema/inventory';
import { EXPIRY_WARNING_DAYS } from './inventory-alerts';
import { selectItems, toItemDto } from './inventory-items';
import { addDays } from './inventory-status';
import { memoUntilWrite, revisionCacheOf } from './revision-cache';
import { recentMovements } from './stock-history';

const LIST_SIZE = 10;

type StockFigures = Pick<InventorySummary, 'totals' | 'low_stock' | 'expiring_soon'>;

export async function inventorySummary(
  db: Database,
  farm: { id: string; currency: string },
  today: string,
): Promise<InventorySummary> {
  const { totals, low_stock, expiring_soon } = await revisionCacheOf(db).get(
    farm.id,
    `summary:${today}`,
    () => stockFigures(db, farm.id, today),
  );
  return {
    currency: farm.currency,
    totals,
    item_count: totals.reduce((sum, t) => sum + t.item_count, 0),
    stock_value: totals.reduce((sum, t) => sum + t.stock_value, 0),
    low_stock,
    expiring_soon,
    recent_movements: await memoUntilWrite(db, `recent-movements:${farm.id}`, () =>
      recentMovements(db, farm.id, LIST_SIZE),
    ),
  };
}

/** What depends on the farm's items only (and the names beside them, which bump the revision too). */
async function stockFigures(db: Database, farmId: string, today: string): Promise<StockFigures> {
  const inFarm = eq(inventoryItems.farmId, farmId);
  const rows = await db
    .select({
      type: inventoryItems.itemType,
      count: sql<number>`count(*)::int`,
      // quantity × unit cost in minor units, rounded once per item: integer money, never a float.
      value: sql<string>`coalesce(sum(round(${inventoryItems.quantity} * coalesce(${inventoryItems.unitCostMinor}, 0))), 0)::bigint::text`,
    })
    .from(inventoryItems)
    .where(inFarm)
    .groupBy(inventoryItems.itemType);
  const byType = new Map(rows.map((row) => [row.type as ItemType, row]));
  const totals = ITEM_TYPES.map((type) => ({
    item_type: type,
    item_count: Number(byType.get(type)?.count ?? 0),
    stock_value: Number(byType.get(type)?.value ?? 0),
  }));

  // Most urgent first: the smallest share of the reorder level left.
  const low = await selectItems(db)
    .where(and(inFarm, eq(inventoryItems.status, 'low')))
    .orderBy(
      sql`${inventoryItems.quantity} / nullif(${inventoryItems.reorderLevel}, 0) asc nulls last`,
      asc(inventoryItems.name),
    )
    .limit(LIST_SIZE);
  const expiring = await selectItems(db)
    .where(
      and(
        inFarm,
        gt(inventoryItems.quantity, '0'),
        between(inventoryItems.expiryDate, today, addDays(today, EXPIRY_WARNING_DAYS)),
      ),
    )
    .orderBy(asc(inventoryItems.expiryDate), asc(inventoryItems.name))
    .limit(LIST_SIZE);

  return {
    totals,
    low_stock: low.map((row) => toItemDto(row)),
    expiring_soon: expiring.map((row) => toItemDto(row)),
  };
}
