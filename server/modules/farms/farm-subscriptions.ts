// Live updates of a farm follow its permissions (docs/product/roles-and-permissions.md "Live updates"). The farm's
// stock channel is authorized for a member whose role grants inventory.view, with their farm membership signed
// into the subscription beside the sign-in (server/realtime/grants.ts); a widget's subscription carries its key's
// creator's membership the same way. When a person leaves the farm or their role stops granting inventory.view,
// endFarmSubscriptionsWithoutAccess revokes that membership grant, which ends those subscriptions on every
// instance, and, for someone no longer on the farm at all, every widget session of the embed keys they made there.
import { and, eq, inArray, not } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { farmInventoryChannel } from '@/shared/contracts/realtime-channels';
import type { Database } from '@/server/db/client';
import { embedKeys } from '@/server/db/schema/embed';
import { farmMembers, farmRoles } from '@/server/db/schema/farms';
import { embedKeyGrant, farmMemberGrant } from '@/server/realtime/grants';
import { findFarmAccess, isUuid, membershipGrants, membershipRoleJoin } from './farm-access';

/** What a farm channel needs of the person who hears it. */
export const FARM_CHANNEL_PERMISSION = 'inventory.view';

const FARM_INVENTORY_PREFIX = farmInventoryChannel('');

/** The farm of a farm stock channel name; null for any other channel. */
export function farmOfChannel(channel: string): string | null {
  if (!channel.startsWith(FARM_INVENTORY_PREFIX)) return null;
  const farmId = channel.slice(FARM_INVENTORY_PREFIX.length);
  return isUuid(farmId) ? farmId : null;
}

/** The membership grant to sign into a signed-in user's subscription to a farm channel; null when refused. */
export async function farmChannelGrant(
  db: Database,
  userId: string,
  channel: string,
): Promise<string | null> {
  const farmId = farmOfChannel(channel);
  if (!farmId) return null;
  const access = await findFarmAccess(db, userId, farmId);
  return access?.permissions.includes(FARM_CHANNEL_PERMISSION) ? farmMemberGrant(farmId, userId) : null;
}

/**
 * Ends the farm channel subscriptions of the people who may no longer hear them: of `userIds` (someone just removed
 * or moved to another role), or, left out, of every member whose role lacks inventory.view (after a custom role was
 * narrowed). Returns the people whose subscriptions were ended. Call it after the change has committed.
 */
export async function endFarmSubscriptionsWithoutAccess(
  app: FastifyInstance,
  db: Database,
  farmId: string,
  userIds?: readonly string[],
): Promise<string[]> {
  const lost = await peopleWithoutChannelAccess(db, farmId, userIds);
  if (lost.length === 0 || !app.hasDecorator('realtime')) return lost;
  const gone = await peopleNoLongerOnFarm(db, farmId, lost);
  const keys = gone.length
    ? await db
        .select({ id: embedKeys.id })
        .from(embedKeys)
        .where(and(eq(embedKeys.farmId, farmId), inArray(embedKeys.userId, gone)))
    : [];
  await app.realtime.revoke([
    ...lost.map((userId) => farmMemberGrant(farmId, userId)),
    ...keys.map((key) => embedKeyGrant(key.id)),
  ]);
  return lost;
}

async function peopleWithoutChannelAccess(
  db: Database,
  farmId: string,
  userIds: readonly string[] | undefined,
): Promise<string[]> {
  const grants = membershipGrants(FARM_CHANNEL_PERMISSION);
  if (userIds === undefined) {
    const rows = await db
      .select({ userId: farmMembers.userId })
      .from(farmMembers)
      .leftJoin(farmRoles, membershipRoleJoin)
      .where(and(eq(farmMembers.farmId, farmId), not(grants)));
    return rows.map((row) => row.userId);
  }
  const asked = [...new Set(userIds.filter(isUuid))];
  if (asked.length === 0) return [];
  const keeping = await db
    .select({ userId: farmMembers.userId })
    .from(farmMembers)
    .leftJoin(farmRoles, membershipRoleJoin)
    .where(and(eq(farmMembers.farmId, farmId), inArray(farmMembers.userId, asked), grants));
  const kept = new Set(keeping.map((row) => row.userId));
  return asked.filter((userId) => !kept.has(userId));
}

async function peopleNoLongerOnFarm(db: Database, farmId: string, userIds: string[]): Promise<string[]> {
  const still = await db
    .select({ userId: farmMembers.userId })
    .from(farmMembers)
    .where(and(eq(farmMembers.farmId, farmId), inArray(farmMembers.userId, userIds)));
  const members = new Set(still.map((row) => row.userId));
  return userIds.filter((userId) => !members.has(userId));
}
