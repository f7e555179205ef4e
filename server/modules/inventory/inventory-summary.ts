// The inventory dashboard: totals by type with the stock value in the farm's currency, what is
// low, what expires within 30 days, and the latest movements.
import { and, asc, between, eq, gt, sql } from 'drizzle-orm';
import { ITEM_TYPES, type ItemType } from '@/shared/contracts/inventory';
import type { InventorySummary } from '@/shared/contracts/stock-movements';
import type { Database } from '@/server/db/client';
import { inventoryItems } from '@/server/db/schema/inventory';
import { EXPIRY_WARNING_DAYS } from './inventory-alerts';
import { selectItems, toItemDto } from './inventory-items';
import { addDays } from './inventory-status';
import { recentMovements } from './stock-history';

const LIST_SIZE = 10;

export async function inventorySummary(
  db: Database,
  farm: { id: string; currency: string },
  today: string,
): Promise<InventorySummary> {
  const inFarm = eq(inventoryItems.farmId, farm.id);
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
    currency: farm.currency,
    totals,
    item_count: totals.reduce((sum, t) => sum + t.item_count, 0),
    stock_value: totals.reduce((sum, t) => sum + t.stock_value, 0),
    low_stock: low.map((row) => toItemDto(row)),
    expiring_soon: expiring.map((row) => toItemDto(row)),
    recent_movements: await recentMovements(db, farm.id, LIST_SIZE),
  };
}
