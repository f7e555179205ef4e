// /farmer/reports/activity: who changed what on the farm, by person, module and day, and how the tasks got done
// (docs/product/reports.md "Activity"). A lazy chunk: the charts library loads only with the report pages.
import { ChartKitProvider } from '@/web/lib/chart-kit';
import { rechartsKit } from '@/web/features/charts/charts';
import { CurrentFarmGate } from '@/web/features/farms/components/current-farm-gate';
import { FarmSwitcher } from '@/web/features/farms/components/farm-switcher';
import { ActivityReportPage } from '@/web/features/reports/activity/activity-report-page';

export function Component() {
  return (
    <ChartKitProvider kit={rechartsKit}>
      <CurrentFarmGate>
        {(farm) => <ActivityReportPage key={farm.id} farmId={farm.id} actions={<FarmSwitcher />} />}
      </CurrentFarmGate>
    </ChartKitProvider>
  );
}
