// Reports (docs/product/reports.md): every report is asked for with the same query (a period and a farm scope)
// and answers the scope it was computed over beside its own figures, so a screen or a file can say exactly which
// days and farms the numbers cover.
import { z } from 'zod';
import { isoDate } from './common';
import { REPORT_PERIODS, REPORT_SCOPES } from './report-enums';

export * from './report-enums';

export const REPORT_QUERY_ERRORS = {
  customNeedsDates: 'Choose both a from date and a to date for a custom period.',
  fromAfterTo: 'The from date must be on or before the to date.',
  seasonNeedsName: 'Choose the season to report on.',
  tooLong: 'A report covers at most 5 years. Choose a shorter period.',
} as const;

export const ReportQuerySchema = z
  .object({
    period: z
      .enum(REPORT_PERIODS, { error: 'Choose the period: this month, a season, this year or custom dates.' })
      .default('month'),
    from: isoDate('from date').optional(),
    to: isoDate('to date').optional(),
    season: z.string().trim().min(1).max(100).optional(),
    scope: z.enum(REPORT_SCOPES, { error: 'Choose this farm or all your farms.' }).default('farm'),
  })
  .superRefine((v, issue) => {
    if (v.period === 'custom' && (!v.from || !v.to)) {
      issue.addIssue({
        code: 'custom',
        path: [v.from ? 'to' : 'from'],
        message: REPORT_QUERY_ERRORS.customNeedsDates,
      });
    }
    if (v.from && v.to && v.from > v.to) {
      issue.addIssue({ code: 'custom', path: ['to'], message: REPORT_QUERY_ERRORS.fromAfterTo });
    }
    if (v.period === 'season' && !v.season) {
      issue.addIssue({ code: 'custom', path: ['season'], message: REPORT_QUERY_ERRORS.seasonNeedsName });
    }
  });
export type ReportQuery = z.input<typeof ReportQuerySchema>;
export type ParsedReportQuery = z.output<typeof ReportQuerySchema>;

const FarmRef = z.object({ id: z.string(), name: z.string() });

/** What a report's figures cover: the days (both included), the farms, and their one currency. */
export const ReportScopeSchema = z.object({
  period: z.enum(REPORT_PERIODS),
  from: z.string(),
  to: z.string(),
  season: z.string().nullable(),
  scope: z.enum(REPORT_SCOPES),
  currency: z.string(),
  farms: z.array(FarmRef),
  /** The user's farms left out of an all-farms report because they keep their books in another currency. */
  left_out: z.array(FarmRef.extend({ currency: z.string() })),
  /** When the figures were read, ISO 8601. */
  generated_at: z.string(),
});
export type ReportScope = z.infer<typeof ReportScopeSchema>;

/** The seasons a farm's crops are planted in, newest first, for the period picker. */
export const ReportSeasonsResponseSchema = z.object({ data: z.array(z.string()) });
