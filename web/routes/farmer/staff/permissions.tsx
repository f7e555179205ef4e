// /farmer/staff/permissions: the current farm's permissions matrix per role (the route table's staff.view gate is
// above; the sidebar's switcher changes the farm).
import { CurrentFarmGate } from '@/web/features/farms/components/current-farm-gate';
import { PermissionsPage } from '@/web/features/roles/components/permissions-page';

export function Component() {
  return (
    <CurrentFarmGate>
      {(farm) => <PermissionsPage key={farm.id} farmId={farm.id} farmName={farm.name} />}
    </CurrentFarmGate>
  );
}
