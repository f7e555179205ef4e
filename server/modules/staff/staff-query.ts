// The staff list and a person's profile as the screens read them (StaffMemberSchema): the account's contact
// details, the membership's role and terms, and the teams they are in (docs/product/staff.md "Staff").
import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isBuiltInFarmRole } from '@/shared/contracts/farm-permissions';
import type { PayPeriod, StaffListQuery, StaffMember } from '@/shared/contracts/staff';
import type { Database } from '@/server/db/client';
import { users } from '@/server/db/schema/auth';
import { farmMembers, farmRoles } from '@/server/db/schema/farms';
import { teamMembers, teams } from '@/server/db/schema/staff';
import { fieldError, HttpError } from '@/server/lib/http-error';
import {
  isUuid,
  membershipRoleColumns,
  membershipRoleJoin,
  roleOf,
} from '@/server/modules/farms/farm-access';

export const STAFF_NOT_FOUND = 'We could not find that person on this farm.';
export const staffNotFound = () => new HttpError(404, STAFF_NOT_FOUND, { code: 'staff_not_found' });

const inviter = alias(users, 'inviter');
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function select(db: Database) {
  return db
    .select({
      member: farmMembers,
      ...membershipRoleColumns,
      name: users.name,
      email: users.email,
      phoneNumber: users.phoneNumber,
      inviterName: inviter.name,
    })
    .from(farmMembers)
    .innerJoin(users, eq(users.id, farmMembers.userId))
    .leftJoin(farmRoles, membershipRoleJoin)
    .leftJoin(inviter, eq(inviter.id, farmMembers.invitedBy));
}

type Row = Awaited<ReturnType<ReturnType<typeof select>['where']>>[number];

/** Each member's teams on the farm, by name. */
async function teamsOf(db: Database, farmId: string, userIds: string[]) {
  const out = new Map<string, { id: string; name: string }[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return out;
  const rows = await db
    .select({ userId: teamMembers.userId, id: teams.id, name: teams.name })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(and(eq(teamMembers.farmId, farmId), inArray(teamMembers.userId, userIds)))
    .orderBy(asc(teams.name));
  for (const row of rows) out.get(row.userId)?.push({ id: row.id, name: row.name });
  return out;
}

function toDto(row: Row, teamsOfMember: { id: string; name: string }[]): StaffMember {
  const { member } = row;
  const role = roleOf(row);
  return {
    user_id: member.userId,
    farm_id: member.farmId,
    name: row.name,
    email: row.email,
    phone_number: row.phoneNumber,
    role: role.role,
    role_id: role.roleId,
    role_name: role.roleName,
    job_title: member.jobTitle,
    start_date: member.startDate,
    pay_rate: member.payRate,
    pay_period: member.payPeriod as PayPeriod | null,
    teams: teamsOfMember,
    invited_by:
      member.invitedBy && row.inviterName !== null ? { id: member.invitedBy, name: row.inviterName } : null,
    joined_at: member.createdAt.toISOString(),
  };
}

/** The role filter: a built-in role, `custom` for every custom role, or one custom role's id. */
function roleFilter(role: string): SQL {
  if (isBuiltInFarmRole(role) || role === 'custom') return eq(farmMembers.role, role);
  if (isUuid(role)) return and(eq(farmMembers.role, 'custom'), eq(farmMembers.roleId, role))!;
  throw fieldError('role', 'Choose a role from the list.');
}

function teamFilter(team: string): SQL {
  if (!isUuid(team)) throw fieldError('team', 'Choose a team from the list.');
  return sql`exists (select 1 from ${teamMembers} where ${teamMembers.teamId} = ${team} and ${teamMembers.farmId} = ${farmMembers.farmId} and ${teamMembers.userId} = ${farmMembers.userId})`;
}

function searchFilter(search: string): SQL {
  const pattern = likePattern(search);
  return or(
    ilike(users.name, pattern),
    ilike(users.email, pattern),
    ilike(users.phoneNumber, pattern),
    ilike(farmMembers.jobTitle, pattern),
  )!;
}

export async function staffOfFarm(
  db: Database,
  farmId: string,
  query: StaffListQuery,
): Promise<StaffMember[]> {
  const filters: SQL[] = [eq(farmMembers.farmId, farmId)];
  if (query.search) filters.push(searchFilter(query.search));
  if (query.role) filters.push(roleFilter(query.role));
  if (query.team) filters.push(teamFilter(query.team));
  const rows = await select(db)
    .where(and(...filters))
    .orderBy(asc(sql`lower(${users.name})`), asc(farmMembers.userId));
  const memberTeams = await teamsOf(
    db,
    farmId,
    rows.map((row) => row.member.userId),
  );
  return rows.map((row) => toDto(row, memberTeams.get(row.member.userId) ?? []));
}

/** One person on the farm; anyone else (or a malformed id) is the same 404. */
export async function staffMemberOf(db: Database, farmId: string, userId: string): Promise<StaffMember> {
  if (!isUuid(userId)) throw staffNotFound();
  const [row] = await select(db).where(and(eq(farmMembers.farmId, farmId), eq(farmMembers.userId, userId)));
  if (!row) throw staffNotFound();
  return toDto(row, (await teamsOf(db, farmId, [userId])).get(userId) ?? []);
}
