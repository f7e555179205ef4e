// Transfer (docs/product/inventory.md: any item with quantity above 0, to another storage location of the same farm).
// The stock moves to the item with the same name, type, category and unit at the destination, which is created
// when missing. Two ledger rows, one on each item, share a transfer_id.
// Deadlocks are avoided by taking locks in one order: first the destination's advisory lock (so two transfers
// cannot both create the destination item), then both item rows by id.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { inventoryItems } from '@/server/db/schema/inventory';
import { storageLocations } from '@/server/db/schema/storage';
import { fieldError } from '@/server/lib/http-error';
import { isUuid } from '@/server/modules/farms/farm-access';
import { itemNotFound, requireItemId, type ItemRow } from './inventory-items';
import type { InventoryWrite } from './inventory-write';
import { changeStock } from './stock-movements';
import { recordTransferActivity } from './inventory-activity';

export const LOCATION_OF_FARM = 'Choose a storage location of this farm.';

export interface TransferInput {
  quantity: number;
  to_location_id: string;
  note?: string | null;
}

async function destinationLocation(w: InventoryWrite, locationId: string) {
  if (!isUuid(locationId)) throw fieldError('to_location_id', LOCATION_OF_FARM);
  const [location] = await w.db
    .select({ id: storageLocations.id, name: storageLocations.name })
    .from(storageLocations)
    .where(and(eq(storageLocations.id, locationId), eq(storageLocations.farmId, w.farmId)));
  if (!location) throw fieldError('to_location_id', LOCATION_OF_FARM);
  return location;
}

/** The same stock at the destination: same name, type, category and unit. */
async function findTwin(w: InventoryWrite, source: ItemRow, locationId: string) {
  const [twin] = await w.db
    .select({ id: inventoryItems.id })
    .from(inventoryItems)
    .where(
      and(
        eq(inventoryItems.farmId, w.farmId),
        eq(inventoryItems.locationId, locationId),
        eq(inventoryItems.name, source.name),
        eq(inventoryItems.itemType, source.itemType),
        eq(inventoryItems.category, source.category),
        eq(inventoryItems.unit, source.unit),
      ),
    )
    .orderBy(asc(inventoryItems.createdAt), asc(inventoryItems.id))
    .limit(1);
  return twin?.id;
}

/**
 * A new item at the destination, with the source's details and no stock yet (the transfer_in row adds it).
 * Reorder and maximum levels are not copied: they are decisions for each store.
 */
async function createTwin(w: InventoryWrite, source: ItemRow, locationId: string) {
  const [created] = await w.db
    .insert(inventoryItems)
    .values({
      farmId: w.farmId,
      locationId,
      supplierId: source.supplierId,
      itemType: source.itemType,
      name: source.name,
      category: source.category,
      unit: source.unit,
      quantity: '0',
      status: 'depleted',
      unitCostMinor: source.unitCostMinor,
      description: source.description,
      expiryDate: source.expiryDate,
      purchaseDate: source.purchaseDate,
      manufacturer: source.manufacturer,
      modelNumber: source.modelNumber,
      serialNumber: source.serialNumber,
      warrantyExpiration: source.warrantyExpiration,
      createdAt: w.now,
      updatedAt: w.now,
    })
    .returning({ id: inventoryItems.id });
  return created!.id;
}

export async function transferStock(w: InventoryWrite, itemId: string, input: TransferInput) {
  requireItemId(itemId);
  const destination = await destinationLocation(w, input.to_location_id);
  const [source] = await w.db
    .select()
    .from(inventoryItems)
    .where(and(eq(inventoryItems.id, itemId), eq(inventoryItems.farmId, w.farmId)));
  if (!source) throw itemNotFound();
  if (source.locationId === destination.id) {
    throw fieldError(
      'to_location_id',
      `${source.name} is already in ${destination.name}; choose another location.`,
    );
  }
  const key = [w.farmId, destination.id, source.name, source.itemType, source.category, source.unit].join(
    '|',
  );
  await w.db.execute(sql`select pg_advisory_xact_lock(hashtext(${`inventory-transfer|${key}`}))`);
  const twinId = await findTwin(w, source, destination.id);
  await w.db
    .select({ id: inventoryItems.id })
    .from(inventoryItems)
    .where(inArray(inventoryItems.id, twinId ? [source.id, twinId] : [source.id]))
    .orderBy(asc(inventoryItems.id))
    .for('update');

  const transferId = randomUUID();
  const out = await changeStock(w, source.id, {
    type: 'transfer_out',
    quantity: input.quantity,
    note: input.note,
    transferId,
    counterpartLocationId: destination.id,
  });
  const targetId = twinId ?? (await createTwin(w, source, destination.id));
  const into = await changeStock(w, targetId, {
    type: 'transfer_in',
    quantity: input.quantity,
    note: input.note,
    transferId,
    counterpartLocationId: source.locationId,
  });
  const moved = {
    before: out.before,
    after: out.item,
    destination: into.item,
    destinationName: destination.name,
  };
  await recordTransferActivity(w, moved, input);
  return { source: out, destination: into, destinationName: destination.name };
}
