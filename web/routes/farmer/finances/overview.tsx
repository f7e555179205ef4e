// /farmer/finances: the current farm's finance overview, with the farm switcher (the route table's finances.view
// gate is above). A lazy chunk: the charts library loads only here and on the other finance pages.
import { ChartKitProvider } from '@/web/lib/chart-kit';
import { rechartsKit } from '@/web/features/charts/charts';
import { CurrentFarmGate } from '@/web/features/farms/components/current-farm-gate';
import { FarmSwitcher } from '@/web/features/farms/components/farm-switcher';
import { FinanceOverviewPage } from '@/web/features/finance-overview/components/finance-overview-page';

export function Component() {
  return (
    <ChartKitProvider kit={rechartsKit}>
      <CurrentFarmGate>
        {(farm) => (
          <FinanceOverviewPage
            key={farm.id}
            farmId={farm.id}
            farmName={farm.name}
            toolbar={<FarmSwitcher />}
          />
        )}
      </CurrentFarmGate>
    </ChartKitProvider>
  );
}
