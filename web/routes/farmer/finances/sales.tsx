// /farmer/finances/sales: the current farm's sales framed for the books, with the period's figures by status and
// payment method (the route table's finances.view gate is above).
import { CurrentFarmGate } from '@/web/features/farms/components/current-farm-gate';
import { FarmSwitcher } from '@/web/features/farms/components/farm-switcher';
import { SalesListPage } from '@/web/features/sales/components/sales-list-page';

export function Component() {
  return (
    <CurrentFarmGate>
      {(farm) => (
        <SalesListPage
          key={farm.id}
          farmId={farm.id}
          farmName={farm.name}
          toolbar={<FarmSwitcher />}
          inFinances
        />
      )}
    </CurrentFarmGate>
  );
}
