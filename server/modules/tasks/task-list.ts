// The farm's task list (docs/product/tasks.md "The list"): filters that combine, 25 a page, due date first.
// A farm holds hundreds of thousands of tasks over the years, most of them done, so the plan matters
// (server/bench/tasks.bench.ts keeps it honest):
// - the query is split into branches, one per status asked for (all four when none is) and, for "mine", one per
//   assignee (the caller and each of their teams); each branch walks an index that starts with exactly its
//   equalities (farm, status / farm, assignee, status) in due-date order and stops after TASK_COUNT_CAP + 1 rows,
//   and the branches are merged in order. A walk never wades through years of done tasks to find the open ones.
// - the total is counted up to TASK_COUNT_CAP and no further ("200+"): an exact count of 100,000 matches would
//   cost more than the page, and nobody pages that far.
// - the page's ids and the count are one statement over one ordered pass of the matches; the page's rows, with the
//   names beside them, are read by id. Both are kept under the farm's task revision (task-page-cache.ts) for the
//   same person, farm day and filters; only whether a task is overdue is worked out afresh for each answer.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  TASK_COUNT_CAP,
  OPEN_TASK_STATUSES,
  type TaskListQuerySchema,
  type TaskPage,
  type TaskSort,
} from '@/shared/contracts/tasks';
import { TASK_STATUSES, type TaskStatus } from '@/shared/contracts/farm-work-enums';
import type { z } from 'zod';
import type { Database } from '@/server/db/client';
import { teamMembers } from '@/server/db/schema/staff';
import { queryRows } from '@/server/modules/inventory/inventory-sql';
import { addDays, farmToday, weekOf } from './farm-calendar';
import { taskPageCacheOf } from './task-page-cache';
import { taskRowsByIds, toTask } from './task-rows';

export type TaskListQuery = z.output<typeof TaskListQuerySchema>;

const PRIORITY_RANK = sql`case priority when 'urgent' then 0 when 'high' then 1 when 'medium' then 2 else 3 end`;

const ORDER: Record<TaskSort, SQL> = {
  due_date: sql`due_date, id`,
  '-due_date': sql`due_date desc, id desc`,
  priority: sql`${PRIORITY_RANK}, due_date, id`,
  created_at: sql`created_at, id`,
  '-created_at': sql`created_at desc, id desc`,
};
/** The columns besides id that the outer merge orders by, under the names MERGE uses. */
const KEYS: Record<TaskSort, SQL> = {
  due_date: sql`due_date`,
  '-due_date': sql`due_date`,
  priority: sql`${PRIORITY_RANK} as rank, due_date`,
  created_at: sql`created_at`,
  '-created_at': sql`created_at`,
};
const MERGE: Record<TaskSort, SQL> = { ...ORDER, priority: sql`rank, due_date, id` };

const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

interface Scope {
  /** Conditions every branch shares. */
  shared: SQL[];
  statuses: readonly TaskStatus[];
  /** One condition per assignee branch; none means one branch over every assignee. */
  assignees: SQL[];
}

/** The due-date window the filters leave, or null when they leave no day at all. */
function dueWindow(query: TaskListQuery, today: string): { from?: string; to?: string } | null {
  let from = query.due_from;
  let to = query.due_to;
  const narrow = (lo?: string, hi?: string) => {
    if (lo && (!from || lo > from)) from = lo;
    if (hi && (!to || hi < to)) to = hi;
  };
  if (query.due === 'today') narrow(today, today);
  if (query.due === 'this_week') {
    const week = weekOf(today);
    narrow(week.from, week.to);
  }
  if (query.overdue) narrow(undefined, addDays(today, -1));
  return from && to && from > to ? null : { from, to };
}

