// The stock ledger as the API shows it (StockMovementSchema): an item's history and the farm-wide
// movement list, newest first, with the item, location and person named in the same query.
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { MovementType, StockMovement } from '@/shared/contracts/stock-movements';
import type { Database } from '@/server/db/client';
import { users } from '@/server/db/schema/auth';
import { inventoryItems, stockMovements } from '@/server/db/schema/inventory';
import { storageLocations } from '@/server/db/schema/storage';
import { isUuid } from '@/server/modules/farms/farm-access';

const counterpart = alias(storageLocations, 'counterpart_location');

/** A location deleted after its stock moved out keeps its movements; they then name no location. */
export const UNKNOWN_LOCATION = 'Unknown location';

function selectMovements(db: Database) {
  return db
    .select({
      movement: stockMovements,
      itemName: inventoryItems.name,
      unit: inventoryItems.unit,
      locationName: storageLocations.name,
      counterpartName: counterpart.name,
      userName: users.name,
    })
    .from(stockMovements)
    .innerJoin(inventoryItems, eq(inventoryItems.id, stockMovements.itemId))
    .leftJoin(storageLocations, eq(storageLocations.id, stockMovements.locationId))
    .leftJoin(counterpart, eq(counterpart.id, stockMovements.counterpartLocationId))
    .leftJoin(users, eq(users.id, stockMovements.userId));
}

type JoinedMovement = Awaited<ReturnType<ReturnType<typeof selectMovements>['execute']>>[number];

function toMovementDto(row: JoinedMovement): StockMovement {
  const m = row.movement;
  return {
    id: m.id,
    item_id: m.itemId,
    item_name: row.itemName,
    farm_id: m.farmId,
    type: m.type as MovementType,
    quantity_change: m.quantityChange,
    quantity_after: m.quantityAfter,
    unit: row.unit,
    location_id: m.locationId,
    location_name: row.locationName ?? UNKNOWN_LOCATION,
    transfer_id: m.transferId,
    counterpart_location_name: m.counterpartLocationId ? (row.counterpartName ?? UNKNOWN_LOCATION) : null,
    note: m.note,
    user_id: m.userId,
    user_name: row.userName,
    created_at: m.createdAt.toISOString(),
  };
}

const newestFirst = [desc(stockMovements.createdAt), desc(stockMovements.seq)];

/** Movements by id, newest first (what a write answers with). */
export async function movementsByIds(db: Database, ids: string[]): Promise<StockMovement[]> {
  if (ids.length === 0) return [];
  const rows = await selectMovements(db)
    .where(inArray(stockMovements.id, ids))
    .orderBy(...newestFirst);
  return rows.map(toMovementDto);
}

/** The latest movements of a farm, for the dashboard (no counting). */
export async function recentMovements(db: Database, farmId: string, limit: number): Promise<StockMovement[]> {
  const rows = await selectMovements(db)
    .where(eq(stockMovements.farmId, farmId))
    .orderBy(...newestFirst)
    .limit(limit);
  return rows.map(toMovementDto);
}

export interface MovementFilter {
  farmId: string;
  itemId?: string;
  type?: MovementType;
  page: number;
  per_page: number;
}

export async function listMovements(db: Database, filter: MovementFilter) {
  const { page, per_page } = filter;
  const conditions: SQL[] = [eq(stockMovements.farmId, filter.farmId)];
  if (filter.itemId !== undefined) {
    if (!isUuid(filter.itemId)) return { data: [], meta: { page, per_page, total: 0, unfiltered_total: 0 } };
    conditions.push(eq(stockMovements.itemId, filter.itemId));
  }
  const scope = and(...conditions);
  if (filter.type) conditions.push(eq(stockMovements.type, filter.type));
  const where = and(...conditions);
  const rows = await selectMovements(db)
    .where(where)
    .orderBy(...newestFirst)
    .limit(per_page)
    .offset((page - 1) * per_page);
  const countOf = async (w: SQL | undefined) =>
    (await db.select({ n: count() }).from(stockMovements).where(w))[0]?.n ?? 0;
  const total = await countOf(where);
  const unfiltered = filter.type ? await countOf(scope) : total;
  return { data: rows.map(toMovementDto), meta: { page, per_page, total, unfiltered_total: unfiltered } };
}
