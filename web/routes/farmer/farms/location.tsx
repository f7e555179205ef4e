// /farmer/farms/:farmId/locations/:locationId: the location with the inventory feature's table of its items.
import { useParams } from 'react-router-dom';
import { useFarm } from '@/web/features/farms/hooks/use-farms';
import { LocationItems } from '@/web/features/inventory/components/location-items';
import { LocationDetail } from '@/web/features/storage-locations/components/location-detail';

export function Component() {
  const { farmId = '', locationId = '' } = useParams();
  const farm = useFarm(farmId).data;
  return (
    <LocationDetail
      key={locationId}
      farmId={farmId}
      locationId={locationId}
      area="farm"
      readOnly={farm ? farm.permissions.inventory !== 'write' : false}
      itemsSlot={<LocationItems farmId={farmId} locationId={locationId} />}
    />
  );
}
