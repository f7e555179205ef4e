// The read check of the inventory list, with the farm's inventory revision in the same query: a cached page
// (inventory-list-cache.ts) then costs one round trip to the database. Answers exactly as requireFarmAccess
// (farm-access.ts): 404 for a non-member or an unknown farm, 403 for a member whose role cannot see inventory.
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '@/server/db/client';
import { farmMembers, farms } from '@/server/db/schema/farms';
import { inventoryRevisions } from '@/server/db/schema/inventory';
import { HttpError } from '@/server/lib/http-error';
import { currentUser } from '@/server/plugins/auth';
import { FARM_NOT_FOUND, isUuid, permissionsFor } from './farm-access';

/** One prepared statement per database: the list is the hottest read, so its SQL is built once. */
function prepare(db: Database) {
  return db
    .select({
      farmId: farms.id,
      role: farmMembers.role,
      overrides: farmMembers.permissions,
      revision: inventoryRevisions.revision,
    })
    .from(farmMembers)
    .innerJoin(farms, eq(farms.id, farmMembers.farmId))
    .leftJoin(inventoryRevisions, eq(inventoryRevisions.farmId, farmMembers.farmId))
    .where(
      and(
        eq(farmMembers.farmId, sql.placeholder('farmId')),
        eq(farmMembers.userId, sql.placeholder('userId')),
      ),
    )
    .limit(1)
    .prepare('inventory_list_access');
}

export function createListAccess(db: Database) {
  let statement: ReturnType<typeof prepare> | undefined;
  /** The farm id and its revision ('0' before its first change), for a member who may see inventory. */
  return async function listAccess(request: FastifyRequest, farmId: string) {
    const user = currentUser(request);
    statement ??= prepare(db);
    const [row] = isUuid(farmId) ? await statement.execute({ farmId, userId: user.id }) : [];
    if (!row) throw new HttpError(404, FARM_NOT_FOUND, { code: 'farm_not_found' });
    if (permissionsFor(row.role, row.overrides).inventory === 'none') {
      throw new HttpError(403, 'Your role on this farm does not allow you to see inventory.', {
        code: 'forbidden',
      });
    }
    return { farmId: row.farmId, revision: String(row.revision ?? 0) };
  };
}
