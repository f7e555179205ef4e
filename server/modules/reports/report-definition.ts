// What one report is to the reports module (docs/product/reports.md): its figures' shape, how it computes them
// over a scope, and how it writes them as tables for the CSV, Excel and PDF files. Each report lives in its own
// file beside this one and is listed in report-registry.ts.
import type { z } from 'zod';
import type { ReportKind, ReportScope } from '@/shared/contracts/reports';
import type { Language } from '@/shared/i18n/languages';
import type { ServerContext } from '@/server/context';
import type { ExportDocument } from '@/server/lib/exports/export-document';
import type { ResolvedScope } from './report-scope';

export type ReportCtx = Pick<ServerContext, 'db' | 'clock'>;

export interface ReportDefinition<Figures extends object = object> {
  kind: ReportKind;
  /** The figures' shape (shared/contracts/reports-<kind>.ts); the answer is `{data: {scope, ...figures}}`. */
  schema: z.ZodType<Figures>;
  compute(ctx: ReportCtx, scope: ResolvedScope): Promise<Figures>;
  /** The figures as the tables of a file, in `language`: what the screen shows, row for row. */
  document(figures: Figures, scope: ReportScope, language: Language): ExportDocument;
}

/** Lets a list of reports with different figures share one array type. */
export const defineReport = <Figures extends object>(report: ReportDefinition<Figures>) =>
  report as unknown as ReportDefinition;
