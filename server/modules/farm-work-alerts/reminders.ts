// Task and soil re-test reminders (docs/product/farm-work-notifications.md "When reminders go out"): once a
// farm's local morning has come, tasks due tomorrow and today get a reminder, tasks past due an overdue notice and
// soil samples due a re-test theirs. Every reminder is a domain event with a dedupe key, so a run repeated (or run
// by two instances at once) records each reminder once; the dispatcher then turns them into notifications.
import { and, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { crops } from '@/server/db/schema/crops';
import { farms } from '@/server/db/schema/farms';
import { fields, soilSamples } from '@/server/db/schema/fields';
import { domainEvents } from '@/server/db/schema/inventory';
import { tasks } from '@/server/db/schema/tasks';
import type { FarmWorkEventPayloads } from '@/server/lib/farm-work-events';
import { addDays, isPastMorning, localDay, type LocalDay } from './local-day';
import { OPEN_TASK_STATUSES } from './recipients';

/**
 * Overdue notices look back this far: a task weeks late has been seen already, and a first run on an old
 * database must not send a notice for every task ever left undone.
 */
export const OVERDUE_LOOKBACK_DAYS = 14;

type NewEvent = typeof domainEvents.$inferInsert;

async function record(db: Database, events: NewEvent[]): Promise<number> {
  if (events.length === 0) return 0;
  const rows = await db
    .insert(domainEvents)
    .values(events)
    .onConflictDoNothing({ target: domainEvents.dedupeKey })
    .returning({ id: domainEvents.id });
  return rows.length;
}

/** Farms whose local morning has come, grouped by their local day (most farms share one zone). */
export async function farmsInTheirMorning(
  db: Database,
  now: Date,
): Promise<Map<string, { day: LocalDay; farmIds: string[] }>> {
  const rows = await db.select({ id: farms.id, timezone: farms.timezone }).from(farms);
  const groups = new Map<string, { day: LocalDay; farmIds: string[] }>();
  for (const farm of rows) {
    const day = localDay(now, farm.timezone);
    if (!isPastMorning(day)) continue;
    const group = groups.get(day.today) ?? { day, farmIds: [] };
    group.farmIds.push(farm.id);
    groups.set(day.today, group);
  }
  return groups;
}

async function taskReminders(db: Database, farmIds: string[], day: LocalDay, now: Date): Promise<number> {
  const open = inArray(tasks.status, [...OPEN_TASK_STATUSES]);
  const rows = await db
    .select({
      id: tasks.id,
      farmId: tasks.farmId,
      title: tasks.title,
      dueDate: tasks.dueDate,
      cropId: tasks.cropId,
      cropName: crops.name,
      assigned: sql<boolean>`(${tasks.assigneeUserId} is not null or ${tasks.assigneeTeamId} is not null)`,
      createdAt: tasks.createdAt,
      timezone: farms.timezone,
    })
    .from(tasks)
    .innerJoin(farms, eq(farms.id, tasks.farmId))
    .leftJoin(crops, eq(crops.id, tasks.cropId))
    .where(
      and(
        inArray(tasks.farmId, farmIds),
        open,
        gte(tasks.dueDate, addDays(day.today, -OVERDUE_LOOKBACK_DAYS)),
        lte(tasks.dueDate, day.tomorrow),
      ),
    );
  // A task assigned today was announced with its due date ("New task … due today"): no reminder repeats it.
  const announcedToday = (task: (typeof rows)[number]) =>
    task.assigned && localDay(task.createdAt, task.timezone).today === day.today;
  const events: NewEvent[] = rows.flatMap((task): NewEvent[] => {
    const common = {
      task_id: task.id,
      task_title: task.title,
      due_date: task.dueDate,
      crop_id: task.cropId,
      crop_name: task.cropName,
    };
    const base = { farmId: task.farmId, subjectId: task.id, createdAt: now };
    if (task.dueDate < day.today) {
      const payload: FarmWorkEventPayloads['task.overdue'] = common;
      return [
        { ...base, type: 'task.overdue', payload, dedupeKey: `task_overdue:${task.id}:${task.dueDate}` },
      ];
    }
    if (announcedToday(task)) return [];
    const when = task.dueDate === day.today ? 'today' : 'day_before';
    const payload: FarmWorkEventPayloads['task.due'] = { ...common, when };
    return [{ ...base, type: 'task.due', payload, dedupeKey: `task_due:${task.id}:${when}:${task.dueDate}` }];
  });
  return record(db, events);
}

async function soilReminders(db: Database, farmIds: string[], day: LocalDay, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    // Claiming the samples (reminded_at) and recording their events commit together: a crash leaves both undone.
    const claimed = await tx
      .update(soilSamples)
      .set({ retestRemindedAt: now })
      .where(
        and(
          inArray(soilSamples.farmId, farmIds),
          isNull(soilSamples.retestRemindedAt),
          lte(soilSamples.retestDueOn, day.today),
        ),
      )
      .returning({
        id: soilSamples.id,
        farmId: soilSamples.farmId,
        fieldId: soilSamples.fieldId,
        sampledOn: soilSamples.sampledOn,
        dueOn: soilSamples.retestDueOn,
      });
    if (claimed.length === 0) return 0;
    const names = new Map(
      (
        await tx
          .select({ id: fields.id, name: fields.name })
          .from(fields)
          .where(inArray(fields.id, [...new Set(claimed.map((s) => s.fieldId))]))
      ).map((f) => [f.id, f.name]),
    );
    return record(
      tx,
      claimed.map((sample) => {
        const payload: FarmWorkEventPayloads['soil.retest_due'] = {
          field_id: sample.fieldId,
          field_name: names.get(sample.fieldId) ?? '',
          sample_id: sample.id,
          sampled_on: sample.sampledOn,
        };
        return {
          farmId: sample.farmId,
          type: 'soil.retest_due',
          subjectId: sample.id,
          payload,
          dedupeKey: `soil_retest:${sample.id}:${sample.dueOn}`,
          createdAt: now,
        };
      }),
    );
  });
}

/** Records the reminders due now on every farm in its morning; answers how many new ones. */
export async function recordReminders(db: Database, now: Date): Promise<{ tasks: number; soil: number }> {
  const total = { tasks: 0, soil: 0 };
  for (const { day, farmIds } of (await farmsInTheirMorning(db, now)).values()) {
    // Farms in slices: one statement never carries an unbounded list of ids.
    for (let i = 0; i < farmIds.length; i += 500) {
      const slice = farmIds.slice(i, i + 500);
      total.tasks += await taskReminders(db, slice, day, now);
      total.soil += await soilReminders(db, slice, day, now);
    }
  }
  return total;
}
