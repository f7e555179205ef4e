// The people of a farm (docs/product/staff.md "Staff"): list, a person's page, changing their role and terms,
// and removing them. The owner rules of docs/decisions/035 hold: only an owner touches an owner or grants the
// role, and the last owner can neither leave nor be demoted. A removal or a narrower role takes effect on the
// person's next request (the permission is read on every request) and ends their live feed of the farm.
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { StaffDetail, StaffListQuery, StaffMember, UpdateStaffInput } from '@/shared/contracts/staff';
import type { ServerContext } from '@/server/context';
import type { Database } from '@/server/db/client';
import { farmMembers } from '@/server/db/schema/farms';
import { teamMembers, teams } from '@/server/db/schema/staff';
import { fieldError } from '@/server/lib/http-error';
import { isUuid } from '@/server/modules/farms/farm-access';
import { recordActivity, type ActivityActor } from '@/server/modules/activity/record';
import { customRoleName } from './invitation-rules';
import type { EndFarmAccess } from './membership-ended';
import {
  assertNotLastOwner,
  assertOwner,
  ONLY_OWNER_CHANGES_OWNER,
  ONLY_OWNER_GRANTS_OWNER,
  requireStaffPermission,
} from './staff-access';
import { recentActivity, sharedFarms } from './staff-profile';
import { staffMemberOf, staffNotFound, staffOfFarm } from './staff-query';

type StaffValues = z.output<typeof UpdateStaffInput>;
type Actor = ActivityActor & { id: string };

/** What the activity log keeps of a membership. */
const snapshot = (member: StaffMember) => ({
  name: member.name,
  role: member.role,
  role_id: member.role_id,
  role_name: member.role_name,
  job_title: member.job_title,
  start_date: member.start_date,
  pay_rate: member.pay_rate,
  pay_period: member.pay_period,
  teams: member.teams.map((team) => team.name),
});

/** 422 unless every id is a team of this farm. */
async function checkTeams(db: Database, farmId: string, ids: string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const found = unique.every(isUuid)
    ? await db
        .select({ id: teams.id })
        .from(teams)
        .where(and(eq(teams.farmId, farmId), inArray(teams.id, unique)))
    : [];
  if (found.length !== unique.length) throw fieldError('team_ids', 'Choose teams of this farm.');
  return unique;
}

/** The membership columns a PATCH sets; absent fields stay as they are. */
function columnsOf(input: StaffValues, before: StaffMember) {
  const columns: Partial<typeof farmMembers.$inferInsert> = {};
  if (input.role !== undefined) {
    columns.role = input.role;
    columns.roleId = input.role === 'custom' ? input.role_id! : null;
  }
  if (input.job_title !== undefined) columns.jobTitle = input.job_title;
  if (input.start_date !== undefined) columns.startDate = input.start_date;
  if (input.pay_rate !== undefined) columns.payRate = input.pay_rate === null ? null : String(input.pay_rate);
  if (input.pay_period !== undefined) columns.payPeriod = input.pay_period;
  const rate = input.pay_rate !== undefined ? input.pay_rate : before.pay_rate;
  const period = input.pay_period !== undefined ? input.pay_period : before.pay_period;
  if (rate !== null && period === null)
    throw fieldError('pay_period', 'Choose whether the pay rate is per hour, day, week or month.');
  return columns;
}

