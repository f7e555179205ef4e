// /farmer/farms/:farmId/locations (docs/product/farms.md): the farm's storage locations, titled with the farm's name; its
// buttons follow the member's inventory permissions (docs/decisions/035).
import { useParams } from 'react-router-dom';
import { useFarm } from '@/web/features/farms/hooks/use-farms';
import { StorageLocationsPage } from '@/web/features/storage-locations/components/storage-locations-page';

export function Component() {
  const { farmId = '' } = useParams();
  const farm = useFarm(farmId).data;
  return <StorageLocationsPage key={farmId} farmId={farmId} area="farm" farmName={farm?.name} />;
}
