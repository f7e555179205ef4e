// Membership checks that farm-access.ts does not cover: any member (a farm's own details need no module
// permission), a built-in role (editing or deleting the farm), and the farms a user may read a module of.
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AccessLevel, FarmModule } from '@/shared/contracts/farms';
import type { Database } from '@/server/db/client';
import { farmMembers } from '@/server/db/schema/farms';
import { HttpError } from '@/server/lib/http-error';
import { currentUser } from '@/server/plugins/auth';
import { FARM_NOT_FOUND, findFarmAccess, permissionsFor, type FarmAccess } from './farm-access';

const RANK: Record<AccessLevel, number> = { none: 0, read: 1, write: 2 };

/** Any member of the farm; 404 for everyone else (docs/architecture.md "Who may do what"). */
export async function requireFarmMember(
  db: Database,
  request: FastifyRequest,
  farmId: string,
): Promise<FarmAccess> {
  const access = await findFarmAccess(db, currentUser(request).id, farmId);
  if (!access) throw new HttpError(404, FARM_NOT_FOUND, { code: 'farm_not_found' });
  return access;
}

/** A member whose role is one of `roles`, else 403 with `message` (non-members still get 404). */
export async function requireFarmRole(
  db: Database,
  request: FastifyRequest,
  farmId: string,
  roles: readonly string[],
  message: string,
): Promise<FarmAccess> {
  const access = await requireFarmMember(db, request, farmId);
  if (!roles.includes(access.role)) throw new HttpError(403, message, { code: 'forbidden' });
  return access;
}

/** Farms where the user's role grants at least `level` on `module`, for lists that span farms. */
export async function farmIdsWithAccess(
  db: Database,
  userId: string,
  module: FarmModule,
  level: Exclude<AccessLevel, 'none'>,
): Promise<string[]> {
  const rows = await db
    .select({ farmId: farmMembers.farmId, role: farmMembers.role, overrides: farmMembers.permissions })
    .from(farmMembers)
    .where(eq(farmMembers.userId, userId));
  return rows
    .filter((r) => RANK[permissionsFor(r.role, r.overrides)[module]] >= RANK[level])
    .map((r) => r.farmId);
}
