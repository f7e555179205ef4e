// /farmer/inventory/storage-locations (docs/product/storage-locations.md): the current farm's locations, with the farm switcher.
import { CurrentFarmGate } from '@/web/features/farms/components/current-farm-gate';
import { FarmSwitcher } from '@/web/features/farms/components/farm-switcher';
import { StorageLocationsPage } from '@/web/features/storage-locations/components/storage-locations-page';

export function Component() {
  return (
    <CurrentFarmGate>
      {(farm) => (
        <StorageLocationsPage
          key={farm.id}
          farmId={farm.id}
          area="inventory"
          farmName={farm.name}
          toolbar={<FarmSwitcher />}
        />
      )}
    </CurrentFarmGate>
  );
}
