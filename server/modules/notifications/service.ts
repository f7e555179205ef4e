// The notification service: `notify()` writes the in-app notification and its delivery plan in one
// transaction, then fans out to realtime, e-mail, SMS and push per the user's preferences.
import type { Database } from '@/server/db/client';
import { createNotifications, type CreatedNotification, type NotifyInput } from './create';
import { createFarmAlerts } from './domain-event-dispatcher';
import { claimPending, loadPending, sendDeliveries, type FanOutDeps } from './fan-out';
import { retryStaleDeliveries } from './retry';

export type NotificationService = ReturnType<typeof createNotificationService>;

export function createNotificationService(deps: FanOutDeps) {
  const createDeps = () => ({ clock: deps.clock, pushEnabled: deps.push.enabled });

  /** Sends what the given notifications still have pending; never throws (pending rows are retried later). */
  async function deliver(created: readonly CreatedNotification[]): Promise<void> {
    const ids = created.filter((c) => c.created).map((c) => c.row.id);
    try {
      await sendDeliveries(deps, await loadPending(deps.db, await claimPending(deps, ids)));
    } catch (error) {
      deps.log.error({ err: error, notifications: ids.length }, 'notification fan-out failed; will retry');
    }
  }

  /** Fan-outs started after a write answered; the app waits for them before it closes the database. */
  const inFlight = new Set<Promise<void>>();
  const inBackground = (work: Promise<void>) => {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
  };

  const service = {
    deps,
    /** Creates the notification (once per dedupe key) and delivers it; resolves when every channel settled. */
    async notify(input: NotifyInput): Promise<CreatedNotification> {
      const [result] = await deps.db.transaction((tx) => createNotifications(tx, createDeps(), [input]));
      await deliver([result!]);
      return result!;
    },
    /** For callers that must commit notifications with their own writes (the domain-event dispatcher). */
    createInTransaction: (tx: Database, inputs: readonly NotifyInput[]) =>
      createNotifications(tx, createDeps(), inputs),
    deliver,
    retryStaleDeliveries: () => retryStaleDeliveries(deps),
    /**
     * After an inventory write that recorded stock alerts commits: the alerts are in the bell when this resolves;
     * e-mail, SMS and push go out in the background (they may take seconds). Never throws: what fails here
     * stays pending for the minute job.
     */
    async alertsAfterWrite(farmId: string): Promise<void> {
      try {
        inBackground(deliver(await createFarmAlerts(service, farmId)));
      } catch (error) {
        deps.log.warn({ err: error, farmId }, 'stock alerts left for the next dispatch');
      }
    },
    /** Resolves when every background fan-out has settled. */
    settled: async () => {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
  };
  return service;
}
