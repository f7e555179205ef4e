// What inventory writes put in the farm's activity log (docs/product/activity-log.md): one entry per item
// created, edited or deleted and per stock change, with the item as it was and as it became. The record of a stock
// change is the item, so an item's history lists its movements beside its edits.
import type { ActivityAction } from '@/shared/contracts/activity-log';
import type { MovementType } from '@/shared/contracts/stock-movements';
import { recordActivity, type ActivityRecord } from '@/server/modules/activity/record';
import { rowSnapshot } from '@/server/modules/activity/snapshot';
import type { ItemRow } from './inventory-items';
import type { InventoryWrite } from './inventory-write';
import { fromCents, toCents } from './stock-quantity';

export const itemSnapshot = (row: ItemRow) => rowSnapshot(row);

/** What a stock change touches, with the item's name and unit so the entry reads on its own. */
const stockSnapshot = (row: ItemRow) => ({
  name: row.name,
  quantity: row.quantity,
  unit: row.unit,
  status: row.status,
});

const ITEM_VERB: Record<'create' | 'edit' | 'delete', string> = {
  create: 'Added',
  edit: 'Edited',
  delete: 'Deleted',
};

export async function recordItemActivity(
  w: InventoryWrite,
  action: 'create' | 'edit' | 'delete',
  before: ItemRow | null,
  after: ItemRow | null,
) {
  const item = (after ?? before)!;
  await recordActivity(w.db, {
    farmId: w.farmId,
    actor: { id: w.userId, surface: w.surface },
    module: 'inventory',
    action,
    recordType: 'inventory_item',
    recordId: item.id,
    summary: `${ITEM_VERB[action]} inventory item ${item.name}`,
    before: before && itemSnapshot(before),
    after: after && itemSnapshot(after),
    at: w.now,
  });
}

type RecordedMovement = Exclude<MovementType, 'transfer_out' | 'transfer_in'>;

const MOVEMENT_ACTION: Record<RecordedMovement, ActivityAction> = {
  receive: 'restock',
  consume: 'consume',
  harvest: 'harvest',
  sale: 'sell',
  return: 'restock',
  adjust: 'adjust',
};

const movementSummary = (type: RecordedMovement, change: string, item: ItemRow) => {
  const amount = `${change.replace(/^-/, '')} ${item.unit} of ${item.name}`;
  switch (type) {
    case 'receive':
      return `Received ${amount}`;
    case 'consume':
      return `Used ${amount}`;
    case 'harvest':
      return `Harvested ${amount}`;
    case 'sale':
      return `Sold ${amount}`;
    case 'return':
      return `Returned ${amount}`;
    case 'adjust':
      return `Counted ${item.name}: ${item.quantity} ${item.unit} (${change.startsWith('-') ? '' : '+'}${change})`;
  }
};

/** The entry of one stock change of one item (a transfer records itself: recordTransferActivity). */
export function stockActivityEntry(
  w: InventoryWrite,
  type: RecordedMovement,
  item: { before: ItemRow; after: ItemRow },
  movement: { id: string; change: string; note?: string | null },
): ActivityRecord {
  return {
    farmId: w.farmId,
    actor: { id: w.userId, surface: w.surface },
    module: 'inventory',
    action: MOVEMENT_ACTION[type],
    recordType: 'inventory_item',
    recordId: item.after.id,
    summary: movementSummary(type, movement.change, item.after),
    before: stockSnapshot(item.before),
    after: { ...stockSnapshot(item.after), change: movement.change, note: movement.note ?? null },
    at: w.now,
  };
}

export async function recordStockActivity(
  w: InventoryWrite,
  type: RecordedMovement,
  item: { before: ItemRow; after: ItemRow },
  movement: { id: string; change: string; note?: string | null },
) {
  await recordActivity(w.db, stockActivityEntry(w, type, item, movement));
}

/** A transfer: one entry on the source item, naming where the stock went. */
export async function recordTransferActivity(
  w: InventoryWrite,
  moved: { before: ItemRow; after: ItemRow; destination: ItemRow; destinationName: string },
  input: { quantity: number; note?: string | null },
) {
  await recordActivity(w.db, {
    farmId: w.farmId,
    actor: { id: w.userId, surface: w.surface },
    module: 'inventory',
    action: 'transfer',
    recordType: 'inventory_item',
    recordId: moved.after.id,
    summary: `Moved ${fromCents(toCents(input.quantity))} ${moved.after.unit} of ${moved.after.name} to ${moved.destinationName}`,
    before: stockSnapshot(moved.before),
    after: {
      ...stockSnapshot(moved.after),
      to_location: moved.destinationName,
      to_item_id: moved.destination.id,
      note: input.note ?? null,
    },
    at: w.now,
  });
}
