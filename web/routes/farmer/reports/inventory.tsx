// /farmer/reports/inventory: what the stock is worth now, how it moved in the period, what sits still or expires,
// and what the counts found (docs/product/reports.md "Inventory report"). A lazy chunk: the charts library loads
// only with the report pages.
import { ChartKitProvider } from '@/web/lib/chart-kit';
import { rechartsKit } from '@/web/features/charts/charts';
import { CurrentFarmGate } from '@/web/features/farms/components/current-farm-gate';
import { FarmSwitcher } from '@/web/features/farms/components/farm-switcher';
import { InventoryReportPage } from '@/web/features/reports/inventory/components/inventory-report-page';

export function Component() {
  return (
    <ChartKitProvider kit={rechartsKit}>
      <CurrentFarmGate>
        {(farm) => <InventoryReportPage key={farm.id} farmId={farm.id} actions={<FarmSwitcher />} />}
      </CurrentFarmGate>
    </ChartKitProvider>
  );
}
