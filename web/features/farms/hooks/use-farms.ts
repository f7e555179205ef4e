// Farm queries through the shared cache (docs/product/farms.md Caching). The detail reuses a row of a cached list while it
// loads, so a farm name shows at once in breadcrumbs and headers (docs/product/farms.md).
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { getFarm, listFarms, type Farm, type FarmStatusFilter } from '@/shared/api/farms';
import { useApi } from '@/web/lib/api';
import { farmKeys } from '../farm-keys';

export function useFarms(status: FarmStatusFilter = 'active', { enabled = true } = {}) {
  const api = useApi();
  return useQuery({ queryKey: farmKeys.list(status), queryFn: () => listFarms(api, status), enabled });
}

function cachedFarm(queryClient: QueryClient, farmId: string): Farm | undefined {
  for (const status of ['active', 'all', 'archived'] as const) {
    const found = queryClient.getQueryData<Farm[]>(farmKeys.list(status))?.find((f) => f.id === farmId);
    if (found) return found;
  }
  return undefined;
}

export function useFarm(farmId: string | undefined) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: farmKeys.detail(farmId ?? ''),
    queryFn: () => getFarm(api, farmId!),
    enabled: Boolean(farmId),
    placeholderData: () => (farmId ? cachedFarm(queryClient, farmId) : undefined),
  });
}

/**
 * docs/product/farms.md: the farm's name for the breadcrumbs, fetched once and cached; undefined while unknown, so the
 * breadcrumbs show their fallback (Farm Details).
 */
export function useFarmName(farmId: string | undefined): string | undefined {
  return useFarm(farmId).data?.name;
}
