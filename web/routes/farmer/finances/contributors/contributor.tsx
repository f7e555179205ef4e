// /farmer/finances/contributors/:id: one contributor of the current farm.
import { useParams } from 'react-router-dom';
import { CurrentFarmGate } from '@/web/features/farms/components/current-farm-gate';
import { ContributorPage } from '@/web/features/contributors/components/contributor-page';

export function Component() {
  const { id = '' } = useParams();
  return (
    <CurrentFarmGate>
      {(farm) => <ContributorPage key={`${farm.id}:${id}`} farmId={farm.id} contributorId={id} />}
    </CurrentFarmGate>
  );
}
