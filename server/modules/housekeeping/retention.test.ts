// Data retention (docs/decisions/013): per table, a row just past its period is deleted and one just inside is
// kept; pending work is never pruned; big backlogs go in batches; the app's scheduler runs the job once a day.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobRuns } from '@/server/db/schema/notifications';
import { THROTTLE_WINDOW_MS } from '@/server/modules/auth/login-throttle';
import { insertFarm } from '@/server/modules/notifications/test-fixtures';
import { utcDay } from './scheduler';
import { CODE_TTL_MS, SEND_WINDOW_MS } from '@/server/modules/auth/verification-codes';
import { createTestApp, type TestApp } from '@/server/test/app';
import { registerUser } from '@/server/test/users';
import * as kept from './policy';
import { deleteInBatches, pruneExpiredData } from './retention';
import { retentionRules } from './rules';
import * as rows from './test-rows';

const NOW = new Date('2031-06-01T08:00:00Z');
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const ago = (ms: number) => new Date(NOW.getTime() - ms);

let t: TestApp;
let owner: rows.Owner;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  const user = await registerUser(t.app);
  owner = { userId: user.user.id, farmId: (await insertFarm(t.db, user.user.id)).id };
});
beforeEach(() => t.clock.set(NOW));
afterAll(() => t.close());

const prune = () => pruneExpiredData(t.db, t.clock.now());

/** Each table: its period, and a row written that long ago (give or take the margin). */
const cases: [string, number, (at: Date) => Promise<rows.Present>][] = [
  [
    'read notifications',
    kept.READ_NOTIFICATIONS_KEPT_MS,
    async (at) => (await rows.notificationAt(t.db, owner, at, at)).present,
  ],
  ['notification deliveries', kept.DELIVERIES_KEPT_MS, (at) => rows.deliveryAt(t.db, owner, at)],
  ['outbox messages', kept.OUTBOX_KEPT_MS, (at) => rows.outboxAt(t.db, at)],
  ['delivered low-stock events', kept.DELIVERED_EVENTS_KEPT_MS, (at) => rows.eventAt(t.db, owner, at)],
  ['idempotency keys', kept.IDEMPOTENCY_KEYS_KEPT_MS, (at) => rows.idempotencyKeyAt(t.db, owner, at)],
  ['idle access tokens', kept.IDLE_TOKENS_KEPT_MS, (at) => rows.tokenUsedAt(t.db, owner, at)],
  ['expired verification codes', kept.EXPIRED_CODES_KEPT_MS, (at) => rows.codeExpiringAt(t.db, at)],
  [
    'expired widget sessions',
    kept.EXPIRED_WIDGET_SESSIONS_KEPT_MS,
    (at) => rows.widgetSessionExpiringAt(t.db, owner, at),
  ],
  ['login throttle windows', kept.THROTTLE_WINDOWS_KEPT_MS, (at) => rows.throttleWindowFrom(t.db, at)],
];

describe('data retention', () => {
  it.each(cases)(
    '%s: a row just past the period is deleted, one just inside is kept',
    async (_, period, write) => {
      const past = await write(ago(period + MINUTE));
      const inside = await write(ago(period - MINUTE));
      await prune();
      expect(await past()).toBe(false);
      expect(await inside()).toBe(true);
    },
  );

  it('job runs: a day past 90 days is deleted; the 90th day, yesterday and today are kept', async () => {
    const past = await rows.jobRunOn(t.db, utcDay(ago((kept.JOB_RUNS_KEPT_DAYS + 1) * DAY)));
    const inside = await rows.jobRunOn(t.db, utcDay(ago(kept.JOB_RUNS_KEPT_DAYS * DAY)));
    const yesterday = await rows.jobRunOn(t.db, utcDay(ago(DAY)));
    const today = await rows.jobRunOn(t.db, utcDay(NOW));
    await prune();
    expect(await past()).toBe(false);
    expect([await inside(), await yesterday(), await today()]).toEqual([true, true, true]);
  });

  it('never prunes pending work: unread notifications, pending deliveries, outbox messages or events', async () => {
    const ancient = ago(3 * 365 * DAY);
    const unread = await rows.notificationAt(t.db, owner, ancient, null);
    const pendingDelivery = await rows.deliveryAt(t.db, owner, ancient, { status: 'pending' });
    const pendingOutbox = await rows.outboxAt(t.db, ancient, 'pending');
    const pendingEvent = await rows.eventAt(t.db, owner, null);
    await prune();
    expect(await unread.present()).toBe(true);
    expect([await pendingDelivery(), await pendingOutbox(), await pendingEvent()]).toEqual([
      true,
      true,
      true,
    ]);
  });

  it('takes a read notification’s deliveries with it', async () => {
    const old = ago(kept.READ_NOTIFICATIONS_KEPT_MS + DAY);
    const read = await rows.notificationAt(t.db, owner, old, old);
    const delivery = await rows.deliveryAt(t.db, owner, NOW, { notificationId: read.id });
    const counts = await prune();
    expect([await read.present(), await delivery()]).toEqual([false, false]);
    expect(counts.notifications).toBe(1);
  });

  it('deletes a backlog bigger than a batch, one short statement at a time', async () => {
    const old = ago(kept.OUTBOX_KEPT_MS + DAY);
    const written = await Promise.all(Array.from({ length: 12 }, () => rows.outboxAt(t.db, old)));
    // 5 + 5 + 2: a single statement would have stopped at 5.
    expect(await deleteInBatches(t.db, retentionRules(NOW).outbox_messages, 5)).toBe(12);
    expect(await Promise.all(written.map((p) => p()))).toEqual(Array(12).fill(false));
  });

  it('never cuts into a live throttle window, send window, or the daily claim of job runs', () => {
    expect(kept.THROTTLE_WINDOWS_KEPT_MS).toBeGreaterThan(THROTTLE_WINDOW_MS);
    // Codes are pruned by expiry, counted by creation: created + CODE_TTL = expires.
    expect(kept.EXPIRED_CODES_KEPT_MS + CODE_TTL_MS).toBeGreaterThan(SEND_WINDOW_MS);
    expect(kept.JOB_RUNS_KEPT_DAYS).toBeGreaterThanOrEqual(2);
  });

  it('is on the app’s scheduler: runs once per day with the app’s clock and logs the counts', async () => {
    const old = await rows.outboxAt(t.db, ago(kept.OUTBOX_KEPT_MS + DAY));
    const runs = () => t.db.select().from(jobRuns).where(eq(jobRuns.job, 'housekeeping.retention'));
    const logged = () => t.logs().filter((line) => line.msg === 'data retention done');
    const { scheduler } = t.app.notifications;
    await scheduler.runOnce();
    await scheduler.runOnce();
    expect(await old()).toBe(false);
    expect((await runs()).map((r) => [r.runOn, r.error])).toEqual([[utcDay(NOW), null]]);
    expect(logged()).toHaveLength(1);
    expect(logged()[0]!.deleted).toMatchObject({ outbox_messages: 1 });

    t.clock.advance(DAY);
    await scheduler.runOnce();
    expect(await runs()).toHaveLength(2);
    expect(logged()).toHaveLength(2);
  });
});
