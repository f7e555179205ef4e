// /farmer/reports/financial: profit and loss, cash flow and budget against actual for a period
// (docs/product/reports.md "Financial report"). A lazy chunk: the charts library loads only with the report pages.
import { ChartKitProvider } from '@/web/lib/chart-kit';
import { rechartsKit } from '@/web/features/charts/charts';
import { CurrentFarmGate } from '@/web/features/farms/components/current-farm-gate';
import { FarmSwitcher } from '@/web/features/farms/components/farm-switcher';
import { FinancialReportPage } from '@/web/features/reports/financial/components/financial-report-page';

export function Component() {
  return (
    <ChartKitProvider kit={rechartsKit}>
      <CurrentFarmGate>
        {(farm) => <FinancialReportPage key={farm.id} farmId={farm.id} actions={<FarmSwitcher />} />}
      </CurrentFarmGate>
    </ChartKitProvider>
  );
}
