// The till's catalogue (docs/product/point-of-sale.md): fetched and kept on the device; without a connection the
// kept copy serves. Polled every minute: the server answers 304 through the browser's cache while stock is
// unchanged, so polling costs next to nothing.
import { useQuery } from '@tanstack/react-query';
import { getPosCatalogue, isNetworkFailure } from '@/shared/api/pos';
import { webStorage } from '@/shared/platform/web-storage';
import { useApi } from '@/web/lib/api';
import { loadCatalogue, saveCatalogue } from '../offline/catalogue-cache';

export function usePosCatalogue(farmId: string) {
  const api = useApi();
  return useQuery({
    queryKey: ['pos', farmId, 'catalogue'],
    queryFn: async ({ signal }) => {
      try {
        const catalogue = await getPosCatalogue(api, farmId, signal);
        saveCatalogue(webStorage, farmId, catalogue);
        return { catalogue, fromDevice: false };
      } catch (error) {
        const kept = isNetworkFailure(error) ? loadCatalogue(webStorage, farmId) : null;
        if (kept) return { catalogue: kept, fromDevice: true };
        throw error;
      }
    },
    refetchInterval: 60_000,
    retry: false,
  });
}
