// What a person's staff page adds to the list row (docs/product/staff.md "A person's page"): the other farms
// they work on that the caller also manages, and their latest changes on this farm from the activity log.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { STAFF_RECENT_ACTIVITY, type StaffDetail } from '@/shared/contracts/staff';
import type { Database } from '@/server/db/client';
import { activityLog } from '@/server/db/schema/activity';
import { farmMembers, farmRoles, farms } from '@/server/db/schema/farms';
import {
  farmIdsWithPermission,
  membershipRoleColumns,
  membershipRoleJoin,
  roleOf,
} from '@/server/modules/farms/farm-access';

/** Farms both people are on, where the caller may see staff: the person's role on each, by farm name. */
export async function sharedFarms(
  db: Database,
  callerId: string,
  userId: string,
): Promise<StaffDetail['shared_farms']> {
  const manageable = await farmIdsWithPermission(db, callerId, 'staff.view');
  if (manageable.length === 0) return [];
  const rows = await db
    .select({ id: farms.id, name: farms.name, ...membershipRoleColumns })
    .from(farmMembers)
    .innerJoin(farms, eq(farms.id, farmMembers.farmId))
    .leftJoin(farmRoles, membershipRoleJoin)
    .where(and(eq(farmMembers.userId, userId), inArray(farmMembers.farmId, manageable)))
    .orderBy(asc(farms.name));
  return rows.map((row) => {
    const role = roleOf(row);
    return { id: row.id, name: row.name, role: role.role, role_id: role.roleId, role_name: role.roleName };
  });
}

/** The person's latest entries in this farm's activity log, newest first. */
export async function recentActivity(
  db: Database,
  farmId: string,
  userId: string,
): Promise<StaffDetail['recent_activity']> {
  const rows = await db
    .select({
      id: activityLog.id,
      module: activityLog.module,
      action: activityLog.action,
      recordType: activityLog.recordType,
      summary: activityLog.summary,
      surface: activityLog.surface,
      createdAt: activityLog.createdAt,
    })
    .from(activityLog)
    .where(and(eq(activityLog.farmId, farmId), eq(activityLog.actorId, userId)))
    .orderBy(desc(activityLog.id))
    .limit(STAFF_RECENT_ACTIVITY);
  return rows.map((row) => ({
    id: String(row.id),
    module: row.module,
    action: row.action,
    record_type: row.recordType,
    summary: row.summary,
    surface: row.surface,
    created_at: row.createdAt.toISOString(),
  }));
}
