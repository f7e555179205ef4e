// A small in-process scheduler: every tick runs the minute jobs, and each daily job once per
// calendar day across all instances. Ticks never overlap in one process; locks.ts keeps instances apart.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@/server/db/client';
import type { Clock } from '@/server/lib/clock';
import { claimDailyRun, finishDailyRun, withJobLock } from './locks';

export interface ScheduledJob {
  name: string;
  every: 'minute' | 'day';
  /** `today` is the UTC calendar day (YYYY-MM-DD) of this tick. */
  run(today: string): Promise<void>;
}

export interface SchedulerDeps {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  jobs: readonly ScheduledJob[];
  intervalMs: number;
}

export type Scheduler = ReturnType<typeof createScheduler>;

export const utcDay = (date: Date) => date.toISOString().slice(0, 10);

export function createScheduler(deps: SchedulerDeps) {
  const { db, clock, log } = deps;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  async function runJob(job: ScheduledJob, today: string) {
    if (job.every === 'day') {
      if (!(await claimDailyRun(db, job.name, today, clock.now()))) return;
      try {
        await withJobLock(db, job.name, () => job.run(today));
        await finishDailyRun(db, job.name, today, clock.now());
      } catch (error) {
        await finishDailyRun(
          db,
          job.name,
          today,
          clock.now(),
          error instanceof Error ? error.message : String(error),
        );
        throw error;
      }
      return;
    }
    await withJobLock(db, job.name, () => job.run(today));
  }

  /** One pass over every job; a failing job is logged and never stops the others. */
  async function tick(): Promise<void> {
    const today = utcDay(clock.now());
    for (const job of deps.jobs) {
      try {
        await runJob(job, today);
      } catch (error) {
        log.error({ err: error, job: job.name }, 'scheduled job failed');
      }
    }
  }

  return {
    /** Runs a pass now, or joins the one in progress. */
    runOnce(): Promise<void> {
      running ??= tick().finally(() => (running = undefined));
      return running;
    },
    start() {
      if (timer) return;
      timer = setInterval(() => void this.runOnce(), deps.intervalMs);
      timer.unref(); // never keeps the process alive on its own
    },
    /** Stops the timer and waits for a pass in progress, so shutdown never cuts a job in half. */
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
