// Who hears about farm work (docs/product/farm-work-notifications.md "Who is told"): the task's person, or its
// team, or, when nobody has it, the members who may edit tasks; crop and soil news goes to those who may see crops,
// weather to every member who may see the farm. Everyone is checked against their role as it is now, so a person
// who left the farm or lost the permission hears nothing.
import { inArray } from 'drizzle-orm';
import type { FarmPermission } from '@/shared/contracts/farm-permissions';
import type { Database } from '@/server/db/client';
import { farmMembers, farmRoles, farms } from '@/server/db/schema/farms';
import { teamMembers } from '@/server/db/schema/staff';
import { tasks } from '@/server/db/schema/tasks';
import { membershipRoleColumns, membershipRoleJoin, permissionsOf } from '@/server/modules/farms/farm-access';

export interface FarmMember {
  userId: string;
  permissions: readonly FarmPermission[];
}

export interface TaskAssignment {
  id: string;
  status: string;
  assigneeUserId: string | null;
  assigneeTeamId: string | null;
}

/** What the dispatcher knows about the farms, tasks and teams of one batch of events. */
export interface Audience {
  farmNames: Map<string, string>;
  members: Map<string, FarmMember[]>;
  tasks: Map<string, TaskAssignment>;
  teams: Map<string, string[]>;
}

export async function loadAudience(
  tx: Database,
  farmIds: readonly string[],
  taskIds: readonly string[],
  teamIds: readonly string[],
): Promise<Audience> {
  const audience: Audience = { farmNames: new Map(), members: new Map(), tasks: new Map(), teams: new Map() };
  if (farmIds.length === 0) return audience;
  const farmRows = await tx
    .select({ id: farms.id, name: farms.name })
    .from(farms)
    .where(inArray(farms.id, [...farmIds]));
  for (const f of farmRows) audience.farmNames.set(f.id, f.name);
  const memberRows = await tx
    .select({ farmId: farmMembers.farmId, userId: farmMembers.userId, ...membershipRoleColumns })
    .from(farmMembers)
    .leftJoin(farmRoles, membershipRoleJoin)
    .where(inArray(farmMembers.farmId, [...farmIds]));
  for (const m of memberRows) {
    const list = audience.members.get(m.farmId) ?? [];
    list.push({ userId: m.userId, permissions: permissionsOf(m.role, m.customPermissions) });
    audience.members.set(m.farmId, list);
  }
  if (taskIds.length > 0) {
    const taskRows = await tx
      .select({
        id: tasks.id,
        status: tasks.status,
        assigneeUserId: tasks.assigneeUserId,
        assigneeTeamId: tasks.assigneeTeamId,
      })
      .from(tasks)
      .where(inArray(tasks.id, [...taskIds]));
    for (const t of taskRows) audience.tasks.set(t.id, t);
  }
  const allTeams = new Set(teamIds);
  for (const t of audience.tasks.values()) if (t.assigneeTeamId) allTeams.add(t.assigneeTeamId);
  if (allTeams.size > 0) {
    const teamRows = await tx
      .select({ teamId: teamMembers.teamId, userId: teamMembers.userId })
      .from(teamMembers)
      .where(inArray(teamMembers.teamId, [...allTeams]));
    for (const r of teamRows) {
      const list = audience.teams.get(r.teamId) ?? [];
      list.push(r.userId);
      audience.teams.set(r.teamId, list);
    }
  }
  return audience;
}

/** Members of the farm whose role grants `permission`. */
export const membersWith = (audience: Audience, farmId: string, permission: FarmPermission): string[] =>
  (audience.members.get(farmId) ?? []).filter((m) => m.permissions.includes(permission)).map((m) => m.userId);

/**
 * The people a task's news is for: its person, else its team, else (nobody has it) whoever may edit the farm's
 * tasks; only those who may still open the task.
 */
export function taskAudience(
  audience: Audience,
  farmId: string,
  assignment: { assigneeUserId: string | null; assigneeTeamId: string | null },
): string[] {
  const readers = new Set(membersWith(audience, farmId, 'tasks.view'));
  let people: string[];
  if (assignment.assigneeUserId) people = [assignment.assigneeUserId];
  else if (assignment.assigneeTeamId) people = audience.teams.get(assignment.assigneeTeamId) ?? [];
  else people = membersWith(audience, farmId, 'tasks.edit');
  return [...new Set(people)].filter((id) => readers.has(id));
}

export const OPEN_TASK_STATUSES = ['todo', 'in_progress'] as const;
export const isOpenTask = (status: string) => (OPEN_TASK_STATUSES as readonly string[]).includes(status);
