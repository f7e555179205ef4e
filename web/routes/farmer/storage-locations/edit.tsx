// /farmer/inventory/storage-locations/edit/:locationId.
import { useParams } from 'react-router-dom';
import { CurrentFarmGate } from '@/web/features/farms/components/current-farm-gate';
import { LocationEditPage } from '@/web/features/storage-locations/components/location-edit-page';

export function Component() {
  const { locationId = '' } = useParams();
  return (
    <CurrentFarmGate>
      {(farm) => (
        <LocationEditPage key={locationId} farmId={farm.id} locationId={locationId} area="inventory" />
      )}
    </CurrentFarmGate>
  );
}
