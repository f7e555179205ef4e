// The finance overview of a period (docs/product/finance-overview.md).
import {
  FinanceOverviewResponseSchema,
  type FinanceOverview,
  type FinanceOverviewQuery,
} from '@/shared/contracts/finance-overview';
import type { ApiClient } from './client';

export type { FinanceOverview, FinanceOverviewQuery };

export const OVERVIEW_LOAD_ERROR = 'Failed to load the finance overview';

/** Without dates, the farm's fiscal year to date. */
export async function getFinanceOverview(
  api: ApiClient,
  farmId: string,
  query: FinanceOverviewQuery = {},
  signal?: AbortSignal,
): Promise<FinanceOverview> {
  const params: Record<string, string> = {};
  if (query.from) params.from = query.from;
  if (query.to) params.to = query.to;
  const body = await api.get(`/api/farms/${encodeURIComponent(farmId)}/finance-overview`, {
    params,
    signal,
    schema: FinanceOverviewResponseSchema,
    parseErrorMessage: OVERVIEW_LOAD_ERROR,
  });
  return body.data;
}
