// /farmer/staff: the current farm's people and invitations, with the farm switcher (the route table's staff.view
// gate is above).
import { CurrentFarmGate } from '@/web/features/farms/components/current-farm-gate';
import { FarmSwitcher } from '@/web/features/farms/components/farm-switcher';
import { StaffPage } from '@/web/features/staff/components/staff-page';

export function Component() {
  return (
    <CurrentFarmGate>
      {(farm) => (
        <StaffPage
          key={farm.id}
          farmId={farm.id}
          farmName={farm.name}
          callerRole={farm.role}
          toolbar={<FarmSwitcher />}
        />
      )}
    </CurrentFarmGate>
  );
}
