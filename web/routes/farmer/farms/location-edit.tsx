// /farmer/farms/:farmId/locations/edit/:locationId.
import { useParams } from 'react-router-dom';
import { LocationEditPage } from '@/web/features/storage-locations/components/location-edit-page';

export function Component() {
  const { farmId = '', locationId = '' } = useParams();
  return <LocationEditPage key={locationId} farmId={farmId} locationId={locationId} area="farm" />;
}
