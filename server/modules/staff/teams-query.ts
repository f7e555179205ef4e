// A farm's teams as the screens read them (TeamSchema): name, description and members by name.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Team } from '@/shared/contracts/staff';
import type { Database } from '@/server/db/client';
import { users } from '@/server/db/schema/auth';
import { teamMembers, teams } from '@/server/db/schema/staff';
import { HttpError } from '@/server/lib/http-error';
import { isUuid } from '@/server/modules/farms/farm-access';

export type TeamRow = typeof teams.$inferSelect;

export const TEAM_NOT_FOUND = 'We could not find that team.';
export const teamNotFound = () => new HttpError(404, TEAM_NOT_FOUND, { code: 'team_not_found' });

async function membersOf(db: Database, teamIds: string[]) {
  const out = new Map<string, { id: string; name: string }[]>(teamIds.map((id) => [id, []]));
  if (teamIds.length === 0) return out;
  const rows = await db
    .select({ teamId: teamMembers.teamId, id: users.id, name: users.name })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(inArray(teamMembers.teamId, teamIds))
    .orderBy(asc(sql`lower(${users.name})`));
  for (const row of rows) out.get(row.teamId)?.push({ id: row.id, name: row.name });
  return out;
}

const toDto = (row: TeamRow, members: { id: string; name: string }[]): Team => ({
  id: row.id,
  farm_id: row.farmId,
  name: row.name,
  description: row.description,
  members,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export async function teamsOfFarm(db: Database, farmId: string): Promise<Team[]> {
  const rows = await db
    .select()
    .from(teams)
    .where(eq(teams.farmId, farmId))
    .orderBy(asc(sql`lower(${teams.name})`));
  const members = await membersOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toDto(row, members.get(row.id) ?? []));
}

export async function teamRowOnFarm(db: Database, farmId: string, id: string): Promise<TeamRow> {
  const [row] = isUuid(id)
    ? await db
        .select()
        .from(teams)
        .where(and(eq(teams.id, id), eq(teams.farmId, farmId)))
    : [];
  if (!row) throw teamNotFound();
  return row;
}

export async function teamOnFarm(db: Database, farmId: string, id: string): Promise<Team> {
  const row = await teamRowOnFarm(db, farmId, id);
  return toDto(row, (await membersOf(db, [row.id])).get(row.id) ?? []);
}
