// The same screens live under a farm (/farmer/farms/:farmId/locations…) and in the inventory area for the current
// farm (/farmer/inventory/storage-locations…), docs/product/storage-locations.md.
import { paths } from '@/shared/routes/paths';

export type LocationArea = 'farm' | 'inventory';

export function locationPaths(area: LocationArea, farmId: string) {
  return area === 'farm'
    ? {
        list: paths.farmer.farmLocations(farmId),
        view: (id: string) => paths.farmer.farmLocation(farmId, id),
        edit: (id: string) => paths.farmer.farmLocationEdit(farmId, id),
      }
    : {
        list: paths.farmer.storageLocations,
        view: (id: string) => paths.farmer.storageLocation(id),
        edit: (id: string) => paths.farmer.storageLocationEdit(id),
      };
}
