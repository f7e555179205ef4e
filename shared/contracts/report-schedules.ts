// Reports mailed on a schedule (docs/product/reports.md "Scheduled e-mails"): a person asks for a farm's report
// as a PDF every week (the last seven days, on Monday morning) or every month (the last calendar month, on the
// 1st), in their own language. Each person sees and removes only their own schedules.
import { z } from 'zod';
import { REPORT_FREQUENCIES, REPORT_KINDS, REPORT_SCOPES } from './report-enums';

export const REPORT_SCHEDULE_MESSAGES = {
  duplicate: 'You already get this report by e-mail on that schedule.',
  notFound: 'We could not find that report schedule.',
} as const;

export const ReportScheduleSchema = z.object({
  id: z.string(),
  report: z.enum(REPORT_KINDS),
  scope: z.enum(REPORT_SCOPES),
  frequency: z.enum(REPORT_FREQUENCIES),
  /** When the next e-mail goes out, ISO 8601. */
  next_run_at: z.string(),
  last_sent_at: z.string().nullable(),
  created_at: z.string(),
});
export type ReportSchedule = z.infer<typeof ReportScheduleSchema>;

export const ReportScheduleListSchema = z.object({ data: z.array(ReportScheduleSchema) });
export const ReportScheduleResponseSchema = z.object({ data: ReportScheduleSchema });

/** POST /api/farms/{farmId}/report-schedules. */
export const CreateReportScheduleInput = z.object({
  report: z.enum(REPORT_KINDS, { error: 'Choose the report to receive by e-mail.' }),
  scope: z.enum(REPORT_SCOPES, { error: 'Choose this farm or all your farms.' }).default('farm'),
  frequency: z.enum(REPORT_FREQUENCIES, { error: 'Choose weekly or monthly.' }),
});
export type CreateReportScheduleInput = z.input<typeof CreateReportScheduleInput>;

/** GET /api/farms/{farmId}/report-schedules: the caller's schedules on the farm, of one report when given. */
export const ReportScheduleListQuery = z.object({ report: z.enum(REPORT_KINDS).optional() });
export type ReportScheduleListQuery = z.input<typeof ReportScheduleListQuery>;
