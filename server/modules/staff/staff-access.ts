// Who may manage a farm's people (docs/product/staff.md "Who may do what"): the route's staff permission, and the
// owner rules of docs/decisions/035 on top: only an owner touches an owner's membership or grants the owner role,
// and a farm always keeps an owner.
import { and, eq } from 'drizzle-orm';
import type { FarmPermission } from '@/shared/contracts/farm-permissions';
import type { Database } from '@/server/db/client';
import { farmMembers } from '@/server/db/schema/farms';
import { HttpError } from '@/server/lib/http-error';
import { requireFarmPermission, type FarmAccess } from '@/server/modules/farms/farm-access';

export type StaffPermission = Extract<FarmPermission, `staff.${string}`>;

/** 404 for a non-member or an unknown farm, 403 naming the missing staff permission. */
export const requireStaffPermission = (
  db: Database,
  actorId: string,
  farmId: string,
  permission: StaffPermission,
): Promise<FarmAccess> => requireFarmPermission(db, actorId, farmId, permission);

export const ONLY_OWNER_GRANTS_OWNER = 'Only an owner can make someone an owner of this farm.';
export const ONLY_OWNER_CHANGES_OWNER = 'Only an owner can change or remove another owner.';

/** 403 unless the caller is an owner of the farm. */
export function assertOwner(access: Pick<FarmAccess, 'role'>, message: string): void {
  if (access.role !== 'owner') throw new HttpError(403, message, { code: 'owner_only' });
}

type Tx = Pick<Database, 'select'>;

/**
 * The farm's owners, locked until the transaction ends: two owners demoting each other at once take turns, so
 * the second sees that only one owner is left.
 */
export async function lockOwners(tx: Tx, farmId: string): Promise<string[]> {
  const rows = await tx
    .select({ userId: farmMembers.userId })
    .from(farmMembers)
    .where(and(eq(farmMembers.farmId, farmId), eq(farmMembers.role, 'owner')))
    .for('update');
  return rows.map((row) => row.userId);
}

/** 409 when `userId` is the farm's only owner and is about to stop being one. */
export async function assertNotLastOwner(
  tx: Tx,
  farmId: string,
  userId: string,
  name: string,
): Promise<void> {
  const owners = await lockOwners(tx, farmId);
  if (owners.length === 1 && owners[0] === userId) {
    throw new HttpError(
      409,
      `${name} is the only owner of this farm. Make someone else an owner first, so the farm always has one.`,
      { code: 'last_owner' },
    );
  }
}
