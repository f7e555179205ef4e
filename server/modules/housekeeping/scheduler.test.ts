// The scheduler: the daily job runs once per calendar day however many instances tick (job_runs claim), a
// failed day is retried later, minute jobs run every tick, one failing job never stops the others, and the
// expiry scan raises expiring and expired alerts once per item and expiry date.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventoryItems } from '@/server/db/schema/inventory';
import { jobRuns, notifications } from '@/server/db/schema/notifications';
import {
  addMember,
  insertDomainEvent,
  insertFarm,
  insertLocation,
} from '@/server/modules/notifications/test-fixtures';
import { createTestApp, type TestApp } from '@/server/test/app';
import { registerUser } from '@/server/test/users';
import { notificationJobs } from './jobs';
import { DAILY_RETRY_AFTER_MS } from './locks';
import { createScheduler, utcDay, type ScheduledJob } from './scheduler';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2031-03-10T08:00:00Z'));
});
afterAll(() => t.close());

const schedulerWith = (jobs: ScheduledJob[]) =>
  createScheduler({ db: t.db, clock: t.clock, log: t.app.log, jobs, intervalMs: 60_000 });

describe('scheduler', () => {
  it('runs a daily job once per day across instances, and a minute job on one instance at a time', async () => {
    const days: string[] = [];
    let minutes = 0;
    let active = 0;
    let mostAtOnce = 0;
    const jobs: ScheduledJob[] = [
      { name: 'test.daily', every: 'day', run: async (today) => void days.push(today) },
      {
        name: 'test.minute',
        every: 'minute',
        run: async () => {
          minutes++;
          mostAtOnce = Math.max(mostAtOnce, ++active);
          await new Promise((resolve) => setTimeout(resolve, 50));
          active--;
        },
      },
    ];
    const instances = [schedulerWith(jobs), schedulerWith(jobs), schedulerWith(jobs)];
    await Promise.all(instances.map((s) => s.runOnce()));
    await Promise.all(instances.map((s) => s.runOnce()));
    expect(days).toEqual(['2031-03-10']);
    // Only one instance runs a job at a time: the others skip that tick (the job runs again next minute).
    expect(mostAtOnce).toBe(1);
    expect(minutes).toBeGreaterThanOrEqual(2);
    await instances[0]!.runOnce();
    expect(minutes).toBeGreaterThanOrEqual(3);

    t.clock.advance(24 * 60 * 60_000);
    await Promise.all(instances.map((s) => s.runOnce()));
    expect(days).toEqual(['2031-03-10', '2031-03-11']);
    const runs = await t.db.select().from(jobRuns).where(eq(jobRuns.job, 'test.daily'));
    expect(runs.map((r) => [r.runOn, r.error, r.finishedAt !== null])).toEqual([
      ['2031-03-10', null, true],
      ['2031-03-11', null, true],
    ]);
  });

  it('records a failed day, keeps the other jobs running, and retries the day later', async () => {
    let attempts = 0;
    let minutes = 0;
    const scheduler = schedulerWith([
      {
        name: 'test.flaky',
        every: 'day',
        run: async () => {
          if (++attempts === 1) throw new Error('database blip');
        },
      },
      { name: 'test.after', every: 'minute', run: async () => void minutes++ },
    ]);
    await scheduler.runOnce();
    expect(minutes).toBe(1);
    const [failed] = await t.db.select().from(jobRuns).where(eq(jobRuns.job, 'test.flaky'));
    expect(failed!.error).toBe('database blip');
    await scheduler.runOnce();
    expect(attempts).toBe(1); // too soon to retry
    t.clock.advance(DAILY_RETRY_AFTER_MS + 1_000);
    await scheduler.runOnce();
    expect(attempts).toBe(2);
    const [done] = await t.db.select().from(jobRuns).where(eq(jobRuns.job, 'test.flaky'));
    expect(done!.error).toBeNull();
  });

  it('raises expiring and expired alerts once per item and delivers them', async () => {
    const owner = await registerUser(t.app);
    const viewer = await registerUser(t.app);
    const farm = await insertFarm(t.db, owner.user.id);
    await addMember(t.db, farm.id, viewer.user.id, 'viewer');
    const location = await insertLocation(t.db, farm.id, 'Cold room');
    const base = {
      farmId: farm.id,
      locationId: location.id,
      itemType: 'input',
      category: 'Seeds',
      unit: 'kg',
    };
    const today = new Date(t.clock.now()).toISOString().slice(0, 10);
    const day = (n: number) =>
      new Date(Date.parse(`${today}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
    await t.db.insert(inventoryItems).values([
      { ...base, name: 'Hybrid maize seed', quantity: '20', expiryDate: day(3) },
      { ...base, name: 'Old fungicide', quantity: '2', expiryDate: day(-1) },
      { ...base, name: 'Far future seed', quantity: '5', expiryDate: day(60) },
      { ...base, name: 'Used up seed', quantity: '0', expiryDate: day(2) },
    ]);
    // The daily job runs the inventory service's refresh, which raises the events, and delivers them.
    const jobs = notificationJobs({ service: t.app.notifications.service, log: t.app.log });
    const scheduler = schedulerWith(jobs);
    await scheduler.runOnce();
    await scheduler.runOnce();

    const titles = async (userId: string) =>
      (await t.db.select().from(notifications).where(eq(notifications.userId, userId)))
        .map((n) => n.title)
        .sort();
    expect(await titles(owner.user.id)).toEqual([
      'Expired: Old fungicide',
      'Expiring soon: Hybrid maize seed',
    ]);
    expect(await titles(viewer.user.id)).toHaveLength(2);
    const [expiring] = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.title, 'Expiring soon: Hybrid maize seed'))
      .limit(1);
    expect(expiring!.message).toBe(`Hybrid maize seed at Cold room expires on ${day(3)}.`);

    // The next day: the same items are not announced again.
    t.clock.advance(24 * 60 * 60_000);
    await scheduler.runOnce();
    expect(await titles(owner.user.id)).toHaveLength(2);
  });

  it('lets the inventory service’s refresh record the events when it exists, once a day, with the clock’s time', async () => {
    const owner = await registerUser(t.app);
    const farm = await insertFarm(t.db, owner.user.id);
    const calls: [string, Date | undefined][] = [];
    const jobs = notificationJobs({
      service: t.app.notifications.service,
      log: t.app.log,
      refreshExpired: async (db, today, now) => {
        calls.push([today, now]);
        await insertDomainEvent(db, {
          farmId: farm.id,
          type: 'inventory.expired',
          dedupeKey: `expired:x:${today}`,
        });
        return { expired: 1, expiring: 0 };
      },
    });
    t.clock.advance(3 * 24 * 60 * 60_000);
    const scheduler = schedulerWith(jobs);
    await scheduler.runOnce();
    await scheduler.runOnce();
    expect(calls).toEqual([[utcDay(t.clock.now()), t.clock.now()]]);
    const rows = await t.db.select().from(notifications).where(eq(notifications.userId, owner.user.id));
    expect(rows.map((r) => r.title)).toEqual(['Expired: DAP fertilizer']);
  });
});
