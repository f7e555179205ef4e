// The read check of the inventory list, with the farm's inventory revision in the same query: a cached page
// (inventory-list-cache.ts) then costs one round trip to the database. Answers exactly as requireFarmPermission
// (farm-access.ts): 404 for a non-member or an unknown farm, 403 for a member whose role lacks inventory.view.
import { and, eq, sql } from 'drizzle-orm';
import { writeEpochOf, type Database } from '@/server/db/client';
import { farmMembers, farmRoles, farms } from '@/server/db/schema/farms';
import { inventoryRevisions } from '@/server/db/schema/inventory';
import {
  assertPermission,
  farmNotFound,
  isUuid,
  membershipRoleColumns,
  membershipRoleJoin,
  roleOf,
} from '@/server/modules/farms/farm-access';

/** One prepared statement per database: the list is the hottest read, so its SQL is built once. */
function prepare(db: Database) {
  return db
    .select({
      farmId: farms.id,
      ...membershipRoleColumns,
      revision: inventoryRevisions.revision,
    })
    .from(farmMembers)
    .innerJoin(farms, eq(farms.id, farmMembers.farmId))
    .leftJoin(farmRoles, membershipRoleJoin)
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
  // page costs no database call at all; membership, role (custom roles' permissions included) and revision changes
  // are all writes, so no answer outlives one.
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
    if (!row) throw farmNotFound();
    assertPermission(roleOf(row), 'inventory.view');
    return { farmId: row.farmId, revision: String(row.revision ?? 0) };
  };
}
