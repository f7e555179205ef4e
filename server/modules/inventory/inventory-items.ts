// One inventory item as the API shows it (InventoryItemSchema, docs/product/inventory.md Inventory item as read): the row joined
// with its location, supplier and farm in the same query, so a page of items costs one round trip, never N+1.
import { and, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { InventoryItem, ItemStatus, ItemType } from '@/shared/contracts/inventory';
import type { Database } from '@/server/db/client';
import { farms } from '@/server/db/schema/farms';
import { inventoryItems } from '@/server/db/schema/inventory';
import { storageLocations, suppliers } from '@/server/db/schema/storage';
import { HttpError, isUniqueViolation } from '@/server/lib/http-error';
import { isUuid } from '@/server/modules/farms/farm-access';

export type ItemRow = typeof inventoryItems.$inferSelect;

export const ITEM_NOT_FOUND = 'We could not find that inventory item.';
export const itemNotFound = () => new HttpError(404, ITEM_NOT_FOUND, { code: 'item_not_found' });

export const SKU_TAKEN = 'Another item of this farm already has that SKU or barcode: enter a different one.';

/** The farm's SKUs are unique whatever their case (inventory_items_farm_sku_unique): a second one is a 409. */
export function skuTaken(error: unknown): never {
  if (isUniqueViolation(error)) {
    throw new HttpError(409, SKU_TAKEN, { code: 'sku_taken', errors: { sku: [SKU_TAKEN] } });
  }
  throw error;
}

/** 404 for an item id that cannot exist (not a UUID), before it reaches a query. */
export function requireItemId(itemId: string) {
  if (!isUuid(itemId)) throw itemNotFound();
}

/** The item with what the API shows beside it. */
export const itemColumns = {
  ...getTableColumns(inventoryItems),
  locationName: storageLocations.name,
  supplierName: suppliers.name,
  currency: farms.currency,
  farmName: farms.name,
};

export type JoinedItemRow = ItemRow & {
  locationName: string;
  supplierName: string | null;
  currency: string;
  farmName: string;
};

/** SELECT … FROM inventory_items joined with location, supplier and farm; add where/order/limit. */
export function selectItems(db: Database) {
  return db
    .select(itemColumns)
    .from(inventoryItems)
    .innerJoin(storageLocations, eq(storageLocations.id, inventoryItems.locationId))
    .innerJoin(farms, eq(farms.id, inventoryItems.farmId))
    .leftJoin(suppliers, eq(suppliers.id, inventoryItems.supplierId));
}

/** docs/product/inventory.md Inventory item as read: both `type` and `item_type`, both location ids, last_updated = updated_at. */
export function toItemDto(row: JoinedItemRow, options: { withFarmName?: boolean } = {}): InventoryItem {
  const updatedAt = row.updatedAt.toISOString();
  return {
    id: row.id,
    farm_id: row.farmId,
    ...(options.withFarmName ? { farm_name: row.farmName } : {}),
    name: row.name,
    category: row.category,
    item_type: row.itemType as ItemType,
    type: row.itemType as ItemType,
    quantity: row.quantity,
    unit: row.unit,
    status: row.status as ItemStatus,
    location_id: row.locationId,
    storage_location_id: row.locationId,
    location_name: row.locationName,
    supplier_id: row.supplierId,
    supplier: row.supplierName,
    description: row.description,
    unit_cost: row.unitCostMinor,
    sale_price_minor: row.salePriceMinor,
    sku: row.sku,
    currency: row.currency,
    reorder_level: row.reorderLevel,
    max_level: row.maxLevel,
    expiry_date: row.expiryDate,
    purchase_date: row.purchaseDate,
    manufacturer: row.manufacturer,
    model_number: row.modelNumber,
    serial_number: row.serialNumber,
    warranty_expiration: row.warrantyExpiration,
    last_updated: updatedAt,
    updated_at: updatedAt,
    created_at: row.createdAt.toISOString(),
  };
}

/** The item of this farm, or null (an item of another farm is as good as missing). */
export async function findItem(db: Database, farmId: string, itemId: string): Promise<InventoryItem | null> {
  if (!isUuid(itemId)) return null;
  const [row] = await selectItems(db)
    .where(and(eq(inventoryItems.farmId, farmId), eq(inventoryItems.id, itemId)))
    .limit(1);
  return row ? toItemDto(row) : null;
}

export async function getItem(db: Database, farmId: string, itemId: string): Promise<InventoryItem> {
  const item = await findItem(db, farmId, itemId);
  if (!item) throw itemNotFound();
  return item;
}

/**
 * The items whose ids `idQuery` selects, ordered by `order`, in one statement: the page's ids are picked and its
 * items read in the same round trip (`= any(array(...))` runs the id query once, then reads the items by key).
 */
export async function itemsWhereIdIn(
  db: Database,
  idQuery: SQL,
  order: SQL[],
  withFarmName = false,
): Promise<InventoryItem[]> {
  const rows = await selectItems(db)
    .where(sql`${inventoryItems.id} = any(array(${idQuery}))`)
    .orderBy(...order);
  return rows.map((row) => toItemDto(row, { withFarmName }));
}

/** Items by id, in the order of `ids` (a page picked by an id-only query). */
export async function itemsByIds(
  db: Database,
  ids: string[],
  withFarmName = false,
): Promise<InventoryItem[]> {
  if (ids.length === 0) return [];
  // One array parameter rather than a list of 25: the planner takes a list element by element (measured three
  // times slower on PGlite, docs/decisions/028).
  const rows = await selectItems(db).where(sql`${inventoryItems.id} = any(${`{${ids.join(',')}}`}::uuid[])`);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toItemDto(row, { withFarmName })] : [];
  });
}
