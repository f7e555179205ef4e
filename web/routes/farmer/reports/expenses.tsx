// /farmer/reports/expenses: where the period's money went, by category, supplier, crop, field and month
// (docs/product/reports.md "Expenses report"). A lazy chunk: the charts library loads only with the report pages.
import { ChartKitProvider } from '@/web/lib/chart-kit';
import { rechartsKit } from '@/web/features/charts/charts';
import { CurrentFarmGate } from '@/web/features/farms/components/current-farm-gate';
import { FarmSwitcher } from '@/web/features/farms/components/farm-switcher';
import { ExpensesReportPage } from '@/web/features/reports/expenses/components/expenses-report-page';

export function Component() {
  return (
    <ChartKitProvider kit={rechartsKit}>
      <CurrentFarmGate>
        {(farm) => <ExpensesReportPage key={farm.id} farmId={farm.id} actions={<FarmSwitcher />} />}
      </CurrentFarmGate>
    </ChartKitProvider>
  );
}