export function createStaffService(ctx: ServerContext, endFarmAccess: EndFarmAccess) {
  const { db, clock } = ctx;

  return {
    async list(actorId: string, farmId: string, query: StaffListQuery): Promise<StaffMember[]> {
      const { farm } = await requireStaffPermission(db, actorId, farmId, 'staff.view');
      return staffOfFarm(db, farm.id, query);
    },

    async get(actorId: string, farmId: string, userId: string): Promise<StaffDetail> {
      const { farm } = await requireStaffPermission(db, actorId, farmId, 'staff.view');
      const member = await staffMemberOf(db, farm.id, userId);
      const [shared, activity] = await Promise.all([
        sharedFarms(db, actorId, member.user_id),
        recentActivity(db, farm.id, member.user_id),
      ]);
      return { ...member, shared_farms: shared, recent_activity: activity };
    },

    async update(actor: Actor, farmId: string, userId: string, input: StaffValues): Promise<StaffMember> {
      const access = await requireStaffPermission(db, actor.id, farmId, 'staff.edit');
      const farm = access.farm;
      const before = await staffMemberOf(db, farm.id, userId);
      const roleChanges =
        input.role !== undefined &&
        (input.role !== before.role || (input.role === 'custom' && input.role_id !== before.role_id));
      if (before.role === 'owner') assertOwner(access, ONLY_OWNER_CHANGES_OWNER);
      if (roleChanges && input.role === 'owner') assertOwner(access, ONLY_OWNER_GRANTS_OWNER);
      if (input.role !== undefined) await customRoleName(db, farm.id, input.role, input.role_id);
      const columns = columnsOf(input, before);
      const teamIds =
        input.team_ids === undefined ? undefined : await checkTeams(db, farm.id, input.team_ids);
      const now = clock.now();

      await db.transaction(async (tx) => {
        if (roleChanges && before.role === 'owner')
          await assertNotLastOwner(tx, farm.id, userId, before.name);
        const [updated] = await tx
          .update(farmMembers)
          .set({ ...columns, updatedAt: now })
          .where(and(eq(farmMembers.farmId, farm.id), eq(farmMembers.userId, userId)))
          .returning({ userId: farmMembers.userId });
        if (!updated) throw staffNotFound();
        if (teamIds !== undefined) {
          const mine = and(eq(teamMembers.farmId, farm.id), eq(teamMembers.userId, userId));
          await tx
            .delete(teamMembers)
            .where(teamIds.length > 0 ? and(mine, notInArray(teamMembers.teamId, teamIds)) : mine);
          if (teamIds.length > 0) {
            await tx
              .insert(teamMembers)
              .values(teamIds.map((teamId) => ({ teamId, farmId: farm.id, userId, createdAt: now })))
              .onConflictDoNothing();
          }
        }
        const after = await staffMemberOf(tx, farm.id, userId);
        await recordActivity(tx, {
          farmId: farm.id,
          actor,
          module: 'staff',
          action: 'edit',
          recordType: 'staff_member',
          recordId: userId,
          summary: roleChanges
            ? `Changed ${before.name}'s role from ${before.role_name ?? before.role} to ${after.role_name ?? after.role}`
            : `Changed ${before.name}'s staff details`,
          before: snapshot(before),
          after: snapshot(after),
          at: now,
        });
      });
      // A different role may grant less: the live feed is checked again, and ended where it no longer may.
      if (roleChanges) await endFarmAccess(farm.id, [userId]);
      return staffMemberOf(db, farm.id, userId);
    },

    async remove(actor: Actor, farmId: string, userId: string): Promise<StaffMember> {
      const access = await requireStaffPermission(db, actor.id, farmId, 'staff.delete');
      const farm = access.farm;
      const before = await staffMemberOf(db, farm.id, userId);
      if (before.role === 'owner') assertOwner(access, ONLY_OWNER_CHANGES_OWNER);
      await db.transaction(async (tx) => {
        if (before.role === 'owner') await assertNotLastOwner(tx, farm.id, userId, before.name);
        // The person's teams on this farm go with the membership (the foreign key cascades).
        const [removed] = await tx
          .delete(farmMembers)
          .where(and(eq(farmMembers.farmId, farm.id), eq(farmMembers.userId, userId)))
          .returning({ userId: farmMembers.userId });
        if (!removed) throw staffNotFound();
        await recordActivity(tx, {
          farmId: farm.id,
          actor,
          module: 'staff',
          action: 'remove',
          recordType: 'staff_member',
          recordId: userId,
          summary: `Removed ${before.name} from the farm`,
          before: snapshot(before),
          at: clock.now(),
        });
      });
      await endFarmAccess(farm.id, [userId]);
      return before;
    },
  };
}
