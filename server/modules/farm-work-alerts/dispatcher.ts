// Delivers the farm-work domain events (server/lib/farm-work-events.ts) as notifications, with the guarantees of
// the stock alerts' dispatcher (server/modules/notifications/domain-event-dispatcher.ts): the notification rows
// and `delivered_at` commit in ONE transaction, FOR UPDATE SKIP LOCKED keeps two dispatchers off the same events,
// and each notification's dedupe key `domain_event:<event>` makes a repeat a no-op. Sending happens after commit.
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { domainEvents } from '@/server/db/schema/inventory';
import { FARM_WORK_EVENT_TYPES } from '@/server/lib/farm-work-events';
import type { CreatedNotification, NotifyInput } from '@/server/modules/notifications/create';
import type { NotificationService } from '@/server/modules/notifications/service';
import { recommendForAlerts } from '@/server/modules/ai/alert-recommendations';
import { farmWorkNotices, type FarmWorkEvent } from './farm-work-notice';
import { isOpenTask, loadAudience, membersWith, taskAudience, type Audience } from './recipients';

const BATCH = 50;
/** Per call; what is left waits for the next minute. */
const MAX_BATCHES = 20;

const field = (payload: unknown, name: string): string | null => {
  const v = (payload && typeof payload === 'object' ? payload : {}) as Record<string, unknown>;
  return typeof v[name] === 'string' && v[name] !== '' ? (v[name] as string) : null;
};

/** Who one event is for (docs/product/farm-work-notifications.md "Who is told"). */
function recipientsOf(event: FarmWorkEvent, audience: Audience): string[] {
  const farmId = event.farmId!;
  switch (event.type) {
    case 'task.assigned': {
      // The person or team named when it was assigned; the one who assigned it knows already.
      const people = taskAudience(audience, farmId, {
        assigneeUserId: field(event.payload, 'assignee_user_id'),
        assigneeTeamId: field(event.payload, 'assignee_team_id'),
      });
      if (!field(event.payload, 'assignee_user_id') && !field(event.payload, 'assignee_team_id')) return [];
      return people.filter((id) => id !== field(event.payload, 'assigned_by'));
    }
    case 'task.due':
    case 'task.overdue': {
      // Whoever has the task now; a task done or cancelled since the reminder was raised needs no reminder.
      const task = audience.tasks.get(field(event.payload, 'task_id') ?? '');
      return task && isOpenTask(task.status) ? taskAudience(audience, farmId, task) : [];
    }
    case 'crop.stage_changed':
    case 'crop.harvest_recorded':
    case 'soil.retest_due':
      return membersWith(audience, farmId, 'crops.view');
    case 'weather.alert':
      return membersWith(audience, farmId, 'farms.view');
    default:
      return [];
  }
}

async function dispatchBatch(
  service: NotificationService,
  farmId?: string,
): Promise<{ events: number; created: CreatedNotification[] }> {
  const { db, clock } = service.deps;
  return db.transaction(async (tx) => {
    const events: FarmWorkEvent[] = await tx
      .select()
      .from(domainEvents)
      .where(
        and(
          isNull(domainEvents.deliveredAt),
          inArray(domainEvents.type, [...FARM_WORK_EVENT_TYPES]),
          farmId === undefined ? undefined : eq(domainEvents.farmId, farmId),
        ),
      )
      .orderBy(asc(domainEvents.createdAt), asc(domainEvents.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (events.length === 0) return { events: 0, created: [] };
    const farmIds = [...new Set(events.map((e) => e.farmId).filter((id): id is string => id !== null))];
    const taskIds = events
      .filter((e) => e.type === 'task.due' || e.type === 'task.overdue')
      .map((e) => field(e.payload, 'task_id'))
      .filter((id): id is string => id !== null);
    const teamIds = events
      .map((e) => (e.type === 'task.assigned' ? field(e.payload, 'assignee_team_id') : null))
      .filter((id): id is string => id !== null);
    const audience = await loadAudience(tx, farmIds, [...new Set(taskIds)], [...new Set(teamIds)]);
    const inputs: NotifyInput[] = events.flatMap((event) =>
      event.farmId && audience.farmNames.has(event.farmId)
        ? farmWorkNotices(event, audience.farmNames.get(event.farmId)!, recipientsOf(event, audience))
        : [],
    );
    const created = await service.createInTransaction(tx, inputs);
    await tx
      .update(domainEvents)
      .set({ deliveredAt: clock.now() })
      .where(
        inArray(
          domainEvents.id,
          events.map((e) => e.id),
        ),
      );
    return { events: events.length, created };
  });
}

/** Delivers pending farm-work events (of one farm, or all); answers how many events and new notifications. */
export async function dispatchFarmWorkEvents(
  service: NotificationService,
  options: { farmId?: string } = {},
): Promise<{ events: number; notifications: number }> {
  const total = { events: 0, notifications: 0 };
  for (let i = 0; i < MAX_BATCHES; i++) {
    const { events, created } = await dispatchBatch(service, options.farmId);
    total.events += events;
    total.notifications += created.filter((c) => c.created).length;
    await service.deliver(created);
    // Weather and soil alerts gain AI recommendations afterwards, in the background (docs/product/ai.md).
    recommendForAlerts(service.deps.db, created);
    if (events < BATCH) break;
  }
  return total;
}

/**
 * For a write that recorded farm-work events (a task assigned, a stage changed, a harvest) once it committed:
 * the notifications appear now rather than at the next minute's dispatch. Never throws; what fails waits for the
 * minute job.
 */
export async function farmWorkAlertsAfterWrite(service: NotificationService, farmId: string): Promise<void> {
  try {
    await dispatchFarmWorkEvents(service, { farmId });
  } catch (error) {
    service.deps.log.warn({ err: error, farmId }, 'farm-work alerts left for the next dispatch');
  }
}
