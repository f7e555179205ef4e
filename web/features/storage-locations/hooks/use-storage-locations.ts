// Storage location queries (docs/product/storage-locations.md GET /api/inventory/storage-locations?farm_id=, and the detail).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getStorageLocation,
  listStorageLocations,
  type StorageLocation,
} from '@/shared/api/storage-locations';
import { useApi } from '@/web/lib/api';
import { storageKeys } from '../storage-keys';

export function useStorageLocations(farmId: string) {
  const api = useApi();
  return useQuery({ queryKey: storageKeys.list(farmId), queryFn: () => listStorageLocations(api, farmId) });
}

/** With farmId the farm-scoped path, so a location of another farm is not found (docs/product/storage-locations.md farm routes). */
export function useStorageLocation(locationId: string, farmId?: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: storageKeys.detail(locationId, farmId),
    queryFn: () => getStorageLocation(api, locationId, farmId),
    // A row of the cached list shows at once; the detail adds uncounted_items (decision 004).
    placeholderData: () =>
      queryClient
        .getQueriesData<StorageLocation[]>({ queryKey: ['storage-locations', 'list'] })
        .flatMap(([, rows]) => rows ?? [])
        .find((row) => row.id === locationId && (!farmId || row.farm_id === farmId)),
  });
}
