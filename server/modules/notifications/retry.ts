// Deliveries still pending long after their notification was created: the process died between commit and
// sending, or is still stuck. The scheduler sends them again, a few times at most, then gives up and says so.
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { notificationDeliveries } from '@/server/db/schema/notifications';
import { loadPending, sendDeliveries, type FanOutDeps } from './fan-out';

export const STALE_AFTER_MS = 5 * 60_000;
export const MAX_ATTEMPTS = 3;
const BATCH = 100;

export async function retryStaleDeliveries(
  deps: FanOutDeps,
): Promise<{ retried: number; abandoned: number }> {
  const now = deps.clock.now();
  const cutoff = new Date(now.getTime() - STALE_AFTER_MS);
  const stale = and(
    eq(notificationDeliveries.status, 'pending'),
    lt(notificationDeliveries.updatedAt, cutoff),
  );

  const abandoned = await deps.db
    .update(notificationDeliveries)
    .set({ status: 'failed', detail: `Not delivered after ${MAX_ATTEMPTS} attempts.`, updatedAt: now })
    .where(and(stale, gte(notificationDeliveries.attempts, MAX_ATTEMPTS)))
    .returning({ id: notificationDeliveries.id });

  // One UPDATE claims the batch: an instance running the same job at once re-checks `updated_at` on each row
  // it waited for and skips it, so no delivery is sent twice by two instances.
  const candidates = deps.db
    .select({ id: notificationDeliveries.id })
    .from(notificationDeliveries)
    .where(and(stale, lt(notificationDeliveries.attempts, MAX_ATTEMPTS)))
    .orderBy(notificationDeliveries.updatedAt)
    .limit(BATCH)
    .for('update', { skipLocked: true });
  const claimed = await deps.db
    .update(notificationDeliveries)
    .set({ attempts: sql`${notificationDeliveries.attempts} + 1`, updatedAt: now })
    .where(and(inArray(notificationDeliveries.id, candidates), stale))
    .returning({ id: notificationDeliveries.id });

  await sendDeliveries(
    deps,
    await loadPending(
      deps.db,
      claimed.map((c) => c.id),
    ),
  );
  return { retried: claimed.length, abandoned: abandoned.length };
}
