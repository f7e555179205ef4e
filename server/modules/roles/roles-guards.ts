// The rules a custom role change must pass (docs/product/roles-and-permissions.md "Custom roles"): built-in roles
// stay as they are, names are unique per farm, nobody hands out more than their own role has, and a role goes
// only when nobody holds it and no pending invitation offers it.
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import { isBuiltInFarmRole, type FarmPermission } from '@/shared/contracts/farm-permissions';
import type { Clock } from '@/server/lib/clock';
import type { Database } from '@/server/db/client';
import { farmInvitations } from '@/server/db/schema/staff';
import { fieldError, HttpError } from '@/server/lib/http-error';

export const ROLE_NOT_FOUND = 'We could not find that role.';
export const BUILT_IN_ROLE_FIXED = 'Built-in roles cannot be changed. Create a custom role instead.';
export const BUILT_IN_ROLE_KEPT = 'Built-in roles cannot be deleted.';
export const NO_ESCALATION = 'You can only give a role permissions that your own role has.';

export const roleNotFound = () => new HttpError(404, ROLE_NOT_FOUND, { code: 'role_not_found' });

/** 422 for a built-in role's id ('owner', …), 404 for anything else the farm does not have. */
export function refuseBuiltIn(roleId: string, message: string): void {
  if (isBuiltInFarmRole(roleId)) throw new HttpError(422, message, { code: 'built_in_role' });
}

export function roleNameTaken(name: string): HttpError {
  const message = `A role named ${name} already exists on this farm.`;
  return new HttpError(409, message, { code: 'role_exists', errors: { name: [message] } });
}

/**
 * 422 when the change would give the role a permission the actor's own role lacks: what the role already had may
 * stay or go, so anyone allowed to edit roles can always narrow one.
 */
export function assertNoEscalation(
  actorPermissions: readonly FarmPermission[],
  next: readonly FarmPermission[],
  before: readonly string[] = [],
): void {
  const added = next.filter((permission) => !before.includes(permission));
  if (added.some((permission) => !actorPermissions.includes(permission))) {
    throw fieldError('permissions', NO_ESCALATION, 'permission_not_held');
  }
}

/** 409 while people hold the role or a pending invitation offers it. */
export async function assertRoleUnused(
  tx: Pick<Database, 'select'>,
  clock: Clock,
  holders: number,
  roleId: string,
): Promise<void> {
  if (holders > 0) {
    const message =
      holders === 1
        ? '1 person holds this role. Move them to another role first.'
        : `${holders} people hold this role. Move them to another role first.`;
    throw new HttpError(409, message, { code: 'role_in_use' });
  }
  const [pending] = await tx
    .select({ n: count() })
    .from(farmInvitations)
    .where(
      and(
        eq(farmInvitations.roleId, roleId),
        isNull(farmInvitations.acceptedAt),
        isNull(farmInvitations.revokedAt),
        gt(farmInvitations.expiresAt, clock.now()),
      ),
    );
  const invitations = pending?.n ?? 0;
  if (invitations > 0) {
    const message =
      invitations === 1
        ? '1 pending invitation offers this role. Revoke it first.'
        : `${invitations} pending invitations offer this role. Revoke them first.`;
    throw new HttpError(409, message, { code: 'role_offered' });
  }
}
