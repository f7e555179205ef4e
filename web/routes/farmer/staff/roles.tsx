// /farmer/staff/roles: the current farm's roles (the route table's staff.view gate is above; the sidebar's switcher
// changes the farm).
import { CurrentFarmGate } from '@/web/features/farms/components/current-farm-gate';
import { RolesPage } from '@/web/features/roles/components/roles-page';

export function Component() {
  return (
    <CurrentFarmGate>
      {(farm) => <RolesPage key={farm.id} farmId={farm.id} farmName={farm.name} />}
    </CurrentFarmGate>
  );
}
