// Scheduler coordination when several instances share one PostgreSQL database (docs/architecture.md "Data"): an advisory lock
// so only one instance runs a job at a time, and a job_runs row so a daily job runs once per calendar day.
import { and, eq, isNotNull, lt, sql } from 'drizzle-orm';
import { writeEpochOf, type Database } from '@/server/db/client';
import { jobRuns } from '@/server/db/schema/notifications';

/** PGlite lives in one process on one connection: there is no other instance to exclude. */
// Only the embedded database counts this process's writes (server/db/client.ts), in its thread or its own.
export const isEmbedded = (db: Database) => writeEpochOf(db) !== null;

// PGlite: only this process can hold the database, so an in-process set of running jobs is the whole lock.
const runningByDatabase = new WeakMap<Database, Set<string>>();

async function withLocalLock(db: Database, name: string, job: () => Promise<void>): Promise<boolean> {
  let running = runningByDatabase.get(db);
  if (!running) runningByDatabase.set(db, (running = new Set()));
  if (running.has(name)) return false;
  running.add(name);
  try {
    await job();
    return true;
  } finally {
    running.delete(name);
  }
}

/**
 * Runs `job` only if no other instance holds the lock named `name`; answers false when it did not run. The lock
 * is a transaction-level advisory lock held by an open transaction for the job's duration, so it is released
 * even if this process dies mid-job. The job itself uses its own connections.
 */
export async function withJobLock(db: Database, name: string, job: () => Promise<void>): Promise<boolean> {
  if (isEmbedded(db)) return withLocalLock(db, name, job);
  return db.transaction(async (tx) => {
    const result = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(hashtextextended(${`shamba:job:${name}`}, 0)) as locked`,
    )) as unknown as { rows: { locked: boolean }[] };
    if (!result.rows[0]?.locked) return false;
    await job();
    return true;
  });
}

/** A failed day is tried again after this long (a passing database blip must not cost a day's alerts). */
export const DAILY_RETRY_AFTER_MS = 15 * 60_000;

/**
 * Claims (job, day): INSERT … ON CONFLICT DO NOTHING lets exactly one instance win; a run that failed is
 * re-claimed by one instance once DAILY_RETRY_AFTER_MS passed. Answers whether this caller runs the job.
 */
export async function claimDailyRun(db: Database, job: string, day: string, now: Date): Promise<boolean> {
  const inserted = await db
    .insert(jobRuns)
    .values({ job, runOn: day, startedAt: now })
    .onConflictDoNothing()
    .returning({ job: jobRuns.job });
  if (inserted.length > 0) return true;
  const retried = await db
    .update(jobRuns)
    .set({ startedAt: now, finishedAt: null, error: null })
    .where(
      and(
        eq(jobRuns.job, job),
        eq(jobRuns.runOn, day),
        isNotNull(jobRuns.error),
        lt(jobRuns.finishedAt, new Date(now.getTime() - DAILY_RETRY_AFTER_MS)),
      ),
    )
    .returning({ job: jobRuns.job });
  return retried.length > 0;
}

export async function finishDailyRun(db: Database, job: string, day: string, now: Date, error?: string) {
  await db
    .update(jobRuns)
    .set({ finishedAt: now, error: error?.slice(0, 1000) ?? null })
    .where(and(eq(jobRuns.job, job), eq(jobRuns.runOn, day)));
}
