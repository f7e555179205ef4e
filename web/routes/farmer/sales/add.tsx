// /farmer/sales/add: a new sale on the current farm (the route table's sales.create gate is above).
import { CurrentFarmGate } from '@/web/features/farms/components/current-farm-gate';
import { SaleAddPage } from '@/web/features/sales/components/sale-add-page';

export function Component() {
  return <CurrentFarmGate>{(farm) => <SaleAddPage key={farm.id} farmId={farm.id} />}</CurrentFarmGate>;
}
