// The farm's storage locations and suppliers, for selects and filters (docs/product/inventory.md: GET
// /api/inventory/storage-locations?farm_id= and GET /api/suppliers).
import { useQuery } from '@tanstack/react-query';
import { getFarm, listFarms } from '@/shared/api/farms';
import { listLocationsAcrossFarms } from '@/shared/api/inventory';
import { listStorageLocations } from '@/shared/api/storage-locations';
import { listSuppliers } from '@/shared/api/suppliers';
import { useApi } from '@/web/lib/api';
import { inventoryKeys } from './query-keys';

export function useFarmLocations(farmId: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: inventoryKeys.locations(farmId ?? ''),
    queryFn: () => listStorageLocations(api, farmId!),
    enabled: Boolean(farmId),
  });
}

export function useFarmSuppliers(farmId: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: inventoryKeys.suppliers(farmId ?? ''),
    queryFn: () => listSuppliers(api, farmId),
    enabled: Boolean(farmId),
  });
}

/** The farm itself, for its currency (values in the farm's currency). */
export function useFarm(farmId: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: [...inventoryKeys.farm(farmId ?? ''), 'record'],
    queryFn: () => getFarm(api, farmId!),
    enabled: Boolean(farmId),
  });
}

/** Every farm's storage locations, labelled with the farm when there is more than one farm. */
export function useLocationsAcrossFarms() {
  const api = useApi();
  const locations = useQuery({
    queryKey: inventoryKeys.allLocations,
    queryFn: () => listLocationsAcrossFarms(api),
  });
  const farms = useQuery({ queryKey: inventoryKeys.farms, queryFn: () => listFarms(api) });
  const names = new Map((farms.data ?? []).map((f) => [f.id, f.name]));
  const several = names.size > 1;
  return (locations.data ?? []).map((l) => ({
    value: l.id,
    label: several && names.has(l.farm_id) ? `${l.name} (${names.get(l.farm_id)})` : l.name,
  }));
}
