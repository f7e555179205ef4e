// A farm's teams (docs/product/staff.md "Teams"): named groups of the farm's people, for assigning work. A name
// is used once per farm (any letter case); members must be on the farm; a person may be in several teams.
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { CreateTeamInput, Team, UpdateTeamInput } from '@/shared/contracts/staff';
import type { ServerContext } from '@/server/context';
import type { Database } from '@/server/db/client';
import { farmMembers } from '@/server/db/schema/farms';
import { teamMembers, teams } from '@/server/db/schema/staff';
import { fieldError, HttpError, isUniqueViolation } from '@/server/lib/http-error';
import { isUuid } from '@/server/modules/farms/farm-access';
import { recordActivity, type ActivityActor } from '@/server/modules/activity/record';
import { requireStaffPermission } from './staff-access';
import { teamOnFarm, teamRowOnFarm, teamsOfFarm } from './teams-query';

type Actor = ActivityActor & { id: string };
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const nameTaken = (name: string) =>
  new HttpError(409, `There is already a team called ${name} on this farm. Choose another name.`, {
    code: 'team_name_taken',
    errors: { name: [`There is already a team called ${name} on this farm. Choose another name.`] },
  });

/** 422 unless every id is a person on this farm. */
async function checkMembers(db: Database, farmId: string, ids: string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const found = unique.every(isUuid)
    ? await db
        .select({ userId: farmMembers.userId })
        .from(farmMembers)
        .where(and(eq(farmMembers.farmId, farmId), inArray(farmMembers.userId, unique)))
    : [];
  if (found.length !== unique.length) throw fieldError('member_ids', 'Choose people who are on this farm.');
  return unique;
}

async function setMembers(tx: Tx, teamId: string, farmId: string, userIds: string[], now: Date) {
  const ofTeam = eq(teamMembers.teamId, teamId);
  await tx
    .delete(teamMembers)
    .where(userIds.length > 0 ? and(ofTeam, notInArray(teamMembers.userId, userIds)) : ofTeam);
  if (userIds.length > 0) {
    await tx
      .insert(teamMembers)
      .values(userIds.map((userId) => ({ teamId, farmId, userId, createdAt: now })))
      .onConflictDoNothing();
  }
}

const snapshot = (team: Team) => ({
  name: team.name,
  description: team.description,
  members: team.members.map((member) => member.name),
});

export function createTeamService(ctx: ServerContext) {
  const { db, clock } = ctx;

  /** Runs a team write; a name another team of the farm has is a 409 on the name field. */
  async function write<T>(name: string | undefined, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (name !== undefined && isUniqueViolation(error)) throw nameTaken(name);
      throw error;
    }
  }

  return {
    async list(actorId: string, farmId: string): Promise<Team[]> {
      const { farm } = await requireStaffPermission(db, actorId, farmId, 'staff.view');
      return teamsOfFarm(db, farm.id);
    },

    async create(actor: Actor, farmId: string, input: z.output<typeof CreateTeamInput>): Promise<Team> {
      const { farm } = await requireStaffPermission(db, actor.id, farmId, 'staff.create');
      const memberIds = await checkMembers(db, farm.id, input.member_ids);
      const now = clock.now();
      const id = await write(input.name, () =>
        db.transaction(async (tx) => {
          const [row] = await tx
            .insert(teams)
            .values({
              farmId: farm.id,
              name: input.name,
              description: input.description,
              createdAt: now,
              updatedAt: now,
            })
            .returning({ id: teams.id });
          await setMembers(tx, row!.id, farm.id, memberIds, now);
          await recordActivity(tx, {
            farmId: farm.id,
            actor,
            module: 'staff',
            action: 'create',
            recordType: 'team',
            recordId: row!.id,
            summary: `Created the team ${input.name}`,
            after: snapshot(await teamOnFarm(tx, farm.id, row!.id)),
            at: now,
          });
          return row!.id;
        }),
      );
      return teamOnFarm(db, farm.id, id);
    },

    async update(
      actor: Actor,
      farmId: string,
      teamId: string,
      input: z.output<typeof UpdateTeamInput>,
    ): Promise<Team> {
      const { farm } = await requireStaffPermission(db, actor.id, farmId, 'staff.edit');
      const before = await teamOnFarm(db, farm.id, teamId);
      const memberIds =
        input.member_ids === undefined ? undefined : await checkMembers(db, farm.id, input.member_ids);
      const now = clock.now();
      await write(input.name, () =>
        db.transaction(async (tx) => {
          await tx
            .update(teams)
            .set({
              ...(input.name !== undefined ? { name: input.name } : {}),
              ...(input.description !== undefined ? { description: input.description } : {}),
              updatedAt: now,
            })
            .where(and(eq(teams.id, before.id), eq(teams.farmId, farm.id)));
          if (memberIds !== undefined) await setMembers(tx, before.id, farm.id, memberIds, now);
          await recordActivity(tx, {
            farmId: farm.id,
            actor,
            module: 'staff',
            action: 'edit',
            recordType: 'team',
            recordId: before.id,
            summary: `Changed the team ${before.name}`,
            before: snapshot(before),
            after: snapshot(await teamOnFarm(tx, farm.id, before.id)),
            at: now,
          });
        }),
      );
      return teamOnFarm(db, farm.id, before.id);
    },

    async remove(actor: Actor, farmId: string, teamId: string): Promise<Team> {
      const { farm } = await requireStaffPermission(db, actor.id, farmId, 'staff.delete');
      const before = await teamOnFarm(db, farm.id, teamId);
      await db.transaction(async (tx) => {
        await teamRowOnFarm(tx, farm.id, before.id);
        await tx.delete(teams).where(and(eq(teams.id, before.id), eq(teams.farmId, farm.id)));
        await recordActivity(tx, {
          farmId: farm.id,
          actor,
          module: 'staff',
          action: 'delete',
          recordType: 'team',
          recordId: before.id,
          summary: `Deleted the team ${before.name}`,
          before: snapshot(before),
          at: clock.now(),
        });
      });
      return before;
    },
  };
}
