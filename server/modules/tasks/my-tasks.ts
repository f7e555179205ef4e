// The caller's own open tasks on every farm where their role lets them see tasks (docs/product/tasks.md "My
// tasks"): assigned to them or to a team they are in. The extension's "My tasks today" and its badge read it.
// Each farm's window is its own calendar: "today" in Nairobi is not "today" in Lima.
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { MY_TASKS_MAX, type MyTasksResponse } from '@/shared/contracts/tasks';
import type { Database } from '@/server/db/client';
import { farms } from '@/server/db/schema/farms';
import { teamMembers } from '@/server/db/schema/staff';
import { farmIdsWithPermission } from '@/server/modules/farms/farm-access';
import { queryRows } from '@/server/modules/inventory/inventory-sql';
import { farmToday, weekOf } from './farm-calendar';
import { tasksByIds } from './task-rows';

export type MyTasksWindow = 'today' | 'overdue' | 'week';

const uuids = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

export async function myTasks(
  db: Database,
  userId: string,
  window: MyTasksWindow,
  now: Date,
): Promise<MyTasksResponse> {
  const farmIds = await farmIdsWithPermission(db, userId, 'tasks.view');
  if (farmIds.length === 0) return { data: [], overdue_count: 0 };
  const [farmRows, teams] = await Promise.all([
    db
      .select({ id: farms.id, timezone: farms.timezone })
      .from(farms)
      .where(and(inArray(farms.id, farmIds), isNull(farms.archivedAt))),
    db
      .select({ id: teamMembers.teamId })
      .from(teamMembers)
      .where(and(eq(teamMembers.userId, userId), inArray(teamMembers.farmId, farmIds))),
  ]);
  if (farmRows.length === 0) return { data: [], overdue_count: 0 };
  const mine = teams.length
    ? sql`(assignee_user_id = ${userId} or assignee_team_id = any(${uuids(teams.map((t) => t.id))}))`
    : sql`assignee_user_id = ${userId}`;
  const open = sql`status in ('todo', 'in_progress')`;
  // One condition per farm: its id and the due dates its own calendar puts in the window.
  const perFarm = (bound: (today: string) => SQL) =>
    sql.join(
      farmRows.map((farm) => sql`(farm_id = ${farm.id} and ${bound(farmToday(now, farm.timezone))})`),
      sql` or `,
    );
  const inWindow = perFarm((today) =>
    window === 'overdue'
      ? sql`due_date < ${today}`
      : window === 'week'
        ? sql`due_date <= ${weekOf(today).to}`
        : sql`due_date <= ${today}`,
  );
  const [ids, overdue] = await Promise.all([
    queryRows<{ id: string }>(
      db,
      sql`select id from tasks where ${mine} and ${open} and (${inWindow})
          order by due_date, due_time nulls last, id limit ${MY_TASKS_MAX}`,
    ),
    queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from tasks where ${mine} and ${open}
          and (${perFarm((today) => sql`due_date < ${today}`)})`,
    ),
  ]);
  return {
    data: await tasksByIds(
      db,
      ids.map((row) => row.id),
      now,
    ),
    overdue_count: Number(overdue[0]?.n ?? 0),
  };
}
