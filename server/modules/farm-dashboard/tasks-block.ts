// The dashboard's tasks card (docs/product/dashboard.md "Tasks"): open tasks due today, overdue, and the next
// five. Every query is a range of tasks_farm_status_due_idx per open status (to do, in progress), never a walk of
// the farm's tasks; the answer is kept per farm task revision and day (task-page-cache.ts), which every change
// of a task or of a name it shows bumps.
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { DashboardTasks } from '@/shared/contracts/farm-dashboard';
import type { Database } from '@/server/db/client';
import { tasks } from '@/server/db/schema/tasks';
import { taskPageCacheOf } from '@/server/modules/tasks/task-page-cache';

const OPEN = ['todo', 'in_progress'] as const;
const NEXT = 5;

async function countOf(db: Database, farmId: string, status: string, today: string) {
  const [row] = await db
    .select({
      dueToday: sql<number>`count(*) filter (where ${tasks.dueDate} = ${today})::int`,
      overdue: sql<number>`count(*) filter (where ${tasks.dueDate} < ${today})::int`,
    })
    .from(tasks)
    .where(and(eq(tasks.farmId, farmId), eq(tasks.status, status), sql`${tasks.dueDate} <= ${today}`));
  return { dueToday: row?.dueToday ?? 0, overdue: row?.overdue ?? 0 };
}

function nextOf(db: Database, farmId: string, status: string, today: string) {
  return db
    .select({
      id: tasks.id,
      title: tasks.title,
      dueDate: tasks.dueDate,
      status: tasks.status,
      assigneeName: sql<string | null>`coalesce(
        (select u.name from users u where u.id = ${tasks.assigneeUserId}),
        (select tm.name from teams tm where tm.id = ${tasks.assigneeTeamId}))`,
    })
    .from(tasks)
    .where(and(eq(tasks.farmId, farmId), eq(tasks.status, status), gte(tasks.dueDate, today)))
    .orderBy(asc(tasks.dueDate), asc(tasks.id))
    .limit(NEXT);
}

async function computeTasks(db: Database, farmId: string, today: string): Promise<DashboardTasks> {
  const counts = [];
  const next = [];
  for (const status of OPEN) {
    counts.push(await countOf(db, farmId, status, today));
    next.push(...(await nextOf(db, farmId, status, today)));
  }
  next.sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.id.localeCompare(b.id));
  return {
    due_today: counts.reduce((sum, c) => sum + c.dueToday, 0),
    overdue: counts.reduce((sum, c) => sum + c.overdue, 0),
    next: next.slice(0, NEXT).map((row) => ({
      id: row.id,
      title: row.title,
      due_date: row.dueDate,
      status: row.status,
      assignee_name: row.assigneeName,
    })),
  };
}

/** `today` is the farm's day (farm-calendar.ts farmToday): what the task list calls overdue. */
export function tasksBlock(db: Database, farmId: string, today: string): Promise<DashboardTasks> {
  return taskPageCacheOf(db).get(farmId, `farm-dashboard:${today}`, () => computeTasks(db, farmId, today));
}
