// The activity report's figures (docs/product/reports.md "Activity"), counted by the database. Each farm's days
// are whole days on its own clock, turned into instants first so the log is read as one index range per farm
// (activity_log_farm_time_idx); one pass groups it by person, by module and by day together.
import { sql } from 'drizzle-orm';
import type { ActivityFigures } from '@/shared/contracts/reports-activity';
import type { Database } from '@/server/db/client';
import { dayRange } from '@/server/modules/activity/day-range';
import type { ResolvedScope } from '../report-scope';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** (farm, time zone, first instant, end instant) of each farm in the scope, as a VALUES list. */
function farmDays(scope: ResolvedScope) {
  return sql.join(
    scope.farms.map((farm) => {
      const { since, before } = dayRange(scope.from, scope.to, farm.timezone);
      return sql`(${farm.id}::uuid, ${farm.timezone}, ${since!.toISOString()}::timestamptz, ${before!.toISOString()}::timestamptz)`;
    }),
    sql`, `,
  );
}

interface LogGroup {
  kind: 'person' | 'module' | 'day';
  actor_id: string | null;
  name: string | null;
  module: string | null;
  day: string | null;
  count: number;
}

interface TaskGroup {
  user_id: string | null;
  name: string | null;
  completed: number;
  on_time: number;
  late: number;
  open_overdue: number;
  hours: string;
}

export async function activityFigures(db: Database, scope: ResolvedScope): Promise<ActivityFigures> {
  const days = farmDays(scope);
  const log = rowsOf<LogGroup>(
    await db.execute(sql`
      with fz (farm_id, tz, since, before) as (values ${days}),
      entries as (
        select a.actor_id, a.actor_name, a.module, (a.created_at at time zone fz.tz)::date as day
        from fz join activity_log a
          on a.farm_id = fz.farm_id and a.created_at >= fz.since and a.created_at < fz.before
      ),
      groups as (
        select case when grouping(e.actor_id) = 0 then 'person' when grouping(e.module) = 0 then 'module'
            else 'day' end as kind,
          e.actor_id, max(e.actor_name) as actor_name, e.module, e.day, count(*)::int as count
        from entries e
        group by grouping sets ((e.actor_id), (e.module), (e.day))
      )
      -- Names are looked up once per person, after counting, not once per entry.
      select g.kind, g.actor_id, coalesce(u.name, g.actor_name) as name, g.module, g.day::text as day, g.count
      from groups g left join users u on g.kind = 'person' and u.id = g.actor_id
      order by g.kind, g.count desc, name, g.module, g.day`),
  );
  const tasks = rowsOf<TaskGroup>(
    await db.execute(sql`
      with fz (farm_id, tz, since, before) as (values ${days}),
      done as (
        select coalesce(t.assignee_user_id, t.completed_by) as user_id,
          ((t.completed_at at time zone fz.tz)::date <= t.due_date) as on_time, t.hours_worked
        from fz join tasks t on t.farm_id = fz.farm_id and t.status = 'done'
        where t.completed_at >= fz.since and t.completed_at < fz.before
      ),
      overdue as (
        select t.assignee_user_id as user_id
        from fz join tasks t on t.farm_id = fz.farm_id and t.status in ('todo', 'in_progress')
        where t.due_date >= ${scope.from}::date and t.due_date <= ${scope.to}::date
          and t.due_date < ${scope.today}::date
      ),
      together as (
        select user_id, 1 as completed, case when on_time then 1 else 0 end as on_time,
          case when on_time then 0 else 1 end as late, 0 as open_overdue, hours_worked as hours
        from done
        union all
        select user_id, 0, 0, 0, 1, 0 from overdue
      )
      select g.user_id, u.name, sum(g.completed)::int as completed, sum(g.on_time)::int as on_time,
        sum(g.late)::int as late, sum(g.open_overdue)::int as open_overdue,
        sum(g.hours)::numeric(14, 2)::text as hours
      from together g left join users u on u.id = g.user_id
      group by g.user_id, u.name
      order by completed desc, open_overdue desc, u.name, g.user_id`),
  );
  const people = log.filter((g) => g.kind === 'person');
  const cents = (value: string) => Math.round(Number(value) * 100);
  return {
    total: people.reduce((sum, g) => sum + g.count, 0),
    by_person: people.map((g) => ({ user_id: g.actor_id, name: g.name, count: g.count })),
    by_module: log.filter((g) => g.kind === 'module').map((g) => ({ module: g.module!, count: g.count })),
    by_day: log
      .filter((g) => g.kind === 'day')
      .map((g) => ({ day: g.day!, count: g.count }))
      .sort((a, b) => (a.day < b.day ? -1 : 1)),
    tasks: {
      completed: tasks.reduce((s, g) => s + g.completed, 0),
      on_time: tasks.reduce((s, g) => s + g.on_time, 0),
      late: tasks.reduce((s, g) => s + g.late, 0),
      open_overdue: tasks.reduce((s, g) => s + g.open_overdue, 0),
      hours: (tasks.reduce((s, g) => s + cents(g.hours), 0) / 100).toFixed(2),
      by_person: tasks.map((g) => ({ ...g, hours: Number(g.hours).toFixed(2) })),
    },
  };
}
