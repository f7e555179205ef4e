// Rules a storage location write must pass: who may reach it, where it may sit, and when it may go.
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { inventoryItems } from '@/server/db/schema/inventory';
import { storageLocations } from '@/server/db/schema/storage';
import { fieldError, HttpError } from '@/server/lib/http-error';
import type { FarmPermission } from '@/shared/contracts/farm-permissions';
import { isUuid, requireFarmPermission, type FarmAccess } from '@/server/modules/farms/farm-access';

export const LOCATION_NOT_FOUND = 'We could not find that storage location.';
export const locationNotFound = () => new HttpError(404, LOCATION_NOT_FOUND, { code: 'location_not_found' });

const items = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;

/**
 * The caller's access to the farm of location `id`. An unknown location and one on somebody else's farm answer
 * the same 404, so location ids cannot be probed; a member without the permission gets 403.
 */
export async function requireLocationAccess(
  db: Database,
  actorId: string,
  id: string,
  permission: FarmPermission,
): Promise<FarmAccess> {
  if (!isUuid(id)) throw locationNotFound();
  const [row] = await db
    .select({ farmId: storageLocations.farmId })
    .from(storageLocations)
    .where(eq(storageLocations.id, id));
  if (!row) throw locationNotFound();
  try {
    return await requireFarmPermission(db, actorId, row.farmId, permission);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) throw locationNotFound();
    throw error;
  }
}

/** A parent must be another location of the same farm, and not one that sits inside this one. */
export async function checkParentLocation(
  db: Database,
  farmId: string,
  parentId: string | null | undefined,
  selfId?: string,
) {
  if (parentId == null) return;
  const field = 'parent_location_id';
  if (selfId && parentId === selfId) throw fieldError(field, 'A location cannot sit inside itself.');
  const [parent] = isUuid(parentId)
    ? await db
        .select({ id: storageLocations.id })
        .from(storageLocations)
        .where(and(eq(storageLocations.id, parentId), eq(storageLocations.farmId, farmId)))
    : [];
  if (!parent) throw fieldError(field, 'Choose a parent location on the same farm.');
  if (!selfId) return;
  // Walk up from the proposed parent; meeting this location would make a loop. UNION stops on a cycle.
  const [loop] = await db.select({ found: sql<boolean>`true` }).from(
    sql`(with recursive up(id, parent) as (
        select id, parent_location_id from ${storageLocations} where id = ${parentId}
        union select s.id, s.parent_location_id from ${storageLocations} s join up on s.id = up.parent
      ) select id from up where id = ${selfId}) as loop`,
  );
  if (loop) throw fieldError(field, 'A location cannot sit inside one of its own sub-locations.');
}

/**
 * Refused while the location holds stock. Items at 0 also keep it: each item's ledger names its
 * location (and the foreign key would refuse anyway), so those items must be deleted first.
 */
export async function assertLocationEmpty(db: Pick<Database, 'select'>, id: string) {
  const [counts] = await db
    .select({
      holding: sql<number>`(count(*) filter (where ${inventoryItems.quantity} > 0))::int`,
      total: sql<number>`count(*)::int`,
    })
    .from(inventoryItems)
    .where(eq(inventoryItems.locationId, id));
  const { holding = 0, total = 0 } = counts ?? {};
  if (holding > 0) {
    throw new HttpError(
      409,
      `This location still holds ${items(holding)}. Move or use up the stock before deleting it.`,
      { code: 'location_not_empty' },
    );
  }
  if (total > 0) {
    throw new HttpError(
      409,
      `This location still has ${items(total)} on record with no stock left. Delete ${total === 1 ? 'it' : 'them'} before deleting the location.`,
      { code: 'location_has_items' },
    );
  }
}
