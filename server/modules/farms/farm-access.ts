// Who may reach a farm (docs/product/farms.md, roles): members only, and what their role allows. A non-member, or a farm that does not
// exist, gets 404 so farm ids cannot be probed; a member without the module permission gets 403.
import { and, eq } from 'drizzle-orm';
import {
  ROLE_PERMISSIONS,
  type AccessLevel,
  type FarmModule,
  type FarmPermissions,
} from '@/shared/contracts/farms';
import type { Database } from '@/server/db/client';
import { farmMembers, farms } from '@/server/db/schema/farms';
import { HttpError } from '@/server/lib/http-error';

export type FarmRow = typeof farms.$inferSelect;
export interface FarmAccess {
  farm: FarmRow;
  role: string;
  permissions: FarmPermissions;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const RANK: Record<AccessLevel, number> = { none: 0, read: 1, write: 2 };

export const FARM_NOT_FOUND = 'We could not find that farm.';

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

export function permissionsFor(role: string, overrides: Partial<FarmPermissions> | null): FarmPermissions {
  const base = ROLE_PERMISSIONS[role as keyof typeof ROLE_PERMISSIONS] ?? ROLE_PERMISSIONS.viewer;
  return { ...base, ...(overrides ?? {}) };
}

/** The caller's membership of a farm, or null when they are not a member (or the farm does not exist). */
export async function findFarmAccess(
  db: Database,
  userId: string,
  farmId: string,
): Promise<FarmAccess | null> {
  if (!isUuid(farmId)) return null;
  const [row] = await db
    .select({ farm: farms, role: farmMembers.role, overrides: farmMembers.permissions })
    .from(farmMembers)
    .innerJoin(farms, eq(farms.id, farmMembers.farmId))
    .where(and(eq(farmMembers.farmId, farmId), eq(farmMembers.userId, userId)))
    .limit(1);
  if (!row) return null;
  return { farm: row.farm, role: row.role, permissions: permissionsFor(row.role, row.overrides) };
}

/** 404 unless the caller is a member; 403 unless their role grants `level` on `module`. */
export async function requireFarmAccess(
  db: Database,
  actorId: string,
  farmId: unknown,
  module: FarmModule,
  level: Exclude<AccessLevel, 'none'>,
): Promise<FarmAccess> {
  const access = isUuid(farmId) ? await findFarmAccess(db, actorId, farmId) : null;
  if (!access) throw new HttpError(404, FARM_NOT_FOUND, { code: 'farm_not_found' });
  if (RANK[access.permissions[module]] < RANK[level]) {
    const verb = level === 'write' ? 'change' : 'see';
    throw new HttpError(403, `Your role on this farm does not allow you to ${verb} ${module}.`, {
      code: 'forbidden',
    });
  }
  return access;
}

/** Farm ids the user is a member of, for lists that span farms (all items, suppliers). */
export async function memberFarmIds(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: farmMembers.farmId })
    .from(farmMembers)
    .where(eq(farmMembers.userId, userId));
  return rows.map((r) => r.id);
}

/** Any member of the farm; 404 for everyone else (docs/architecture.md "Who may do what"). */
export async function requireFarmMember(db: Database, actorId: string, farmId: string): Promise<FarmAccess> {
  const access = await findFarmAccess(db, actorId, farmId);
  if (!access) throw new HttpError(404, FARM_NOT_FOUND, { code: 'farm_not_found' });
  return access;
}

/** A member whose role is one of `roles`, else 403 with `message` (non-members still get 404). */
export async function requireFarmRole(
  db: Database,
  actorId: string,
  farmId: string,
  roles: readonly string[],
  message: string,
): Promise<FarmAccess> {
  const access = await requireFarmMember(db, actorId, farmId);
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
