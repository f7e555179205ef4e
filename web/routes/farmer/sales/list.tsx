// /farmer/sales: the current farm's sales, with the farm switcher (the route table's sales.view gate is above).
import { CurrentFarmGate } from '@/web/features/farms/components/current-farm-gate';
import { FarmSwitcher } from '@/web/features/farms/components/farm-switcher';
import { SalesListPage } from '@/web/features/sales/components/sales-list-page';

export function Component() {
  return (
    <CurrentFarmGate>
      {(farm) => (
        <SalesListPage key={farm.id} farmId={farm.id} farmName={farm.name} toolbar={<FarmSwitcher />} />
      )}
    </CurrentFarmGate>
  );
}
