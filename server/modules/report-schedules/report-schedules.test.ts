// Reports mailed on a schedule (docs/product/reports.md "Scheduled e-mails"): each person manages only their own
// schedules, only on farms whose reports they may read; the job mails each due report once as a PDF through SMTP,
// moves the schedule on, sends nothing on a second run, and drops a schedule whose owner lost the farm's reports.
import { and, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ReportScheduleListSchema,
  ReportScheduleResponseSchema,
  type CreateReportScheduleInput,
} from '@/shared/contracts/report-schedules';
import { farmMembers } from '@/server/db/schema/farms';
import { reportSchedules } from '@/server/db/schema/reports';
import { createMailer, type EmailMessage, type Mailer } from '@/server/lib/mailer';
import { notificationJobs } from '@/server/modules/housekeeping/jobs';
import { addMember, createTestFarm, type TestFarm } from '@/server/modules/inventory/inventory-fixtures';
import { createTestApp, type TestApp } from '@/server/test/app';
import { startSmtpReceiver, type SmtpReceiver } from '@/server/test/smtp-receiver';
import { bearer, registerUser } from '@/server/test/users';
import { LEASE_MS, sendDueReports } from './report-schedule-job';

let smtp: SmtpReceiver;
let t: TestApp;
let farm: TestFarm;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  const config = { SMTP_URL: smtp.url, MAIL_FROM: 'Shamba <reports@shamba.test>' };
  t = await createTestApp({ mailer: createMailer(config), config });
  // Wednesday 25 November 2026, 13:00 in Nairobi (the farm's zone).
  t.clock.set(new Date('2026-11-25T10:00:00Z'));
  farm = await createTestFarm(t, { name: 'Ratiba Farm' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const url = (farmId: string, rest = '') => `/api/farms/${farmId}/report-schedules${rest}`;
const call = (token: string, method: 'GET' | 'POST' | 'DELETE', path: string, payload?: object) =>
  t.app.inject({ method, url: path, headers: bearer(token), payload });

async function schedule(token: string, input: CreateReportScheduleInput, farmId = farm.farmId) {
  const res = await call(token, 'POST', url(farmId), input);
  expect(res.statusCode, res.body).toBe(201);
  return ReportScheduleResponseSchema.parse(res.json()).data;
}

async function mine(token: string, query = '', farmId = farm.farmId) {
  const res = await call(token, 'GET', url(farmId, query));
  expect(res.statusCode, res.body).toBe(200);
  return ReportScheduleListSchema.parse(res.json()).data;
}

const runJob = async () => {
  const job = notificationJobs({ service: t.app.notifications.service, log: t.app.log }).find(
    (j) => j.name === 'reports.scheduled-emails',
  )!;
  await job.run(t.clock.now().toISOString().slice(0, 10));
};

describe('report schedules', () => {
  it('adds weekly and monthly schedules due at 06:00 farm time, and refuses a repeat with a 409', async () => {
    const weekly = await schedule(farm.token, { report: 'inventory', frequency: 'weekly' });
    expect(weekly).toMatchObject({
      report: 'inventory',
      scope: 'farm',
      frequency: 'weekly',
      next_run_at: '2026-11-30T03:00:00.000Z',
      last_sent_at: null,
    });
    const monthly = await schedule(farm.token, { report: 'inventory', scope: 'all', frequency: 'monthly' });
    expect(monthly.next_run_at).toBe('2026-12-01T03:00:00.000Z');

    const again = await call(farm.token, 'POST', url(farm.farmId), {
      report: 'inventory',
      frequency: 'weekly',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      message: 'You already get this report by e-mail on that schedule.',
    });
    const bad = await call(farm.token, 'POST', url(farm.farmId), { report: 'weather', frequency: 'daily' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys((bad.json() as { errors: object }).errors).sort()).toEqual(['frequency', 'report']);

    expect((await mine(farm.token, '?report=inventory')).map((s) => s.id).sort()).toEqual(
      [weekly.id, monthly.id].sort(),
    );
    expect(await mine(farm.token, '?report=sales')).toEqual([]);
    const removed = await call(farm.token, 'DELETE', url(farm.farmId, `/${monthly.id}`));
    expect(removed.statusCode).toBe(204);
    expect((await mine(farm.token)).map((s) => s.id)).toEqual([weekly.id]);
    await call(farm.token, 'DELETE', url(farm.farmId, `/${weekly.id}`));
  });

  it('keeps each person to their own schedules: 404 for a stranger, 403 without reports.view', async () => {
    const own = await schedule(farm.token, { report: 'sales', frequency: 'weekly' });
    const viewer = await addMember(t, farm.farmId, 'viewer');
    expect(await mine(viewer.token)).toEqual([]);
    const notTheirs = await call(viewer.token, 'DELETE', url(farm.farmId, `/${own.id}`));
    expect(notTheirs.statusCode).toBe(404);
    expect((await call(viewer.token, 'DELETE', url(farm.farmId, '/not-an-id'))).statusCode).toBe(404);
    await schedule(viewer.token, { report: 'sales', frequency: 'weekly' });
    expect((await mine(farm.token)).map((s) => s.id)).toEqual([own.id]);

    const worker = await addMember(t, farm.farmId, 'worker');
    const stranger = await registerUser(t.app);
    for (const [who, status] of [
      [worker.token, 403],
      [stranger.token, 404],
    ] as const) {
      expect((await call(who, 'GET', url(farm.farmId))).statusCode).toBe(status);
      const post = await call(who, 'POST', url(farm.farmId), { report: 'sales', frequency: 'monthly' });
      expect(post.statusCode).toBe(status);
      expect((await call(who, 'DELETE', url(farm.farmId, `/${own.id}`))).statusCode).toBe(status);
    }
    await t.db.delete(reportSchedules).where(eq(reportSchedules.farmId, farm.farmId));
  });
});

describe('the scheduled e-mail', () => {
  it('mails each due report once as a PDF, moves it to the next Monday, and sends nothing on a second run', async () => {
    const owner = await registerUser(t.app, { name: 'Wanjiku Ratiba' });
    const own = await createTestFarm(t, {
      name: 'Barua Farm',
      owner: { token: owner.token, userId: owner.user.id },
    });
    const weekly = await schedule(owner.token, { report: 'inventory', frequency: 'weekly' }, own.farmId);
    const before = smtp.received.length;

    await runJob();
    expect(smtp.received.length, 'nothing is due before Monday 06:00').toBe(before);

    t.clock.set(new Date('2026-11-30T03:00:30Z'));
    await runJob();
    const mails = smtp.received.slice(before);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.to).toMatchObject({ value: [{ address: owner.user.email }] });
    expect(mail!.subject).toContain('2026-11-23 to 2026-11-29');
    expect(mail!.text).toContain('Hello Wanjiku Ratiba');
    expect(mail!.text).toContain('weekly report of Barua Farm for 2026-11-23 to 2026-11-29');
    expect(mail!.attachments).toHaveLength(1);
    expect(mail!.attachments[0]).toMatchObject({ contentType: 'application/pdf' });
    expect(mail!.attachments[0]!.filename).toMatch(/\.pdf$/);
    const proxy = await getDocumentProxy(new Uint8Array(mail!.attachments[0]!.content));
    expect((await extractText(proxy, { mergePages: true })).text).toContain('Barua Farm');

    const [row] = await t.db.select().from(reportSchedules).where(eq(reportSchedules.id, weekly.id));
    expect(row!.nextRunAt.toISOString()).toBe('2026-12-07T03:00:00.000Z');
    expect(row!.lastSentAt!.toISOString()).toBe('2026-11-30T03:00:30.000Z');

    t.clock.advance(60_000);
    await runJob();
    expect(smtp.received.length).toBe(before + 1);
    await t.db.delete(reportSchedules).where(eq(reportSchedules.id, weekly.id));
  });

  it('drops the schedule of someone who may no longer read the farm reports, sending nothing', async () => {
    t.clock.set(new Date('2026-11-25T10:00:00Z'));
    const viewer = await addMember(t, farm.farmId, 'viewer');
    const monthly = await schedule(viewer.token, { report: 'inventory', frequency: 'monthly' });
    await t.db
      .update(farmMembers)
      .set({ role: 'worker' })
      .where(and(eq(farmMembers.farmId, farm.farmId), eq(farmMembers.userId, viewer.user.id)));
    const before = smtp.received.length;
    t.clock.set(new Date('2026-12-01T03:05:00Z'));
    await runJob();
    expect(smtp.received.length).toBe(before);
    expect(await t.db.select().from(reportSchedules).where(eq(reportSchedules.id, monthly.id))).toEqual([]);
  });
});

describe('sending once', () => {
  let flaky: TestApp;
  const sent: EmailMessage[] = [];
  let failNext = true;
  const mailer: Mailer = {
    kind: 'smtp',
    async send(message) {
      if (failNext) {
        failNext = false;
        throw new Error('mail server down');
      }
      sent.push(message);
    },
    close() {},
  };
  beforeAll(async () => {
    flaky = await createTestApp({ mailer });
    flaky.clock.set(new Date('2026-11-25T10:00:00Z'));
  });
  afterAll(() => flaky.close());

  it('retries a failed send after the lease, and two runs at once send one e-mail', async () => {
    const own = await createTestFarm(flaky, { name: 'Lease Farm' });
    const res = await flaky.app.inject({
      method: 'POST',
      url: url(own.farmId),
      headers: bearer(own.token),
      payload: { report: 'inventory', frequency: 'weekly' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const ctx = flaky.app.notifications.service.deps;
    flaky.clock.set(new Date('2026-11-30T03:01:00Z'));

    expect(await sendDueReports(ctx, flaky.app.log)).toMatchObject({ sent: 0, failed: 1 });
    const [leased] = await flaky.db.select().from(reportSchedules);
    expect(leased!.nextRunAt.getTime()).toBe(flaky.clock.now().getTime() + LEASE_MS);
    expect(leased!.lastSentAt).toBeNull();
    // Within the lease nothing is due, however often the job runs.
    flaky.clock.advance(LEASE_MS - 60_000);
    expect(await sendDueReports(ctx, flaky.app.log)).toMatchObject({ sent: 0, failed: 0 });

    flaky.clock.advance(60_000);
    const runs = await Promise.all([sendDueReports(ctx, flaky.app.log), sendDueReports(ctx, flaky.app.log)]);
    expect(runs.map((r) => r.sent).sort()).toEqual([0, 1]);
    expect(sent).toHaveLength(1);
    // The week reported is the one before the Monday it was due, late as it went out.
    expect(sent[0]!.text).toContain('2026-11-23 to 2026-11-29');
    const [done] = await flaky.db.select().from(reportSchedules);
    expect(done!.nextRunAt.toISOString()).toBe('2026-12-07T03:00:00.000Z');
    expect(done!.lastSentAt).not.toBeNull();
  });
});
