// Several items leave stock in one go (a sale's lines): the same guarded change as changeStock — never below zero,
// never a lost update — in three statements however many items, instead of four per item. The items are locked
// in id order first, so two sales of the same items never wait on each other crosswise; then one UPDATE takes
// every quantity out under the same guard, and one statement writes the ledger rows, the activity entries and the
// caller's rows that name the movements (every round trip to the database counts: docs/decisions/039 "Hot rows").
import { randomUUID } from 'node:crypto';
import { and, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { ItemType } from '@/shared/contracts/inventory';
import { inventoryItems, stockMovements } from '@/server/db/schema/inventory';
import { activityInsert, type ActivityRecord } from '@/server/modules/activity/record';
import { stockActivityEntry } from './inventory-activity';
import { recordStockAlerts } from './inventory-alerts';
import type { ItemRow } from './inventory-items';
import { statusBefore } from './stock-movements';
import { statusSql } from './inventory-status';
import type { InventoryWrite } from './inventory-write';
import { fromCents, toCents } from './stock-quantity';

/** An INSERT builder, sent with the others in one WITH statement. */
export interface Statement {
  getSQL(): SQL;
}

export interface TakenItem {
  item: ItemRow;
  before: ItemRow;
  movementId: string;
}

/** The items that could not give their quantity: not of the farm, of another type, or short of stock. */
export class StockNotTaken extends Error {
  constructor(readonly itemIds: string[]) {
    super('Some items could not give the quantity asked for.');
  }
}

/**
 * Takes `cents` of each item out of stock as movements of `type`. Throws StockNotTaken naming the items the guard
 * refused (the caller says why, and its transaction rolls back); nothing is written then.
 */
export async function takeStockMany(
  w: InventoryWrite,
  wanted: Map<string, number>,
  change: { type: 'sale' | 'consume'; note: string | null; types: readonly ItemType[] },
  /** The write's own entries, recorded in the same statement as the stock's. */
  alsoRecord: readonly ActivityRecord[] = [],
  /** The write's own rows that name the movements (a sale's lines), inserted in the same statement. */
  alsoInsert: (movementOf: ReadonlyMap<string, string>) => Statement[] = () => [],
): Promise<Map<string, TakenItem>> {
  const ids = [...wanted.keys()].sort();
  await w.db
    .select({ id: inventoryItems.id })
    .from(inventoryItems)
    .where(and(eq(inventoryItems.farmId, w.farmId), inArray(inventoryItems.id, ids)))
    .orderBy(inventoryItems.id)
    .for('update');

  const values = sql.join(
    ids.map((id) => sql`(${id}::uuid, ${fromCents(wanted.get(id)!)}::numeric)`),
    sql`, `,
  );
  const next = sql`${inventoryItems.quantity} - v.amount`;
  const taken = await w.db
    .update(inventoryItems)
    .set({ quantity: next, status: statusSql({ quantity: next, today: w.today }), updatedAt: w.now })
    .from(sql`(values ${values}) as v(id, amount)`)
    .where(
      and(
        sql`${inventoryItems.id} = v.id`,
        eq(inventoryItems.farmId, w.farmId),
        sql`${inventoryItems.quantity} >= v.amount`,
        inArray(inventoryItems.itemType, [...change.types]),
      ),
    )
    .returning(getTableColumns(inventoryItems));
  if (taken.length !== ids.length) {
    const done = new Set(taken.map((row) => row.id));
    throw new StockNotTaken(ids.filter((id) => !done.has(id)));
  }

  const items = [...taken].sort((a, b) => (a.id < b.id ? -1 : 1));
  // The ledger rows' ids are made here, so the rows that name them go in the same statement.
  const movementOf = new Map(items.map((item) => [item.id, randomUUID()]));
  const out = new Map<string, TakenItem>();
  for (const item of items) {
    const cents = wanted.get(item.id)!;
    const before: ItemRow = {
      ...item,
      quantity: fromCents(toCents(item.quantity) + cents),
      status: statusBefore(item, -cents, w.today),
    };
    await recordStockAlerts(w.db, item, before.status, w);
    out.set(item.id, { item, before, movementId: movementOf.get(item.id)! });
  }
  const movements = w.db.insert(stockMovements).values(
    items.map((item) => ({
      id: movementOf.get(item.id)!,
      farmId: w.farmId,
      itemId: item.id,
      type: change.type,
      quantityChange: fromCents(-wanted.get(item.id)!),
      quantityAfter: item.quantity,
      locationId: item.locationId,
      unitCostMinor: item.unitCostMinor,
      note: change.note,
      userId: w.userId,
      createdAt: w.now,
    })),
  );
  const activity = activityInsert(w.db, [
    ...items.map((item) => {
      const { before, movementId } = out.get(item.id)!;
      const movement = { id: movementId, change: fromCents(-wanted.get(item.id)!), note: change.note };
      return stockActivityEntry(w, change.type, { before, after: item }, movement);
    }),
    ...alsoRecord,
  ]);
  const statements = [movements, activity, ...alsoInsert(movementOf)];
  await w.db.execute(
    sql`with ${sql.join(
      // getSQL(): a builder put in a template as it is comes in parentheses, which a WITH item does not take.
      statements.map((statement, index) => sql`${sql.raw(`s${index}`)} as (${statement.getSQL()})`),
      sql`, `,
    )} select 1`,
  );
  return out;
}
