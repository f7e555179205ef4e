// Edit and delete an inventory item. An edit changes details only: the quantity changes through
// movements, so the ledger always explains it. The status is recomputed in the same UPDATE, since the reorder
// level, maximum level or expiry date may have moved.
import { and, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  CATEGORIES_BY_TYPE,
  type ItemType,
  type UpdateInventoryItemInput,
} from '@/shared/contracts/inventory';
import type { z } from 'zod';
import { inventoryItems, stockMovements } from '@/server/db/schema/inventory';
import { fieldError, HttpError } from '@/server/lib/http-error';
import { recordStockAlerts } from './inventory-alerts';
import { recordItemActivity } from './inventory-activity';
import { OPENING_STOCK_NOTE, requireFarmSupplier } from './inventory-create';
import { itemNotFound, requireItemId, skuTaken, type ItemRow } from './inventory-items';
import { statusSql } from './inventory-status';
import type { InventoryWrite } from './inventory-write';
import { fromCents, toCents, toMinorUnits } from './stock-quantity';

export type UpdateItemInput = z.output<typeof UpdateInventoryItemInput>;

const CATEGORY_MESSAGE: Record<ItemType, string> = {
  input: 'Choose a category for inputs.',
  equipment: 'Choose a category for equipment.',
  product: 'Choose a category for products.',
};

async function lockItem(w: InventoryWrite, itemId: string): Promise<ItemRow> {
  requireItemId(itemId);
  const [item] = await w.db
    .select()
    .from(inventoryItems)
    .where(and(eq(inventoryItems.id, itemId), eq(inventoryItems.farmId, w.farmId)))
    .for('update');
  if (!item) throw itemNotFound();
  return item;
}

const decimal = (value: number | null | undefined) => (value == null ? value : fromCents(toCents(value)));
/** A level for the status CASE: the new value when the edit sets one, else the row's own. */
const levelExpr = (value: string | null | undefined, column: SQL | typeof inventoryItems.reorderLevel) =>
  value === undefined ? column : value === null ? sql`null::numeric` : sql`${value}::numeric`;

export async function updateItem(w: InventoryWrite, itemId: string, input: UpdateItemInput) {
  const before = await lockItem(w, itemId);
  const type = before.itemType as ItemType;
  if (
    input.category !== undefined &&
    !(CATEGORIES_BY_TYPE[type] as readonly string[]).includes(input.category)
  ) {
    throw fieldError('category', CATEGORY_MESSAGE[type]);
  }
  await requireFarmSupplier(w, input.supplier_id);
  const reorderLevel = decimal(input.reorder_level);
  const maxLevel = decimal(input.max_level);
  const finalReorder = reorderLevel === undefined ? before.reorderLevel : reorderLevel;
  const finalMax = maxLevel === undefined ? before.maxLevel : maxLevel;
  if (finalReorder != null && finalMax != null && toCents(finalMax) <= toCents(finalReorder)) {
    throw fieldError('max_level', 'The maximum level must be above the reorder level.');
  }
  const expiryDate = input.expiry_date;
  const status = statusSql({
    quantity: inventoryItems.quantity,
    today: w.today,
    reorderLevel: levelExpr(reorderLevel, inventoryItems.reorderLevel),
    maxLevel: levelExpr(maxLevel, inventoryItems.maxLevel),
    expiryDate: expiryDate === undefined ? inventoryItems.expiryDate : sql`${expiryDate}::date`,
  });
  const [item] = await w.db
    .update(inventoryItems)
    .set({
      name: input.name,
      category: input.category,
      unit: input.unit,
      supplierId: input.supplier_id,
      description: input.description,
      reorderLevel,
      maxLevel,
      expiryDate,
      unitCostMinor: input.unit_cost === undefined ? undefined : toMinorUnits(input.unit_cost),
      salePriceMinor: input.sale_price_minor,
      sku: input.sku,
      manufacturer: input.manufacturer,
      modelNumber: input.model_number,
      serialNumber: input.serial_number,
      purchaseDate: input.purchase_date,
      warrantyExpiration: input.warranty_expiration,
      status,
      updatedAt: w.now,
    })
    .where(eq(inventoryItems.id, itemId))
    .returning()
    .catch(skuTaken);
  await recordStockAlerts(w.db, item!, before.status, w);
  await recordItemActivity(w, 'edit', before, item!);
  return item!;
}

/**
 * Delete, only while the item has no history beyond its opening stock (a mistaken entry). An item with
 * movements keeps its ledger: the farmer adjusts its count to 0 instead.
 */
export async function deleteItem(w: InventoryWrite, itemId: string) {
  const item = await lockItem(w, itemId);
  const [history] = await w.db
    .select({ id: stockMovements.id })
    .from(stockMovements)
    .where(
      and(
        eq(stockMovements.itemId, itemId),
        or(
          ne(stockMovements.type, 'receive'),
          sql`${stockMovements.note} is distinct from ${OPENING_STOCK_NOTE}`,
        ),
      ),
    )
    .limit(1);
  if (history) {
    throw new HttpError(
      409,
      `${item.name} has stock history, so it cannot be deleted. Adjust its count to 0 instead; the history stays.`,
      { code: 'item_has_history' },
    );
  }
  await w.db.delete(inventoryItems).where(eq(inventoryItems.id, itemId));
  await recordItemActivity(w, 'delete', item, null);
  return item;
}
