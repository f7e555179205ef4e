// /farmer/farms/:farmId/fields (docs/product/fields-and-soil.md): the farm's fields, titled with the farm's name;
// its buttons follow the member's crops permissions (docs/decisions/038).
import { useParams } from 'react-router-dom';
import { useFarm } from '@/web/features/farms/hooks/use-farms';
import { FieldsPage } from '@/web/features/fields/components/fields-page';

export function Component() {
  const { farmId = '' } = useParams();
  const farm = useFarm(farmId).data;
  return <FieldsPage key={farmId} farmId={farmId} farmName={farm?.name} />;
}
