// The farmer dashboard's query. It refetches whenever the page is opened again (a sale or an expense recorded
// elsewhere shows at once) and every minute while it stays open.
import { useQuery } from '@tanstack/react-query';
import { getFarmDashboard } from '@/shared/api/farm-dashboard';
import { useApi } from '@/web/lib/api';

const MINUTE = 60_000;

export function useFarmDashboard(farmId: string) {
  const api = useApi();
  return useQuery({
    queryKey: ['farm-dashboard', farmId],
    queryFn: ({ signal }) => getFarmDashboard(api, farmId, signal),
    refetchOnMount: 'always',
    refetchInterval: MINUTE,
  });
}