async function scopeOf(
  db: Database,
  farmId: string,
  userId: string,
  query: TaskListQuery,
  today: string,
): Promise<Scope | null> {
  const window = dueWindow(query, today);
  let statuses: readonly TaskStatus[] = query.status.length ? [...new Set(query.status)] : TASK_STATUSES;
  if (query.overdue) statuses = statuses.filter((s) => (OPEN_TASK_STATUSES as readonly string[]).includes(s));
  if (!window || statuses.length === 0) return null;

  const shared: SQL[] = [sql`farm_id = ${farmId}`];
  if (window.from) shared.push(sql`due_date >= ${window.from}`);
  if (window.to) shared.push(sql`due_date <= ${window.to}`);
  if (query.assignee_user_id) shared.push(sql`assignee_user_id = ${query.assignee_user_id}`);
  if (query.team_id) shared.push(sql`assignee_team_id = ${query.team_id}`);
  if (query.crop_id) shared.push(sql`crop_id = ${query.crop_id}`);
  if (query.field_id) shared.push(sql`field_id = ${query.field_id}`);
  if (query.kind) shared.push(sql`kind = ${query.kind}`);
  if (query.search) shared.push(sql`lower(title) like ${likePattern(query.search)}`);

  const assignees: SQL[] = [];
  if (query.mine) {
    const teams = await db
      .select({ id: teamMembers.teamId })
      .from(teamMembers)
      .where(and(eq(teamMembers.farmId, farmId), eq(teamMembers.userId, userId)));
    assignees.push(sql`assignee_user_id = ${userId}`, ...teams.map((t) => sql`assignee_team_id = ${t.id}`));
  }
  return { shared, statuses, assignees };
}

/** Every branch's own conditions: status × assignee. */
function branches(scope: Scope): SQL[] {
  const byAssignee = scope.assignees.length ? scope.assignees : [null];
  return scope.statuses.flatMap((status) =>
    byAssignee.map((assignee) =>
      sql.join([...scope.shared, sql`status = ${status}`, ...(assignee ? [assignee] : [])], sql` and `),
    ),
  );
}

/**
 * The first TASK_COUNT_CAP + 1 matches in order, as `m (id, ord, total)`: each branch walks its index in the sort
 * order and stops there, and the branches are merged in order. The page is a slice of it and the count is its
 * size, so the page and the capped count are read in one pass. A subquery, not a WITH: the embedded database
 * takes a statement that does not start with SELECT for a write (server/db/client.ts), which would end what the
 * process keeps between writes (the membership checks, the inventory list's pages).
 */
function matchesSql(where: SQL[], sort: TaskSort) {
  const reach = TASK_COUNT_CAP + 1;
  const branchesSql = sql.join(
    where.map(
      (w) => sql`(select id, ${KEYS[sort]} from tasks where ${w} order by ${ORDER[sort]} limit ${reach})`,
    ),
    sql` union all `,
  );
  return sql`(select id, ord, count(*) over () as total from (
    select id, row_number() over (order by ${MERGE[sort]}) as ord from (${branchesSql}) b
    order by ${MERGE[sort]} limit ${reach}
  ) x) m`;
}

/** The page's ids with the capped count, in one statement (one plan, one round trip). */
async function pageIds(db: Database, where: SQL[], sort: TaskSort, offset: number, limit: number) {
  return queryRows<{ id: string; total: number }>(
    db,
    sql`select m.id, m.total::int as total from ${matchesSql(where, sort)}
    where m.ord > ${offset}::int and m.ord <= ${offset + limit}::int
    order by m.ord`,
  );
}

/** The capped count alone, for a page past the last one (which has no row to carry it). */
async function cappedCount(db: Database, where: SQL[], sort: TaskSort): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${matchesSql(where, sort)}`,
  );
  return Number(row?.n ?? 0);
}

/** The ids on the page asked for and how many tasks match (up to TASK_COUNT_CAP + 1). */
async function matchPage(db: Database, farmId: string, userId: string, query: TaskListQuery, today: string) {
  const { page, per_page: perPage, sort } = query;
  const offset = (page - 1) * perPage;
  const scope = await scopeOf(db, farmId, userId, query, today);
  if (!scope) return { ids: [], counted: 0 };
  const where = branches(scope);
  const rows = await pageIds(db, where, sort, offset, perPage);
  const counted =
    rows.length > 0 ? Number(rows[0]!.total) : offset === 0 ? 0 : await cappedCount(db, where, sort);
  return { ids: rows.map((row) => row.id), counted };
}

export async function listTasks(
  db: Database,
  farm: { id: string; timezone: string },
  userId: string,
  query: TaskListQuery,
  now: Date,
): Promise<TaskPage> {
  const { page, per_page: perPage } = query;
  const today = farmToday(now, farm.timezone);
  const key = `${userId}|${today}|${JSON.stringify(query)}`;
  const { rows, counted } = await taskPageCacheOf(db).get(farm.id, key, async () => {
    const { ids, counted } = await matchPage(db, farm.id, userId, query, today);
    return { rows: await taskRowsByIds(db, ids), counted };
  });
  const data = rows.map((row) => toTask(row, now));
  return {
    data,
    meta: {
      page,
      per_page: perPage,
      total: Math.min(counted, TASK_COUNT_CAP),
      total_capped: counted > TASK_COUNT_CAP,
    },
  };
}
