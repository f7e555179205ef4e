// Reading a farm's activity log: filtered pages, newest first, keyset pages after the id of the last entry shown,
// so the hundredth page costs what the first does (docs/decisions/035). Newest is by time, then id: every index
// is a filter's equality columns followed by (created_at, id), so a range of days and a cursor narrow the same
// range scan (migration 0010; server/bench/activity-log.bench.ts measures it on a million entries).
import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import {
  ACTIVITY_PAGE_DEFAULT,
  CURSOR_NOT_OF_LOG,
  type ActivityEntry,
  type ActivityPage,
  type ActivityPerson,
  type ActivityQuery,
} from '@/shared/contracts/activity-log';
import type { Database } from '@/server/db/client';
import { activityLog } from '@/server/db/schema/activity';
import { fieldError } from '@/server/lib/http-error';
import { queryRows } from '@/server/modules/inventory/inventory-sql';
import { dayRange } from './day-range';

type ActivityRow = typeof activityLog.$inferSelect;

export function toActivityEntry(row: ActivityRow): ActivityEntry {
  return {
    id: String(row.id),
    farm_id: row.farmId,
    actor_id: row.actorId,
    actor_name: row.actorName,
    surface: row.surface,
    module: row.module,
    action: row.action,
    record_type: row.recordType,
    record_id: row.recordId,
    summary: row.summary,
    before: (row.before as ActivityEntry['before']) ?? null,
    after: (row.after as ActivityEntry['after']) ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

function conditions(farmId: string, query: ActivityQuery): SQL[] {
  const where: SQL[] = [eq(activityLog.farmId, farmId)];
  if (query.person) where.push(eq(activityLog.actorId, query.person));
  if (query.module) where.push(eq(activityLog.module, query.module));
  if (query.record_type) where.push(eq(activityLog.recordType, query.record_type));
  if (query.record_id) where.push(eq(activityLog.recordId, query.record_id));
  const { since, before } = dayRange(query.from, query.to, query.tz);
  if (since) where.push(gte(activityLog.createdAt, since));
  if (before) where.push(lt(activityLog.createdAt, before));
  // After the cursor's entry in (created_at, id) order, read in the same statement (exact to the microsecond).
  if (query.cursor) {
    where.push(
      sql`(${activityLog.createdAt}, ${activityLog.id}) < (select c.created_at, c.id from activity_log c
        where c.id = ${Number(query.cursor)} and c.farm_id = ${farmId})`,
    );
  }
  return where;
}

/** A cursor that names no entry of this farm was not a next_cursor of its log. */
async function assertCursorOfFarm(db: Database, farmId: string, cursor: string) {
  const [found] = await db
    .select({ id: activityLog.id })
    .from(activityLog)
    .where(and(eq(activityLog.id, Number(cursor)), eq(activityLog.farmId, farmId)));
  if (!found) throw fieldError('cursor', CURSOR_NOT_OF_LOG);
}

export async function listActivities(
  db: Database,
  farmId: string,
  query: ActivityQuery,
): Promise<ActivityPage> {
  const limit = query.limit ?? ACTIVITY_PAGE_DEFAULT;
  // One row more than the page tells whether another page follows, without counting.
  const rows = await db
    .select()
    .from(activityLog)
    .where(and(...conditions(farmId, query)))
    .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
    .limit(limit + 1);
  // Only an empty page needs the check: a cursor that found entries was one.
  if (rows.length === 0 && query.cursor) await assertCursorOfFarm(db, farmId, query.cursor);
  const page = rows.slice(0, limit);
  return {
    data: page.map(toActivityEntry),
    next_cursor: rows.length > limit ? String(page[page.length - 1]!.id) : null,
  };
}

/**
 * Everyone who appears in the farm's log, current name first by name: staff who left still have entries. One
 * index probe per person (a skip scan over the actor index), not a pass over the whole log.
 */
export async function activityPeople(db: Database, farmId: string): Promise<ActivityPerson[]> {
  return queryRows<ActivityPerson>(
    db,
    sql`
    with recursive actors(id) as (
      (select actor_id from activity_log where farm_id = ${farmId} and actor_id is not null
        order by actor_id limit 1)
      union all
      select (select a.actor_id from activity_log a
              where a.farm_id = ${farmId} and a.actor_id > actors.id order by a.actor_id limit 1)
      from actors where actors.id is not null
    )
    select u.id, u.name from actors join users u on u.id = actors.id order by lower(u.name), u.id`,
  );
}
