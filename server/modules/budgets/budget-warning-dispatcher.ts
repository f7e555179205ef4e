// Delivers `finance.budget_warning` domain events (budget-warnings.ts) as notifications to the farm's members who
// may see its finances (docs/product/budgets.md "Warnings"), with the guarantees of the farm-work dispatcher: the
// notification rows and `delivered_at` commit in ONE transaction, FOR UPDATE SKIP LOCKED keeps two dispatchers off
// the same events, and the dedupe key `domain_event:<event>` makes a repeat a no-op. Sending happens after commit.
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { domainEvents } from '@/server/db/schema/inventory';
import { MONEY_EVENT_TYPES, type MoneyEventPayloads } from '@/server/lib/money-events';
import { LOCALES } from '@/shared/i18n/languages';
import { formatMoney } from '@/shared/settings/format';
import type { Language } from '@/server/lib/i18n';
import type { CreatedNotification, NotifyInput } from '@/server/modules/notifications/create';
import type { NotificationService } from '@/server/modules/notifications/service';
import type { ScheduledJob } from '@/server/modules/housekeeping/scheduler';
import { loadAudience, membersWith } from '@/server/modules/farm-work-alerts/recipients';
import { budgetText } from './i18n';

const BATCH = 50;
const MAX_BATCHES = 20;

type Payload = MoneyEventPayloads['finance.budget_warning'];

/** The used share as a whole percent, rounded down so 89.9% never reads 90%. */
export const usedPercent = (actualMinor: number, plannedMinor: number): number =>
  plannedMinor > 0 ? Math.floor((actualMinor * 100) / plannedMinor) : 0;

export function budgetWarningNotices(
  event: { id: string; farmId: string | null; payload: unknown },
  farmName: string,
  userIds: readonly string[],
): NotifyInput[] {
  if (!event.farmId) return [];
  const p = (event.payload ?? {}) as Payload;
  const values = (lang: Language) => ({
    subject: p.subject_name,
    plan: p.plan_name,
    percent: usedPercent(p.actual_minor, p.planned_minor),
    planned: formatMoney(p.planned_minor, p.currency, LOCALES[lang]),
  });
  return userIds.map((userId) => ({
    userId,
    farmId: event.farmId,
    type: 'system',
    category: 'finances',
    severity: 'warning',
    // No per-type choice covers money: like other system messages, it is shown in the app.
    preferenceType: null,
    title: (lang: Language) => budgetText.tIn(lang, 'budgetWarningTitle', values(lang)),
    message: (lang: Language) => budgetText.tIn(lang, 'budgetWarningMessage', values(lang)),
    actionUrl: '/farmer/finances/plans',
    data: { farm_id: event.farmId, farm_name: farmName, plan_id: p.plan_id, line_id: p.line_id },
    metadata: { source: 'domain_event', event_type: 'finance.budget_warning', event_id: event.id },
    dedupeKey: `domain_event:${event.id}`,
  }));
}

async function dispatchBatch(
  service: NotificationService,
  farmId?: string,
): Promise<{ events: number; created: CreatedNotification[] }> {
  const { db, clock } = service.deps;
  return db.transaction(async (tx) => {
    const events = await tx
      .select()
      .from(domainEvents)
      .where(
        and(
          isNull(domainEvents.deliveredAt),
          inArray(domainEvents.type, [...MONEY_EVENT_TYPES]),
          farmId === undefined ? undefined : eq(domainEvents.farmId, farmId),
        ),
      )
      .orderBy(asc(domainEvents.createdAt), asc(domainEvents.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (events.length === 0) return { events: 0, created: [] };
    const farmIds = [...new Set(events.map((e) => e.farmId).filter((id): id is string => id !== null))];
    const audience = await loadAudience(tx, farmIds, [], []);
    const inputs = events.flatMap((event) =>
      event.farmId && audience.farmNames.has(event.farmId)
        ? budgetWarningNotices(
            event,
            audience.farmNames.get(event.farmId)!,
            membersWith(audience, event.farmId, 'finances.view'),
          )
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

/** Delivers pending budget warnings (of one farm, or all); answers how many events and new notifications. */
export async function dispatchBudgetWarnings(
  service: NotificationService,
  options: { farmId?: string } = {},
): Promise<{ events: number; notifications: number }> {
  const total = { events: 0, notifications: 0 };
  for (let i = 0; i < MAX_BATCHES; i++) {
    const { events, created } = await dispatchBatch(service, options.farmId);
    total.events += events;
    total.notifications += created.filter((c) => c.created).length;
    await service.deliver(created);
    if (events < BATCH) break;
  }
  return total;
}

/** The scheduler's job (server/modules/housekeeping/jobs.ts): every minute, the warnings not yet delivered. */
export function budgetWarningJobs(
  service: NotificationService,
  log: { info: (o: object, m: string) => void },
): ScheduledJob[] {
  return [
    {
      name: 'budgets.warnings',
      every: 'minute',
      run: async () => {
        const result = await dispatchBudgetWarnings(service);
        if (result.events > 0) log.info(result, 'delivered budget warnings');
      },
    },
  ];
}
