// /farmer/finances/plans: the current farm's budget plans (the route table's finances.view gate is above).
import { ChartKitProvider } from '@/web/lib/chart-kit';
import { rechartsKit } from '@/web/features/charts/charts';
import { CurrentFarmGate } from '@/web/features/farms/components/current-farm-gate';
import { FarmSwitcher } from '@/web/features/farms/components/farm-switcher';
import { PlansPage } from '@/web/features/budgets/components/plans-page';

export function Component() {
  return (
    <ChartKitProvider kit={rechartsKit}>
      <CurrentFarmGate>
        {(farm) => (
          <PlansPage key={farm.id} farmId={farm.id} farmName={farm.name} toolbar={<FarmSwitcher />} />
        )}
      </CurrentFarmGate>
    </ChartKitProvider>
  );
}
