// /farmer/inventory: the inventory dashboard of the current farm, with the farm switcher.
import { CurrentFarmGate } from '@/web/features/farms/components/current-farm-gate';
import { FarmSwitcher } from '@/web/features/farms/components/farm-switcher';
import { InventoryDashboard } from '@/web/features/inventory/components/dashboard/inventory-dashboard';

export function Component() {
  return (
    <CurrentFarmGate>
      {(farm) => (
        <InventoryDashboard key={farm.id} farmId={farm.id} farmName={farm.name} switcher={<FarmSwitcher />} />
      )}
    </CurrentFarmGate>
  );
}
