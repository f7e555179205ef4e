// The jobs of the scheduler: stock alerts every minute, the expiry scan once a day, the daily housekeeping that
// prunes old rows (docs/decisions/013) and, on the embedded database, the upkeep autovacuum does elsewhere.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@/server/db/client';
import type { Clock } from '@/server/lib/clock';
import { dispatchDomainEvents } from '@/server/modules/notifications/domain-event-dispatcher';
import type { NotificationService } from '@/server/modules/notifications/service';
import { vacuumWhereDue } from './embedded-vacuum';
import { isEmbedded } from './locks';
import { pruneExpiredData } from './retention';
import { refreshExpiredStatuses } from '@/server/modules/inventory/inventory-alerts';
import type { ScheduledJob } from './scheduler';
import { farmWorkJobs } from '@/server/modules/farm-work-alerts/jobs';
import { budgetWarningJobs } from '@/server/modules/budgets/budget-warning-dispatcher';
import { reportScheduleJobs } from '@/server/modules/report-schedules/report-schedule-job';
import type { WeatherClient } from '@/server/modules/farm-work-alerts/weather/open-meteo';

export interface JobDeps {
  service: NotificationService;
  log: FastifyBaseLogger;
  /** The inventory service's daily expiry refresh; tests may watch it. */
  refreshExpired?: typeof refreshExpiredStatuses;
  /** The forecast client of the weather alerts; without one there is no weather check. */
  weather?: WeatherClient;
}

export function notificationJobs({
  service,
  log,
  refreshExpired = refreshExpiredStatuses,
  weather,
}: JobDeps) {
  const { db, clock } = service.deps;
  const jobs: ScheduledJob[] = [
    {
      // Low stock and depleted events are written by stock changes; deliver them within a minute.
      name: 'notifications.domain-events',
      every: 'minute',
      run: async () => {
        const result = await dispatchDomainEvents(service);
        if (result.events > 0) log.info(result, 'delivered inventory alerts');
      },
    },
    {
      name: 'notifications.retry-deliveries',
      every: 'minute',
      run: async () => {
        const result = await service.retryStaleDeliveries();
        if (result.retried + result.abandoned > 0) log.warn(result, 'retried stale notification deliveries');
      },
    },
    {
      name: 'inventory.daily-expiry',
      every: 'day',
      run: async (today) => {
        // The inventory service marks expired stock and records the expiring and expired events; they are
        // delivered right away rather than at the next minute's dispatch.
        const raised = await refreshExpired(db, today, clock.now());
        const delivered = await dispatchDomainEvents(service);
        log.info({ raised, ...delivered }, 'daily expiry scan done');
      },
    },
    // Task, soil re-test and weather notifications (docs/product/farm-work-notifications.md).
    ...farmWorkJobs({ service, log, weather }),
    // Budget warnings at 90 percent of a plan line (docs/product/budgets.md).
    ...budgetWarningJobs(service, log),
    // Reports mailed on a schedule (docs/product/reports.md "Scheduled e-mails").
    ...reportScheduleJobs(service.deps, log),
  ];
  return jobs;
}

export interface HousekeepingDeps {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Rows per DELETE; tests pass a small one. */
  batchSize?: number;
}

export function housekeepingJobs({ db, clock, log, batchSize }: HousekeepingDeps): ScheduledJob[] {
  const embeddedUpkeep: ScheduledJob = {
    name: 'housekeeping.embedded-vacuum',
    every: 'minute',
    run: async () => {
      const started = Date.now();
      const done = await vacuumWhereDue(db);
      if (done) log.info({ ...done, ms: Date.now() - started }, 'embedded database upkeep done');
    },
  };
  return [
    ...(isEmbedded(db) ? [embeddedUpkeep] : []),
    {
      name: 'housekeeping.retention',
      every: 'day',
      run: async () => {
        const deleted = await pruneExpiredData(db, clock.now(), batchSize);
        // Logged every day, zeros included: one line a day costs nothing and shows the job ran and what it found.
        log.info({ deleted }, 'data retention done');
      },
    },
  ];
}
