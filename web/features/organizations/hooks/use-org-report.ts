// The organization's report for a period; kept while a new period loads so the page does not flash empty.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getOrgReport, type OrgReportQuery } from '@/shared/api/organizations';
import { useApi } from '@/web/lib/api';
import { organizationKeys } from '../organization-keys';

/** A custom period is asked for only once both dates are in. */
export const isAskable = (query: OrgReportQuery) =>
  query.period !== 'custom' || Boolean(query.from && query.to);

export function useOrgReport(query: OrgReportQuery) {
  const api = useApi();
  return useQuery({
    queryKey: organizationKeys.report(query),
    queryFn: ({ signal }) => getOrgReport(api, query, signal),
    enabled: isAskable(query),
    placeholderData: keepPreviousData,
  });
}
