// Who may do what in the admin area (docs/product/platform-staff.md): a superadmin whose platform role grants the
// route's "module.action" permission. A superadmin without a role is a full super administrator (the accounts
// that ran the platform before roles existed). Read on every request, so a new role applies at once.
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ALL_PLATFORM_PERMISSIONS, type PlatformPermission } from '@/shared/contracts/platform-staff';
import type { Database } from '@/server/db/client';
import { users } from '@/server/db/schema/auth';
import { platformRoles } from '@/server/db/schema/platform';
import { HttpError } from '@/server/lib/http-error';
import { currentUser } from '@/server/plugins/auth';

export const ADMINS_ONLY = 'This area is for platform administrators only.';
export const platformRefusal = (permission: PlatformPermission) =>
  `Your platform role does not allow this (${permission}).`;

/** What the superadmin `userId` may do: everything without a role, else the role's ticked set. */
export async function platformPermissionsOf(db: Database, userId: string): Promise<PlatformPermission[]> {
  const [row] = await db
    .select({ roleId: users.platformRoleId, permissions: platformRoles.permissions })
    .from(users)
    .leftJoin(platformRoles, eq(platformRoles.id, users.platformRoleId))
    .where(eq(users.id, userId));
  if (!row) return [];
  if (!row.roleId) return [...ALL_PLATFORM_PERMISSIONS];
  return (row.permissions ?? []) as PlatformPermission[];
}

/**
 * An onRequest hook: 401 without a sign-in, 403 for anyone but a superadmin, and 403 naming the permission for a
 * superadmin whose role lacks it.
 */
export function requirePlatformPermission(
  app: FastifyInstance,
  db: Database,
  permission: PlatformPermission,
) {
  return async (request: FastifyRequest) => {
    await app.requireUser(request);
    const user = currentUser(request);
    if (user.user_type.toLowerCase() !== 'superadmin') {
      throw new HttpError(403, ADMINS_ONLY, { code: 'forbidden' });
    }
    const granted = await platformPermissionsOf(db, user.id);
    if (!granted.includes(permission)) {
      throw new HttpError(403, platformRefusal(permission), {
        code: 'forbidden',
        missingPermission: permission,
      });
    }
  };
}
