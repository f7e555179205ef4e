// /farmer/pos: the current farm's till (the route table's sales.create gate is above).
import { CurrentFarmGate } from '@/web/features/farms/components/current-farm-gate';
import { PosPage } from '@/web/features/pos/components/pos-page';

export function Component() {
  return (
    <CurrentFarmGate>
      {(farm) => <PosPage key={farm.id} farmId={farm.id} farmName={farm.name} />}
    </CurrentFarmGate>
  );
}
