// Who may reach a farm and do what on it (docs/product/roles-and-permissions.md, docs/decisions/035). A
// non-member, or a farm that does not exist, gets 404 so farm ids cannot be probed; a member whose role lacks the
// route's permission gets 403 naming it. Every request checks the membership as it is now (findFarmAccess), so a
// removal or a narrower role takes effect on the very next request.
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  BUILT_IN_FARM_ROLES,
  BUILT_IN_ROLE_PERMISSIONS,
  isBuiltInFarmRole,
  type FarmPermission,
  type MemberRoleKind,
} from '@/shared/contracts/farm-permissions';
import { writeEpochOf, type Database } from '@/server/db/client';
import { farmMembers, farmRoles, farms } from '@/server/db/schema/farms';
import { HttpError } from '@/server/lib/http-error';
import { permissionRefusal } from './permission-refusals';

export type FarmRow = typeof farms.$inferSelect;
export interface FarmAccess {
  farm: FarmRow;
  role: MemberRoleKind;
  /** The custom role's id; null for a built-in role. */
  roleId: string | null;
  /** The custom role's name; null for a built-in role, whose name the client translates. */
  roleName: string | null;
  permissions: FarmPermission[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const FARM_NOT_FOUND = 'We could not find that farm.';
export const farmNotFound = () => new HttpError(404, FARM_NOT_FOUND, { code: 'farm_not_found' });

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/**
 * What a membership grants: a built-in role's fixed set, or the custom role's ticked set. A role the code does
 * not know (never written by the API) grants nothing rather than guessing.
 */
export function permissionsOf(role: string, customPermissions: readonly string[] | null): FarmPermission[] {
  if (isBuiltInFarmRole(role)) return [...BUILT_IN_ROLE_PERMISSIONS[role]];
  if (role === 'custom' && customPermissions) return customPermissions as FarmPermission[];
  return [];
}

/**
 * The columns that describe a membership's role, for any query that joins `farm_roles` with
 * `membershipRoleJoin`. The join also matches the farm, so a role id of another farm can never grant anything.
 */
export const membershipRoleColumns = {
  role: farmMembers.role,
  roleId: farmMembers.roleId,
  roleName: farmRoles.name,
  customPermissions: farmRoles.permissions,
};
export const membershipRoleJoin = and(
  eq(farmRoles.id, farmMembers.roleId),
  eq(farmRoles.farmId, farmMembers.farmId),
)!;

/** A SQL condition over farm_members ⟕ farm_roles: the membership grants `permission`. */
export function membershipGrants(permission: FarmPermission): SQL {
  const builtIns = BUILT_IN_FARM_ROLES.filter((role) => BUILT_IN_ROLE_PERMISSIONS[role].includes(permission));
  return or(
    inArray(farmMembers.role, builtIns),
    and(
      eq(farmMembers.role, 'custom'),
      sql`coalesce(${farmRoles.permissions} @> array[${permission}]::text[], false)`,
    ),
  )!;
}

type RoleColumns = {
  role: string;
  roleId: string | null;
  roleName: string | null;
  customPermissions: string[] | null;
};

/** The role fields of FarmAccess from a row selected with `membershipRoleColumns`. */
export function roleOf(row: RoleColumns): Omit<FarmAccess, 'farm'> {
  const custom = row.role === 'custom';
  return {
    role: row.role as MemberRoleKind,
    roleId: custom ? row.roleId : null,
    roleName: custom ? row.roleName : null,
    permissions: permissionsOf(row.role, row.customPermissions),
  };
}

/** The membership query, prepared once per database: it runs on every farm-scoped request. */
function prepareAccess(db: Database) {
  return db
    .select({ farm: farms, ...membershipRoleColumns })
    .from(farmMembers)
    .innerJoin(farms, eq(farms.id, farmMembers.farmId))
    .leftJoin(farmRoles, membershipRoleJoin)
    .where(
      and(
        eq(farmMembers.farmId, sql.placeholder('farmId')),
        eq(farmMembers.userId, sql.placeholder('userId')),
      ),
    )
    .limit(1)
    .prepare('farm_access');
}

interface AccessReader {
  statement?: ReturnType<typeof prepareAccess>;
  /** PGlite only: answers kept until this process next writes anything (client.ts writeEpochOf). */
  epoch: (() => number) | null;
  memo: Map<string, { epoch: number; access: FarmAccess | null }>;
}
const readers = new WeakMap<Database, AccessReader>();
/** Enough for every member of many busy farms; past it the memo starts again rather than grow. */
const MEMO_LIMIT = 10_000;

/**
 * The caller's membership of a farm, or null when they are not a member (or the farm does not exist); treat the
 * answer as read-only. One indexed query, prepared once. On PGlite one process owns the database and every write
 * passes through it, so an answer is kept until this process next writes anything, membership and role changes
 * included: it can never outlive a change, and a read-only request then costs no database call for its check
 * (docs/product/roles-and-permissions.md "Cost"; the inventory list does the same, docs/decisions/027). On
 * PostgreSQL, which other instances write, the query runs on every request.
 */
export async function findFarmAccess(
  db: Database,
  userId: string,
  farmId: string,
): Promise<FarmAccess | null> {
  if (!isUuid(farmId) || !isUuid(userId)) return null;
  let reader = readers.get(db);
  if (!reader) readers.set(db, (reader = { epoch: writeEpochOf(db), memo: new Map() }));
  const key = `${userId}:${farmId}`;
  // Read before the query: a write while it runs makes this answer stale at once.
  const epoch = reader.epoch?.();
  if (epoch !== undefined) {
    const kept = reader.memo.get(key);
    if (kept && kept.epoch === epoch) return kept.access;
  }
  reader.statement ??= prepareAccess(db);
  const [row] = await reader.statement.execute({ farmId, userId });
  const access = row ? { farm: row.farm, ...roleOf(row) } : null;
  if (epoch !== undefined) {
    if (reader.memo.size >= MEMO_LIMIT) reader.memo.clear();
    reader.memo.set(key, { epoch, access });
  }
  return access;
}

/** 403 naming the permission a member lacks (docs/product/roles-and-permissions.md "When something is refused"). */
export function forbidden(permission: FarmPermission): HttpError {
  return new HttpError(403, permissionRefusal(permission), {
    code: 'forbidden',
    missingPermission: permission,
  });
}

/** Throws the 403 unless `access` grants `permission`. */
export function assertPermission(access: Pick<FarmAccess, 'permissions'>, permission: FarmPermission): void {
  if (!access.permissions.includes(permission)) throw forbidden(permission);
}

/** 404 unless the caller is a member of the farm; 403 unless their role grants `permission`. */
export async function requireFarmPermission(
  db: Database,
  actorId: string,
  farmId: unknown,
  permission: FarmPermission,
): Promise<FarmAccess> {
  const access = isUuid(farmId) ? await findFarmAccess(db, actorId, farmId) : null;
  if (!access) throw farmNotFound();
  assertPermission(access, permission);
  return access;
}

/** Farms where the user's role grants `permission`, for lists that span farms (all items, suppliers). */
export async function farmIdsWithPermission(
  db: Database,
  userId: string,
  permission: FarmPermission,
): Promise<string[]> {
  if (!isUuid(userId)) return [];
  const rows = await db
    .select({ farmId: farmMembers.farmId })
    .from(farmMembers)
    .leftJoin(farmRoles, membershipRoleJoin)
    .where(and(eq(farmMembers.userId, userId), membershipGrants(permission)));
  return rows.map((r) => r.farmId);
}
