// /farmer/farms/:farmId/locations/:locationId: the location with the inventory feature's table of its items.
import { useParams } from 'react-router-dom';
import { LocationItems } from '@/web/features/inventory/components/location-items';
import { LocationDetail } from '@/web/features/storage-locations/components/location-detail';

export function Component() {
  const { farmId = '', locationId = '' } = useParams();
  return (
    <LocationDetail
      key={locationId}
      farmId={farmId}
      locationId={locationId}
      area="farm"
      itemsSlot={<LocationItems farmId={farmId} locationId={locationId} />}
    />
  );
}
