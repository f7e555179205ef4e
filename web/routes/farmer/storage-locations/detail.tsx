// /farmer/inventory/storage-locations/:locationId: a location of any of the user's farms (a link from the
// all-items list may name another farm's), with its items from the inventory feature.
import { useParams } from 'react-router-dom';
import { CurrentFarmGate } from '@/web/features/farms/components/current-farm-gate';
import { LocationItems } from '@/web/features/inventory/components/location-items';
import { LocationDetail } from '@/web/features/storage-locations/components/location-detail';

export function Component() {
  const { locationId = '' } = useParams();
  return (
    <CurrentFarmGate>
      {(farm) => (
        <LocationDetail
          key={locationId}
          farmId={farm.id}
          locationId={locationId}
          area="inventory"
          itemsSlot={(location) => <LocationItems farmId={location.farm_id} locationId={location.id} />}
        />
      )}
    </CurrentFarmGate>
  );
}
