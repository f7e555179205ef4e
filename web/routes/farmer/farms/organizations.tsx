// /farmer/farms/:farmId/organizations (docs/product/organizations.md "On the farm"): the organizations that invited
// the farm; its owner answers them (the server checks the Owner role whatever the page shows).
import { useParams } from 'react-router-dom';
import { useFarm } from '@/web/features/farms/hooks/use-farms';
import { FarmOrganizationsPage } from '@/web/features/organizations/components/farm-organizations-page';

export function Component() {
  const { farmId = '' } = useParams();
  const farm = useFarm(farmId).data;
  return (
    <FarmOrganizationsPage
      key={farmId}
      farmId={farmId}
      farmName={farm?.name ?? ''}
      isOwner={farm ? farm.role === 'owner' : undefined}
    />
  );
}
