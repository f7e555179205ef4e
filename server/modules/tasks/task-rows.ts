// Tasks as the API answers them (shared/contracts/tasks.ts TaskSchema): the row with the names it links to, its
// checklist and input counts, and whether it is overdue by its farm's calendar. One statement for a whole page,
// by id, so the list's plan (task-list.ts) picks the ids and this reads them by key.
import { sql, type SQL } from 'drizzle-orm';
import type { Task } from '@/shared/contracts/tasks';
import { OPEN_TASK_STATUSES } from '@/shared/contracts/tasks';
import type { Database } from '@/server/db/client';
import { queryRows } from '@/server/modules/inventory/inventory-sql';
import { farmToday } from './farm-calendar';

export interface TaskRow extends Record<string, unknown> {
  id: string;
  farm_id: string;
  farm_name: string;
  timezone: string;
  title: string;
  description: string | null;
  kind: Task['kind'];
  priority: Task['priority'];
  status: Task['status'];
  assignee_user_id: string | null;
  assignee_user_name: string | null;
  assignee_team_id: string | null;
  assignee_team_name: string | null;
  field_id: string | null;
  field_name: string | null;
  crop_id: string | null;
  crop_name: string | null;
  crop_stage_id: string | null;
  item_id: string | null;
  item_name: string | null;
  due_date: string;
  due_time: string | null;
  hours_worked: string;
  repeat_every: number | null;
  repeat_unit: 'days' | 'weeks' | null;
  repeat_until: string | null;
  series_id: string | null;
  checklist_done: number;
  checklist_total: number;
  input_count: number;
  completed_at: Date | string | null;
  completed_by: string | null;
  completed_by_name: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();
const ref = (id: string | null, name: string | null) => (id ? { id, name: name ?? '' } : null);
const OPEN: readonly string[] = OPEN_TASK_STATUSES;

/** Today per time zone for the moment `now`: a page's rows share a few zones, and each lookup formats a date. */
const todays = { at: Number.NaN, byZone: new Map<string, string>() };
function todayIn(timeZone: string, now: Date): string {
  if (todays.at !== now.getTime()) todays.byZone.clear();
  todays.at = now.getTime();
  let today = todays.byZone.get(timeZone);
  if (today === undefined) todays.byZone.set(timeZone, (today = farmToday(now, timeZone)));
  return today;
}

/** Whether an open task is past due on its farm's calendar. */
export const isOverdue = (status: string, dueDate: string, today: string) =>
  OPEN.includes(status) && dueDate < today;

export function toTask(row: TaskRow, now: Date): Task {
  const assignee = row.assignee_user_id
    ? { type: 'user' as const, id: row.assignee_user_id, name: row.assignee_user_name ?? '' }
    : row.assignee_team_id
      ? { type: 'team' as const, id: row.assignee_team_id, name: row.assignee_team_name ?? '' }
      : null;
  return {
    id: row.id,
    farm_id: row.farm_id,
    farm_name: row.farm_name,
    title: row.title,
    description: row.description,
    kind: row.kind,
    priority: row.priority,
    status: row.status,
    assignee,
    field: ref(row.field_id, row.field_name),
    crop: ref(row.crop_id, row.crop_name),
    crop_stage_id: row.crop_stage_id,
    item: ref(row.item_id, row.item_name),
    due_date: row.due_date,
    due_time: row.due_time,
    overdue: isOverdue(row.status, row.due_date, todayIn(row.timezone, now)),
    hours_worked: row.hours_worked,
    recurrence:
      row.repeat_every && row.repeat_unit
        ? { every: row.repeat_every, unit: row.repeat_unit, until: row.repeat_until }
        : null,
    series_id: row.series_id,
    checklist_done: Number(row.checklist_done),
    checklist_total: Number(row.checklist_total),
    input_count: Number(row.input_count),
    completed_at: row.completed_at ? iso(row.completed_at) : null,
    completed_by: ref(row.completed_by, row.completed_by_name),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

/**
 * The columns of TaskRow over `tasks t` joined with `farms fm`. Names and counts are correlated subqueries, not
 * joins: each is one index lookup per row, and the planner has no join order to search (eight joins cost more
 * to plan than a page costs to read).
 */
export const TASK_COLUMNS = sql`t.id, t.farm_id, fm.name as farm_name, fm.timezone, t.title, t.description, t.kind,
  t.priority, t.status, t.assignee_user_id,
  (select u.name from users u where u.id = t.assignee_user_id) as assignee_user_name,
  t.assignee_team_id, (select tm.name from teams tm where tm.id = t.assignee_team_id) as assignee_team_name,
  t.field_id, (select fl.name from fields fl where fl.id = t.field_id) as field_name,
  t.crop_id, (select c.name from crops c where c.id = t.crop_id) as crop_name, t.crop_stage_id,
  t.item_id, (select it.name from inventory_items it where it.id = t.item_id) as item_name,
  t.due_date::text as due_date, to_char(t.due_time, 'HH24:MI') as due_time, t.hours_worked::text as hours_worked,
  t.repeat_every, t.repeat_unit, t.repeat_until::text as repeat_until, t.series_id,
  (select count(*) from task_checklist_items ci where ci.task_id = t.id and ci.done)::int as checklist_done,
  (select count(*) from task_checklist_items ci where ci.task_id = t.id)::int as checklist_total,
  (select count(*) from task_inputs ti where ti.task_id = t.id)::int as input_count,
  t.completed_at, t.completed_by, (select cb.name from users cb where cb.id = t.completed_by) as completed_by_name,
  t.created_at, t.updated_at`;

/** The tasks matching `where` (over `tasks t`), with every name they show. */
async function selectTasks(db: Database, where: SQL): Promise<TaskRow[]> {
  return queryRows<TaskRow>(
    db,
    sql`select ${TASK_COLUMNS} from tasks t join farms fm on fm.id = t.farm_id where ${where}`,
  );
}

const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/** The rows of the tasks with these ids (already known to be uuids), in the order given. */
export async function taskRowsByIds(db: Database, ids: readonly string[]): Promise<TaskRow[]> {
  if (ids.length === 0) return [];
  const rows = await selectTasks(db, sql`t.id = any(${uuidArray(ids)})`);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The tasks with these ids (already known to be uuids), in the order given. */
export async function tasksByIds(db: Database, ids: readonly string[], now: Date): Promise<Task[]> {
  return (await taskRowsByIds(db, ids)).map((row) => toTask(row, now));
}

/** One task of a farm, or undefined. */
export async function taskOfFarm(
  db: Database,
  farmId: string,
  taskId: string,
  now: Date,
): Promise<Task | undefined> {
  const [row] = await selectTasks(db, sql`t.id = ${taskId} and t.farm_id = ${farmId}`);
  return row ? toTask(row, now) : undefined;
}
