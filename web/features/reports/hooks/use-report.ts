// One report's figures for the current query; kept while a new period loads so the page does not flash empty.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { getReport, getReportSeasons, type ReportKind, type ReportQuery } from '@/shared/api/reports';
import { useApi } from '@/web/lib/api';
import { isAskable } from '../report-query';

export function useReport<Figures extends object>(
  farmId: string,
  kind: ReportKind,
  query: ReportQuery,
  figures: z.ZodType<Figures>,
) {
  const api = useApi();
  return useQuery({
    queryKey: ['reports', kind, farmId, query],
    queryFn: ({ signal }) => getReport(api, farmId, kind, query, figures, signal),
    enabled: isAskable(query),
    placeholderData: keepPreviousData,
  });
}

export function useReportSeasons(farmId: string, enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: ['reports', 'seasons', farmId],
    queryFn: ({ signal }) => getReportSeasons(api, farmId, signal),
    enabled,
  });
}
