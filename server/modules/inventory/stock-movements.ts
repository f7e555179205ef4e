// Stock changes (docs/architecture.md "Data"): each is ONE conditional UPDATE of the item, so two people
// consuming at once can never lose an update or go below zero (STACK.md: a read-then-write lost 447 of 500
// concurrent decrements, this form lost none), then the ledger row with the quantity the UPDATE returned.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ItemType } from '@/shared/contracts/inventory';
import { computeItemStatus } from '@/shared/inventory/rules';
import { INSUFFICIENT_STOCK_CODE, type MovementType } from '@/shared/contracts/stock-movements';
import { inventoryItems, stockMovements } from '@/server/db/schema/inventory';
import { fieldError, HttpError } from '@/server/lib/http-error';
import { recordStockAlerts } from './inventory-alerts';
import { recordStockActivity } from './inventory-activity';
import { itemNotFound, requireItemId, type ItemRow } from './inventory-items';
import { statusSql } from './inventory-status';
import type { InventoryWrite } from './inventory-write';
import { fromCents, toCents } from './stock-quantity';

export interface StockChange {
  type: Exclude<MovementType, 'adjust'>;
  quantity: number;
  note?: string | null;
  /** The item types this movement applies to, and what to say otherwise. */
  only?: { types: readonly ItemType[]; message: string };
  unitCostMinor?: number | null;
  supplierId?: string | null;
  transferId?: string;
  counterpartLocationId?: string;
  /** The task whose completion makes this change (inputs consumed, a harvest recorded). */
  taskId?: string | null;
}

const OUT_VERB: Partial<Record<MovementType, string>> = {
  consume: 'use',
  sale: 'sell',
  transfer_out: 'move',
};

const levelOf = (value: string | null) => (value == null ? null : Number(value));

/** The status the item had before a change of `deltaCents`, by the same rule (its other fields are unchanged). */
export function statusBefore(item: ItemRow, deltaCents: number, today: string) {
  return computeItemStatus({
    quantity: (toCents(item.quantity) - deltaCents) / 100,
    reorderLevel: levelOf(item.reorderLevel),
    maxLevel: levelOf(item.maxLevel),
    expiryDate: item.expiryDate,
    today,
  });
}

/** numeric(14,2) overflow: more stock than the column holds. */
const isOverflow = (error: unknown) =>
  (error as { code?: string; cause?: { code?: string } })?.cause?.code === '22003' ||
  (error as { code?: string })?.code === '22003';

/** Applies one change and writes its ledger row; answers the item after it and the movement id. */
export async function changeStock(w: InventoryWrite, itemId: string, change: StockChange) {
  requireItemId(itemId);
  const outgoing = OUT_VERB[change.type] !== undefined;
  const cents = toCents(change.quantity);
  const amount = sql`${fromCents(cents)}::numeric`;
  const next = outgoing
    ? sql`${inventoryItems.quantity} - ${amount}`
    : sql`${inventoryItems.quantity} + ${amount}`;
  const conditions = [eq(inventoryItems.id, itemId), eq(inventoryItems.farmId, w.farmId)];
  if (outgoing) conditions.push(sql`${inventoryItems.quantity} >= ${amount}`);
  if (change.only) conditions.push(inArray(inventoryItems.itemType, [...change.only.types]));
  let item: ItemRow | undefined;
  try {
    [item] = await w.db
      .update(inventoryItems)
      .set({
        quantity: next,
        status: statusSql({ quantity: next, today: w.today }),
        updatedAt: w.now,
        ...(change.unitCostMinor != null ? { unitCostMinor: change.unitCostMinor } : {}),
      })
      .where(and(...conditions))
      .returning();
  } catch (error) {
    if (isOverflow(error)) throw fieldError('quantity', 'That would be more stock than an item can hold.');
    throw error;
  }
  if (!item) return refuse(w, itemId, change);

  const delta = outgoing ? -cents : cents;
  const [movement] = await w.db
    .insert(stockMovements)
    .values({
      farmId: w.farmId,
      itemId,
      type: change.type,
      quantityChange: fromCents(delta),
      quantityAfter: item.quantity,
      locationId: item.locationId,
      transferId: change.transferId ?? null,
      counterpartLocationId: change.counterpartLocationId ?? null,
      unitCostMinor: change.unitCostMinor ?? item.unitCostMinor,
      supplierId: change.supplierId ?? null,
      note: change.note ?? null,
      userId: w.userId,
      taskId: change.taskId ?? null,
      createdAt: w.now,
    })
    .returning({ id: stockMovements.id });
  const before: ItemRow = {
    ...item,
    quantity: fromCents(toCents(item.quantity) - delta),
    status: statusBefore(item, delta, w.today),
  };
  await recordStockAlerts(w.db, item, before.status, w);
  // A transfer's two halves are one entry, written by transferStock.
  if (change.type !== 'transfer_out' && change.type !== 'transfer_in') {
    const movementEntry = { id: movement!.id, change: fromCents(delta), note: change.note };
    await recordStockActivity(w, change.type, { before, after: item }, movementEntry);
  }
  return { item, before, movementId: movement!.id };
}

/** Why the conditional UPDATE matched nothing: no such item (404), wrong type (422) or too little stock (409). */
async function refuse(w: InventoryWrite, itemId: string, change: StockChange): Promise<never> {
  const [item] = await w.db
    .select()
    .from(inventoryItems)
    .where(and(eq(inventoryItems.id, itemId), eq(inventoryItems.farmId, w.farmId)));
  if (!item) throw itemNotFound();
  if (change.only && !change.only.types.includes(item.itemType as ItemType)) {
    throw fieldError('item_type', change.only.message, 'movement_not_allowed');
  }
  throw new HttpError(
    409,
    `Only ${item.quantity} ${item.unit} of ${item.name} left; you tried to ${OUT_VERB[change.type]} ${change.quantity}.`,
    { code: INSUFFICIENT_STOCK_CODE },
  );
}

/** A count adjustment: the item takes the counted quantity and the ledger records the difference. */
export async function adjustStock(w: InventoryWrite, itemId: string, counted: number, note: string) {
  requireItemId(itemId);
  const [before] = await w.db
    .select()
    .from(inventoryItems)
    .where(and(eq(inventoryItems.id, itemId), eq(inventoryItems.farmId, w.farmId)))
    .for('update');
  if (!before) throw itemNotFound();
  const quantity = fromCents(toCents(counted));
  const [item] = await w.db
    .update(inventoryItems)
    .set({
      quantity,
      status: statusSql({ quantity: sql`${quantity}::numeric`, today: w.today }),
      updatedAt: w.now,
    })
    .where(eq(inventoryItems.id, itemId))
    .returning();
  const [movement] = await w.db
    .insert(stockMovements)
    .values({
      farmId: w.farmId,
      itemId,
      type: 'adjust',
      quantityChange: fromCents(toCents(quantity) - toCents(before.quantity)),
      quantityAfter: item!.quantity,
      locationId: item!.locationId,
      unitCostMinor: item!.unitCostMinor,
      note,
      userId: w.userId,
      createdAt: w.now,
    })
    .returning({ id: stockMovements.id });
  await recordStockAlerts(w.db, item!, before.status, w);
  const change = fromCents(toCents(quantity) - toCents(before.quantity));
  await recordStockActivity(w, 'adjust', { before, after: item! }, { id: movement!.id, change, note });
  return { item: item!, movementId: movement!.id };
}
