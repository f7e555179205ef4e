// The daily weather check (docs/product/farm-work-notifications.md "Weather"): once a farm with coordinates has
// reached its local morning, its forecast is read and each frost, heavy rain, heat or strong wind day becomes a
// `weather.alert` event, keyed per farm, kind and date so a day is announced once however often the check runs.
// Each farm's check is a daily run of its own (job_runs, as the scheduler's daily jobs): a farm whose forecast
// failed is tried again at a later run the same day, one that succeeded not until tomorrow.
import { and, isNotNull, like, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@/server/db/client';
import { farms } from '@/server/db/schema/farms';
import { domainEvents } from '@/server/db/schema/inventory';
import { jobRuns } from '@/server/db/schema/notifications';
import type { FarmWorkEventPayloads } from '@/server/lib/farm-work-events';
import { claimDailyRun, finishDailyRun } from '@/server/modules/housekeeping/locks';
import { addDays, isPastMorning, localDay } from '../local-day';
import { alertsOf } from './alert-rules';
import { coordinatesOf } from './farm-weather';
import type { WeatherClient } from './open-meteo';

/** Forecasts asked at once: the service is shared, and a slow answer must not hold every farm. */
const PARALLEL = 4;

export const weatherRunName = (farmId: string) => `weather.alerts:${farmId}`;
/** A farm's run rows are only needed for the day they guard; older ones go (one row per farm and day adds up). */
const KEEP_RUNS_DAYS = 7;

export async function raiseWeatherAlerts(
  db: Database,
  client: WeatherClient,
  log: FastifyBaseLogger,
  now: Date,
): Promise<{ farms: number; alerts: number; failed: number }> {
  const located = await db
    .select({ id: farms.id, latitude: farms.latitude, longitude: farms.longitude, timezone: farms.timezone })
    .from(farms)
    .where(and(isNotNull(farms.latitude), isNotNull(farms.longitude)));
  const total = { farms: 0, alerts: 0, failed: 0 };
  await db
    .delete(jobRuns)
    .where(
      and(
        like(jobRuns.job, 'weather.alerts:%'),
        lt(jobRuns.runOn, addDays(now.toISOString().slice(0, 10), -KEEP_RUNS_DAYS)),
      ),
    );
  const due = located.filter((farm) => isPastMorning(localDay(now, farm.timezone)));

  async function checkFarm(farm: (typeof due)[number]) {
    const at = coordinatesOf(farm);
    const today = localDay(now, farm.timezone).today;
    if (!at || !(await claimDailyRun(db, weatherRunName(farm.id), today, now))) return;
    total.farms += 1;
    try {
      const alerts = alertsOf(await client.forecast(at.latitude, at.longitude));
      if (alerts.length > 0) {
        const rows = await db
          .insert(domainEvents)
          .values(
            alerts.map((alert) => {
              const payload: FarmWorkEventPayloads['weather.alert'] = alert;
              return {
                farmId: farm.id,
                type: 'weather.alert',
                subjectId: farm.id,
                payload,
                dedupeKey: `weather:${farm.id}:${alert.kind}:${alert.date}`,
                createdAt: now,
              };
            }),
          )
          .onConflictDoNothing({ target: domainEvents.dedupeKey })
          .returning({ id: domainEvents.id });
        total.alerts += rows.length;
      }
      await finishDailyRun(db, weatherRunName(farm.id), today, now);
    } catch (error) {
      total.failed += 1;
      log.warn({ err: error, farmId: farm.id }, 'weather check failed; tried again at a later run');
      await finishDailyRun(
        db,
        weatherRunName(farm.id),
        today,
        now,
        (error as Error).message ?? String(error),
      );
    }
  }

  for (let i = 0; i < due.length; i += PARALLEL) {
    await Promise.all(due.slice(i, i + PARALLEL).map(checkFarm));
  }
  return total;
}
