// Add inventory item (docs/product/inventory.md Inventory form; ). The opening quantity is the first ledger row,
// a 'receive' with the note "Opening stock", so the history explains every unit from the start.
import { and, eq } from 'drizzle-orm';
import type { CreateInventoryItemInput } from '@/shared/contracts/inventory';
import { computeItemStatus } from '@/shared/inventory/rules';
import type { z } from 'zod';
import { inventoryItems, stockMovements } from '@/server/db/schema/inventory';
import { storageLocations, suppliers } from '@/server/db/schema/storage';
import { fieldError } from '@/server/lib/http-error';
import { isUuid } from '@/server/modules/farms/farm-access';
import { recordStockAlerts } from './inventory-alerts';
import { recordItemActivity } from './inventory-activity';
import { skuTaken } from './inventory-items';
import type { InventoryWrite } from './inventory-write';
import { fromCents, toCents, toMinorUnits } from './stock-quantity';

export type CreateItemInput = z.output<typeof CreateInventoryItemInput>;

export const OPENING_STOCK_NOTE = 'Opening stock';
export const FARM_MISMATCH = 'The farm ID does not match the farm in the address.';
export const LOCATION_NOT_OF_FARM = 'Choose a storage location of this farm.';
export const SUPPLIER_NOT_OF_FARM = 'Choose a supplier of this farm.';

/** 422 on `field` unless the location belongs to the farm. */
export async function requireFarmLocation(w: InventoryWrite, id: string, field = 'storage_location_id') {
  const [row] = isUuid(id)
    ? await w.db
        .select({ id: storageLocations.id })
        .from(storageLocations)
        .where(and(eq(storageLocations.id, id), eq(storageLocations.farmId, w.farmId)))
    : [];
  if (!row) throw fieldError(field, LOCATION_NOT_OF_FARM);
}

/** 422 on supplier_id unless the supplier (when one is given) belongs to the farm. */
export async function requireFarmSupplier(w: InventoryWrite, id: string | null | undefined) {
  if (id == null) return;
  const [row] = isUuid(id)
    ? await w.db
        .select({ id: suppliers.id })
        .from(suppliers)
        .where(and(eq(suppliers.id, id), eq(suppliers.farmId, w.farmId)))
    : [];
  if (!row) throw fieldError('supplier_id', SUPPLIER_NOT_OF_FARM);
}

const decimal = (value: number | null | undefined) => (value == null ? null : fromCents(toCents(value)));

export async function createItem(w: InventoryWrite, input: CreateItemInput) {
  if (input.farm_id !== w.farmId) throw fieldError('farm_id', FARM_MISMATCH);
  await requireFarmLocation(w, input.storage_location_id);
  await requireFarmSupplier(w, input.supplier_id);
  const quantity = fromCents(toCents(input.quantity));
  const equipment = input.item_type === 'equipment' ? input : null;
  const reorderLevel = decimal(input.reorder_level);
  const maxLevel = decimal(input.max_level);
  const expiryDate = input.expiry_date ?? null;
  const unitCostMinor = toMinorUnits(input.unit_cost);
  const status = computeItemStatus({
    quantity: Number(quantity),
    reorderLevel: input.reorder_level ?? null,
    maxLevel: input.max_level ?? null,
    expiryDate,
    today: w.today,
  });
  const [item] = await w.db
    .insert(inventoryItems)
    .values({
      salePriceMinor: input.sale_price_minor,
      sku: input.sku,
      farmId: w.farmId,
      locationId: input.storage_location_id,
      supplierId: input.supplier_id,
      itemType: input.item_type,
      name: input.name,
      category: input.category,
      unit: input.unit,
      quantity,
      status,
      reorderLevel,
      maxLevel,
      unitCostMinor,
      description: input.description,
      expiryDate,
      purchaseDate: input.purchase_date ?? null,
      manufacturer: equipment?.manufacturer ?? null,
      modelNumber: equipment?.model_number ?? null,
      serialNumber: equipment?.serial_number ?? null,
      warrantyExpiration: equipment?.warranty_expiration ?? null,
      createdAt: w.now,
      updatedAt: w.now,
    })
    .returning()
    .catch(skuTaken);
  if (toCents(quantity) > 0) {
    await w.db.insert(stockMovements).values({
      farmId: w.farmId,
      itemId: item!.id,
      type: 'receive',
      quantityChange: quantity,
      quantityAfter: quantity,
      locationId: item!.locationId,
      unitCostMinor,
      supplierId: input.supplier_id,
      note: OPENING_STOCK_NOTE,
      userId: w.userId,
      createdAt: w.now,
    });
  }
  // A new item alerts when it starts low or near expiry; one added with nothing in stock is not news.
  await recordStockAlerts(w.db, item!, status === 'depleted' ? 'depleted' : null, w);
  await recordItemActivity(w, 'create', null, item!);
  return item!;
}
