// /farmer/finances/contributors/add: a new contributor of the current farm.
import { CurrentFarmGate } from '@/web/features/farms/components/current-farm-gate';
import { AddContributorPage } from '@/web/features/contributors/components/add-contributor-page';

export function Component() {
  return (
    <CurrentFarmGate>
      {(farm) => <AddContributorPage key={farm.id} farmId={farm.id} farmName={farm.name} />}
    </CurrentFarmGate>
  );
}
