// /farmer/finances/contributors: the current farm's contributors (the route table's finances.view gate is above).
import { ChartKitProvider } from '@/web/lib/chart-kit';
import { rechartsKit } from '@/web/features/charts/charts';
import { CurrentFarmGate } from '@/web/features/farms/components/current-farm-gate';
import { FarmSwitcher } from '@/web/features/farms/components/farm-switcher';
import { ContributorsPage } from '@/web/features/contributors/components/contributors-page';

export function Component() {
  return (
    <ChartKitProvider kit={rechartsKit}>
      <CurrentFarmGate>
        {(farm) => (
          <ContributorsPage key={farm.id} farmId={farm.id} farmName={farm.name} toolbar={<FarmSwitcher />} />
        )}
      </CurrentFarmGate>
    </ChartKitProvider>
  );
}
