// Sends the reports that are due by e-mail as PDFs (docs/product/reports.md "Scheduled e-mails",
// "Sending once"). Each due schedule is claimed with a short lease (next_run_at moved
// LEASE_MS ahead, FOR UPDATE SKIP LOCKED so two instances never claim the same row); the report is computed and
// mailed outside any transaction; then ONE update moves next_run_at to the next Monday or 1st and sets
// last_sent_at, only while the lease is still ours. A second run while a send is under way finds nothing due; a
// crash or a failed send leaves the lease to run out and the e-mail goes at the next run after it. No transaction
// is held open across SMTP: on the embedded database that would block every other request.
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ReportFrequency, ReportKind, ReportScopeName } from '@/shared/contracts/report-enums';
import type { ServerContext } from '@/server/context';
import { reportSchedules } from '@/server/db/schema/reports';
import { HttpError } from '@/server/lib/http-error';
import { languageOf } from '@/server/lib/i18n';
import { pdfStream } from '@/server/lib/exports/pdf-writer';
import { REPORTS } from '@/server/modules/reports/report-registry';
import { resolveReportScope } from '@/server/modules/reports/report-scope';
import type { ScheduledJob } from '@/server/modules/housekeeping/scheduler';
import { reportSchedulesText } from './i18n';
import { coveredDays, lastRunAtOrBefore, nextRunAfter } from './schedule-calendar';

type Ctx = Pick<ServerContext, 'db' | 'clock' | 'messages'>;

/** How long a claimed schedule is held before another run may take it again. */
export const LEASE_MS = 15 * 60_000;
const BATCH = 20;

interface Claimed {
  id: string;
  user_id: string;
  farm_id: string;
  report: ReportKind;
  scope: ReportScopeName;
  frequency: ReportFrequency;
  due_at: Date | string;
  lease_until: Date | string;
  timezone: string;
  email: string;
  name: string;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function claimDue(ctx: Ctx): Promise<Claimed[]> {
  const now = ctx.clock.now().toISOString();
  const lease = new Date(ctx.clock.now().getTime() + LEASE_MS).toISOString();
  return rowsOf<Claimed>(
    await ctx.db.execute(sql`
      with due as (
        select id, next_run_at from report_schedules
        where next_run_at <= ${now}::timestamptz
        order by next_run_at
        limit ${BATCH}
        for update skip locked
      )
      update report_schedules s set next_run_at = ${lease}::timestamptz
      from due, farms f, users u
      where s.id = due.id and f.id = s.farm_id and u.id = s.user_id
      returning s.id, s.user_id, s.farm_id, s.report, s.scope, s.frequency, due.next_run_at as due_at,
        s.next_run_at as lease_until, f.timezone, u.email, u.name`),
  );
}

async function bytesOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** Only while the lease is ours: a schedule removed or re-claimed meanwhile is left alone. */
const ours = (row: Claimed) =>
  and(eq(reportSchedules.id, row.id), eq(reportSchedules.nextRunAt, new Date(row.lease_until)));

type Outcome = 'sent' | 'removed' | 'skipped';

async function sendOne(ctx: Ctx, row: Claimed): Promise<Outcome> {
  const report = REPORTS.find((r) => r.kind === row.report);
  const next = nextRunAfter(ctx.clock.now(), row.frequency, row.timezone);
  if (!report) {
    // A report kind this server does not serve yet: nothing to send, try again next time.
    await ctx.db.update(reportSchedules).set({ nextRunAt: next }).where(ours(row));
    return 'skipped';
  }
  // A run late by weeks (the server was down) reports on the latest period, once.
  const latest = lastRunAtOrBefore(ctx.clock.now(), row.frequency, row.timezone);
  const dueAt = new Date(Math.max(new Date(row.due_at).getTime(), latest.getTime()));
  const { from, to } = coveredDays(dueAt, row.frequency, row.timezone);
  let scope;
  try {
    scope = await resolveReportScope(ctx, row.user_id, row.farm_id, {
      period: 'custom',
      from,
      to,
      scope: row.scope,
    });
  } catch (error) {
    // The person may no longer read this farm's reports (left the farm, role changed): the schedule goes.
    if (error instanceof HttpError && (error.statusCode === 403 || error.statusCode === 404)) {
      await ctx.db.delete(reportSchedules).where(ours(row));
      return 'removed';
    }
    throw error;
  }
  const lang = await languageOf(ctx.db, row.user_id);
  const figures = await report.compute(ctx, scope);
  const doc = report.document(figures, scope.answer, lang);
  const pdf = await bytesOf(pdfStream(doc));
  const values = { name: row.name, report: doc.title, farm: scope.anchor.name, from, to };
  await ctx.messages.sendEmail({
    to: row.email,
    subject: reportSchedulesText.tIn(lang, 'emailSubject', values),
    text: reportSchedulesText.tIn(
      lang,
      row.frequency === 'weekly' ? 'emailTextWeekly' : 'emailTextMonthly',
      values,
    ),
    attachments: [{ filename: `${doc.fileName}.pdf`, contentType: 'application/pdf', content: pdf }],
    accountId: row.user_id,
  });
  await ctx.db.update(reportSchedules).set({ nextRunAt: next, lastSentAt: ctx.clock.now() }).where(ours(row));
  return 'sent';
}

/** Sends every due schedule once; answers what happened to each. */
export async function sendDueReports(ctx: Ctx, log: FastifyBaseLogger) {
  const result = { sent: 0, removed: 0, skipped: 0, failed: 0 };
  for (;;) {
    const claimed = await claimDue(ctx);
    for (const row of claimed) {
      try {
        result[await sendOne(ctx, row)] += 1;
      } catch (error) {
        // The lease runs out and the next run after it tries again.
        result.failed += 1;
        log.error({ err: error, scheduleId: row.id }, 'scheduled report not sent; retried after the lease');
      }
    }
    if (claimed.length < BATCH) return result;
  }
}

export function reportScheduleJobs(ctx: Ctx, log: FastifyBaseLogger): ScheduledJob[] {
  return [
    {
      // Every minute: one indexed look at next_run_at, so a report goes out within a minute of 06:00.
      name: 'reports.scheduled-emails',
      every: 'minute',
      run: async () => {
        const result = await sendDueReports(ctx, log);
        if (result.sent + result.removed + result.failed > 0) log.info(result, 'scheduled reports sent');
      },
    },
  ];
}
