// The read check of the inventory list, with the farm's inventory revision in the same query: a cached page
// (inventory-list-cache.ts) then costs one round trip to the database. Answers exactly as requireFarmAccess
// (farm-access.ts): 404 for a non-member or an unknown farm, 403 for a member whose role cannot see inventory.
import { and, eq, sql } from 'drizzle-orm';
import { writeEpochOf, type Database } from '@/server/db/client';
import { farmMembers, farms } from '@/server/db/schema/farms';
import { inventoryRevisions } from '@/server/db/schema/inventory';
import { HttpError } from '@/server/lib/http-error';
import { FARM_NOT_FOUND, isUuid, permissionsFor } from '@/server/modules/farms/farm-access';

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

type AccessRow = Awaited<ReturnType<ReturnType<typeof prepare>['execute']>>[number];

/** Enough for every member of many busy farms; past it the memo starts again rather than grow. */
const MEMO_LIMIT = 10_000;

export function createListAccess(db: Database) {
  let statement: ReturnType<typeof prepare> | undefined;
  // On PGlite, the answer is kept until this process next writes anything (client.ts writeEpochOf), so a cached
  // page costs no database call at all; membership, role and revision changes are all writes.
  const writeEpoch = writeEpochOf(db);
  const memo = new Map<string, { epoch: number; row: AccessRow | undefined }>();

  const lookup = async (farmId: string, userId: string) => {
    statement ??= prepare(db);
    if (!writeEpoch) return (await statement.execute({ farmId, userId }))[0];
    const key = `${userId}:${farmId}`;
    const epoch = writeEpoch(); // read before the query: a write during it makes this answer stale at once
    const kept = memo.get(key);
    if (kept && kept.epoch === epoch) return kept.row;
    const [row] = await statement.execute({ farmId, userId });
    if (memo.size >= MEMO_LIMIT) memo.clear();
    memo.set(key, { epoch, row });
    return row;
  };

  /** The farm id and its revision ('0' before its first change), for a member who may see inventory. */
  return async function listAccess(actorId: string, farmId: string) {
    const row = isUuid(farmId) ? await lookup(farmId, actorId) : undefined;
    if (!row) throw new HttpError(404, FARM_NOT_FOUND, { code: 'farm_not_found' });
    if (permissionsFor(row.role, row.overrides).inventory === 'none') {
      throw new HttpError(403, 'Your role on this farm does not allow you to see inventory.', {
        code: 'forbidden',
      });
    }
    return { farmId: row.farmId, revision: String(row.revision ?? 0) };
  };
}
