// /farmer/reports/crop-performance: what each crop yielded, cost and earned, against its plan
// (docs/product/reports.md "Crop performance"). A lazy chunk: the charts library loads only with the report pages.
import { ChartKitProvider } from '@/web/lib/chart-kit';
import { rechartsKit } from '@/web/features/charts/charts';
import { CurrentFarmGate } from '@/web/features/farms/components/current-farm-gate';
import { FarmSwitcher } from '@/web/features/farms/components/farm-switcher';
import { CropPerformanceReportPage } from '@/web/features/reports/crop-performance/crop-performance-report-page';

export function Component() {
  return (
    <ChartKitProvider kit={rechartsKit}>
      <CurrentFarmGate>
        {(farm) => <CropPerformanceReportPage key={farm.id} farmId={farm.id} actions={<FarmSwitcher />} />}
      </CurrentFarmGate>
    </ChartKitProvider>
  );
}
