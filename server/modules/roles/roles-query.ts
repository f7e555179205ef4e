// Reading a farm's roles as the roles page shows them (docs/product/roles-and-permissions.md): the four built-in
// roles first, in their order, then the farm's custom roles by name, each with how many people hold it.
import { and, asc, count, eq, sql } from 'drizzle-orm';
import {
  BUILT_IN_FARM_ROLES,
  BUILT_IN_ROLE_PERMISSIONS,
  type FarmPermission,
} from '@/shared/contracts/farm-permissions';
import type { FarmRole } from '@/shared/contracts/farm-roles';
import type { Database } from '@/server/db/client';
import { farmMembers, farmRoles } from '@/server/db/schema/farms';
import { isUuid } from '@/server/modules/farms/farm-access';

export type FarmRoleRow = typeof farmRoles.$inferSelect;

export const toFarmRole = (row: FarmRoleRow, memberCount: number): FarmRole => ({
  id: row.id,
  name: row.name,
  description: row.description,
  built_in: false,
  permissions: row.permissions as FarmPermission[],
  member_count: memberCount,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export async function listFarmRoles(db: Database, farmId: string): Promise<FarmRole[]> {
  const [holders, custom] = await Promise.all([
    db
      .select({ role: farmMembers.role, roleId: farmMembers.roleId, members: count() })
      .from(farmMembers)
      .where(eq(farmMembers.farmId, farmId))
      .groupBy(farmMembers.role, farmMembers.roleId),
    db
      .select()
      .from(farmRoles)
      .where(eq(farmRoles.farmId, farmId))
      .orderBy(asc(sql`lower(${farmRoles.name})`), asc(farmRoles.id)),
  ]);
  const countOf = (match: (h: (typeof holders)[number]) => boolean) =>
    holders.filter(match).reduce((sum, h) => sum + h.members, 0);
  const builtIns: FarmRole[] = BUILT_IN_FARM_ROLES.map((role) => ({
    id: role,
    name: role,
    description: null,
    built_in: true,
    permissions: [...BUILT_IN_ROLE_PERMISSIONS[role]],
    member_count: countOf((h) => h.role === role),
    created_at: null,
    updated_at: null,
  }));
  return [
    ...builtIns,
    ...custom.map((row) =>
      toFarmRole(
        row,
        countOf((h) => h.roleId === row.id),
      ),
    ),
  ];
}

/** A custom role of this farm, or undefined (another farm's role reads as unknown). */
export async function findFarmRole(
  db: Pick<Database, 'select'>,
  farmId: string,
  roleId: string,
): Promise<FarmRoleRow | undefined> {
  if (!isUuid(roleId)) return undefined;
  const [row] = await db
    .select()
    .from(farmRoles)
    .where(and(eq(farmRoles.id, roleId), eq(farmRoles.farmId, farmId)));
  return row;
}

/** People on the farm who hold the role. */
export async function holdersOf(
  db: Pick<Database, 'select'>,
  farmId: string,
  roleId: string,
): Promise<string[]> {
  const rows = await db
    .select({ userId: farmMembers.userId })
    .from(farmMembers)
    .where(and(eq(farmMembers.farmId, farmId), eq(farmMembers.roleId, roleId)));
  return rows.map((row) => row.userId);
}
