// /farmer/staff/teams: the current farm's teams, with the farm switcher.
import { CurrentFarmGate } from '@/web/features/farms/components/current-farm-gate';
import { FarmSwitcher } from '@/web/features/farms/components/farm-switcher';
import { TeamsPage } from '@/web/features/staff/components/teams-page';

export function Component() {
  return (
    <CurrentFarmGate>
      {(farm) => <TeamsPage key={farm.id} farmId={farm.id} farmName={farm.name} toolbar={<FarmSwitcher />} />}
    </CurrentFarmGate>
  );
}
