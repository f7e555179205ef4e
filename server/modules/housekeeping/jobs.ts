// The jobs of the scheduler: stock alerts every minute, the expiry scan once a day, and the daily
// housekeeping that prunes old rows (docs/decisions/013).
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@/server/db/client';
import type { Clock } from '@/server/lib/clock';
import { dispatchDomainEvents } from '@/server/modules/notifications/domain-event-dispatcher';
import { raiseExpiryEvents } from '@/server/modules/notifications/expiry-scan';
import type { NotificationService } from '@/server/modules/notifications/service';
import { pruneExpiredData } from './retention';
import { findRefreshExpiredStatuses, type RefreshExpiredStatuses } from './inventory-hooks';
import type { ScheduledJob } from './scheduler';

export interface JobDeps {
  service: NotificationService;
  log: FastifyBaseLogger;
  /** Tests pass their own; by default the inventory service's, when it exists. */
  findRefreshExpired?: () => Promise<RefreshExpiredStatuses | null>;
}

export function notificationJobs({ service, log, findRefreshExpired = findRefreshExpiredStatuses }: JobDeps) {
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
        // The inventory service's run records the expiry events itself (same dedupe keys as ours); our own scan
        // only stands in while that is missing.
        const refresh = await findRefreshExpired();
        const raised = refresh
          ? await refresh(db, today, clock.now())
          : await raiseExpiryEvents(db, today, clock.now());
        const delivered = await dispatchDomainEvents(service);
        log.info(
          { raised, ...delivered, by: refresh ? 'inventory' : 'notifications' },
          'daily expiry scan done',
        );
      },
    },
    // Task-due reminders (docs/product/web-app.md preference type task_due) join here once tasks exist: a daily job that finds
    // tasks due today or overdue and calls service.notify({ type: 'task', category: 'tasks', preferenceType:
    // 'task_due', actionUrl: `/farmer/tasks/${id}`, dedupeKey: `task_due:${id}:${today}`, … }) per assignee.
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
  return [
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
