// The farm-work jobs, run by the scheduler every minute (server/modules/housekeeping/jobs.ts): delivering the
// farm-work events, recording due, overdue and soil re-test reminders, and the daily weather check. Reminders and
// weather pace themselves (every REMINDER_EVERY_MS / WEATHER_EVERY_MS): each farm's morning comes at its own hour.
import type { FastifyBaseLogger } from 'fastify';
import type { NotificationService } from '@/server/modules/notifications/service';
import type { ScheduledJob } from '@/server/modules/housekeeping/scheduler';
import { dispatchFarmWorkEvents } from './dispatcher';
import { recordReminders } from './reminders';
import type { WeatherClient } from './weather/open-meteo';
import { raiseWeatherAlerts } from './weather/weather-alerts';

export const REMINDER_EVERY_MS = 10 * 60_000;
export const WEATHER_EVERY_MS = 15 * 60_000;

export interface FarmWorkJobDeps {
  service: NotificationService;
  log: FastifyBaseLogger;
  /** The forecast client; without one there is no weather check. */
  weather?: WeatherClient;
}

/** Runs `work` when `everyMs` passed since the last time in this process. */
function paced(everyMs: number, now: () => Date, work: () => Promise<void>): () => Promise<void> {
  let last = Number.NEGATIVE_INFINITY;
  return async () => {
    const at = now().getTime();
    if (at - last < everyMs) return;
    last = at;
    await work();
  };
}

export function farmWorkJobs({ service, log, weather }: FarmWorkJobDeps): ScheduledJob[] {
  const { db, clock } = service.deps;
  const deliver = async () => {
    const result = await dispatchFarmWorkEvents(service);
    if (result.events > 0) log.info(result, 'delivered farm-work notifications');
  };
  const jobs: ScheduledJob[] = [
    { name: 'farm-work.dispatch', every: 'minute', run: deliver },
    {
      name: 'farm-work.reminders',
      every: 'minute',
      run: paced(
        REMINDER_EVERY_MS,
        () => clock.now(),
        async () => {
          const recorded = await recordReminders(db, clock.now());
          if (recorded.tasks + recorded.soil > 0) log.info(recorded, 'recorded farm-work reminders');
          await deliver();
        },
      ),
    },
  ];
  if (weather) {
    jobs.push({
      name: 'farm-work.weather',
      every: 'minute',
      run: paced(
        WEATHER_EVERY_MS,
        () => clock.now(),
        async () => {
          const checked = await raiseWeatherAlerts(db, weather, log, clock.now());
          if (checked.farms > 0) log.info(checked, 'weather check done');
          await deliver();
        },
      ),
    });
  }
  return jobs;
}
