// The farm's tasks as a file (docs/product/reports.md "Files (CSV, Excel, PDF)"), by due date, with the task
// list's filters: mine (assigned to me or a team of mine), person, team, statuses, overdue, today or this week,
// days, crop, field, kind and the search box. Hours are shown when some were recorded.
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { TaskListQuerySchema } from '@/shared/contracts/tasks';
import { OPEN_TASK_STATUSES } from '@/shared/contracts/tasks';
import { weekOf } from '@/server/modules/tasks/farm-calendar';
import { codeLabel } from '../i18n';
import {
  countOf,
  defineListExport,
  keysetRows,
  listDocument,
  PAGE_ROWS,
  type ListExportContext,
} from '../list-export';

type Query = z.output<typeof TaskListQuerySchema>;

interface Row extends Record<string, unknown> {
  id: string;
  title: string;
  kind: string;
  status: string;
  priority: string;
  due_date: string;
  assignee: string | null;
  crop: string | null;
  field: string | null;
  hours: string | null;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const uuidText = (column: SQL, value: string) => sql`${column}::text = ${value}`;

function whereOf(c: ListExportContext, q: Query): SQL {
  const where: SQL[] = [sql`t.farm_id = ${c.farm.id}`];
  if (q.mine) {
    where.push(sql`(t.assignee_user_id = ${c.userId} or t.assignee_team_id in
      (select team_id from team_members where user_id = ${c.userId}))`);
  }
  if (q.assignee_user_id) where.push(uuidText(sql`t.assignee_user_id`, q.assignee_user_id));
  if (q.team_id) where.push(uuidText(sql`t.assignee_team_id`, q.team_id));
  if (q.crop_id) where.push(uuidText(sql`t.crop_id`, q.crop_id));
  if (q.field_id) where.push(uuidText(sql`t.field_id`, q.field_id));
  if (q.kind) where.push(sql`t.kind = ${q.kind}`);
  if (q.status.length > 0)
    where.push(
      sql`t.status in (${sql.join(
        q.status.map((s) => sql`${s}`),
        sql`, `,
      )})`,
    );
  if (q.overdue) {
    where.push(
      sql`t.due_date < ${c.today}::date and t.status in (${sql.join(
        OPEN_TASK_STATUSES.map((s) => sql`${s}`),
        sql`, `,
      )})`,
    );
  }
  if (q.due === 'today') where.push(sql`t.due_date = ${c.today}::date`);
  if (q.due === 'this_week') {
    const week = weekOf(c.today);
    where.push(sql`t.due_date between ${week.from}::date and ${week.to}::date`);
  }
  if (q.due_from) where.push(sql`t.due_date >= ${q.due_from}::date`);
  if (q.due_to) where.push(sql`t.due_date <= ${q.due_to}::date`);
  if (q.search) where.push(sql`t.title ilike ${`%${escapeLike(q.search)}%`}`);
  return sql.join(where, sql` and `);
}

export const tasksExport = defineListExport({
  list: 'tasks',
  permission: 'tasks.view',
  query: TaskListQuerySchema,
  async document(c, q: Query) {
    const where = whereOf(c, q);
    const rowCount = await countOf(c.db, sql`select count(*) as n from tasks t where ${where}`);
    const rows = keysetRows<Row>(
      c.db,
      (last) => sql`
        select t.id, t.title, t.kind, t.status, t.priority, t.due_date::text as due_date,
               coalesce(u.name, tm.name) as assignee, cr.name as crop, f.name as field,
               nullif(t.hours_worked, 0)::text as hours
        from tasks t
        left join users u on u.id = t.assignee_user_id
        left join teams tm on tm.id = t.assignee_team_id
        left join crops cr on cr.id = t.crop_id
        left join fields f on f.id = t.field_id
        where ${where} ${last ? sql`and (t.due_date, t.id) > (${last.due_date}::date, ${last.id}::uuid)` : sql``}
        order by t.due_date, t.id
        limit ${PAGE_ROWS}`,
      (r) => [
        r.title,
        codeLabel(c.lang, 'taskKind', r.kind),
        codeLabel(c.lang, 'taskStatus', r.status),
        codeLabel(c.lang, 'priority', r.priority),
        r.due_date,
        r.assignee,
        r.crop,
        r.field,
        r.hours,
      ],
    );
    return listDocument(
      c,
      'tasksTitle',
      [
        ['title', 'text'],
        ['kind', 'text'],
        ['status', 'text'],
        ['priority', 'text'],
        ['due', 'date'],
        ['assignee', 'text'],
        ['crop', 'text'],
        ['field', 'text'],
        ['hours', 'decimal'],
      ],
      rows,
      rowCount,
    );
  },
});
