// A person's report schedules on a farm (docs/product/reports.md "Scheduled e-mails"): listed, added and removed
// by their owner only; reading the farm's reports (reports.view) is what it takes to have one.
import { and, asc, eq } from 'drizzle-orm';
import type { ParsedReportQuery } from '@/shared/contracts/reports';
import {
  REPORT_SCHEDULE_MESSAGES,
  CreateReportScheduleInput,
  type ReportSchedule,
} from '@/shared/contracts/report-schedules';
import type { ReportKind } from '@/shared/contracts/report-enums';
import type { z } from 'zod';
import type { ServerContext } from '@/server/context';
import { reportSchedules } from '@/server/db/schema/reports';
import { HttpError, isUniqueViolation } from '@/server/lib/http-error';
import { isUuid, requireFarmPermission } from '@/server/modules/farms/farm-access';
import { nextRunAfter } from './schedule-calendar';

type Ctx = Pick<ServerContext, 'db' | 'clock'>;
type Row = typeof reportSchedules.$inferSelect;
type CreateInput = z.output<typeof CreateReportScheduleInput>;

export const scheduleAnswer = (row: Row): ReportSchedule => ({
  id: row.id,
  report: row.report as ReportKind,
  scope: row.scope as ParsedReportQuery['scope'],
  frequency: row.frequency as ReportSchedule['frequency'],
  next_run_at: row.nextRunAt.toISOString(),
  last_sent_at: row.lastSentAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});

const notFound = () => new HttpError(404, REPORT_SCHEDULE_MESSAGES.notFound, { code: 'not_found' });

export function createReportScheduleService(ctx: Ctx) {
  const { db, clock } = ctx;
  const access = (userId: string, farmId: string) =>
    requireFarmPermission(db, userId, farmId, 'reports.view');

  return {
    async list(userId: string, farmId: string, report?: ReportKind): Promise<ReportSchedule[]> {
      await access(userId, farmId);
      const rows = await db
        .select()
        .from(reportSchedules)
        .where(
          and(
            eq(reportSchedules.userId, userId),
            eq(reportSchedules.farmId, farmId),
            report ? eq(reportSchedules.report, report) : undefined,
          ),
        )
        .orderBy(asc(reportSchedules.report), asc(reportSchedules.frequency), asc(reportSchedules.scope));
      return rows.map(scheduleAnswer);
    },

    async create(userId: string, farmId: string, input: CreateInput): Promise<ReportSchedule> {
      const { farm } = await access(userId, farmId);
      try {
        const [row] = await db
          .insert(reportSchedules)
          .values({
            userId,
            farmId: farm.id,
            report: input.report,
            scope: input.scope,
            frequency: input.frequency,
            nextRunAt: nextRunAfter(clock.now(), input.frequency, farm.timezone),
            createdAt: clock.now(),
          })
          .returning();
        return scheduleAnswer(row!);
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw new HttpError(409, REPORT_SCHEDULE_MESSAGES.duplicate, { code: 'schedule_exists' });
        }
        throw error;
      }
    },

    /** Removes one of the caller's own schedules; another person's reads as not found. */
    async remove(userId: string, farmId: string, scheduleId: string): Promise<void> {
      await access(userId, farmId);
      if (!isUuid(scheduleId)) throw notFound();
      const gone = await db
        .delete(reportSchedules)
        .where(
          and(
            eq(reportSchedules.id, scheduleId),
            eq(reportSchedules.userId, userId),
            eq(reportSchedules.farmId, farmId),
          ),
        )
        .returning({ id: reportSchedules.id });
      if (gone.length === 0) throw notFound();
    },
  };
}
