// The reports (docs/product/reports.md): one call per report with the shared period and farm query, and the
// seasons the period picker offers.
import { z } from 'zod';
import {
  ReportScopeSchema,
  ReportSeasonsResponseSchema,
  type ReportKind,
  type ReportQuery,
  type ReportScope,
} from '@/shared/contracts/reports';
import type { ApiClient } from './client';

export type { ReportKind, ReportQuery, ReportScope };

export const REPORT_LOAD_ERROR = 'Failed to load the report';

const farmPath = (farmId: string) => `/api/farms/${encodeURIComponent(farmId)}`;

/** The query as URL parameters: only what is set, so the server's defaults apply to the rest. */
export function reportParams(query: ReportQuery): Record<string, string> {
  const params: Record<string, string> = {};
  for (const key of ['period', 'from', 'to', 'season', 'scope'] as const) {
    const value = query[key];
    if (value) params[key] = value;
  }
  return params;
}

/** A report's figures (`figures` is its contract in shared/contracts/reports-<kind>.ts) with their scope. */
export async function getReport<Figures extends object>(
  api: ApiClient,
  farmId: string,
  kind: ReportKind,
  query: ReportQuery,
  figures: z.ZodType<Figures>,
  signal?: AbortSignal,
): Promise<Figures & { scope: ReportScope }> {
  const body = await api.get(`${farmPath(farmId)}/reports/${kind}`, {
    params: reportParams(query),
    signal,
    schema: z.object({ data: z.object({ scope: ReportScopeSchema }).and(figures) }),
    parseErrorMessage: REPORT_LOAD_ERROR,
  });
  return body.data as Figures & { scope: ReportScope };
}

/** Where a report downloads as a file: add `format` (csv, xlsx, pdf) to the query. */
export const reportExportPath = (farmId: string, kind: ReportKind) =>
  `${farmPath(farmId)}/reports/${kind}/export`;

export async function getReportSeasons(
  api: ApiClient,
  farmId: string,
  signal?: AbortSignal,
): Promise<string[]> {
  const body = await api.get(`${farmPath(farmId)}/report-seasons`, {
    signal,
    schema: ReportSeasonsResponseSchema,
    parseErrorMessage: REPORT_LOAD_ERROR,
  });
  return body.data;
}
