// The overview's query; writes elsewhere (sales, expenses, contributions) refresh the ['finance-overview'] keys.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getFinanceOverview, type FinanceOverviewQuery } from '@/shared/api/finance-overview';
import { useApi } from '@/web/lib/api';

export function useFinanceOverview(farmId: string, query: FinanceOverviewQuery) {
  const api = useApi();
  return useQuery({
    queryKey: ['finance-overview', farmId, query],
    queryFn: ({ signal }) => getFinanceOverview(api, farmId, query, signal),
    placeholderData: keepPreviousData,
  });
}
