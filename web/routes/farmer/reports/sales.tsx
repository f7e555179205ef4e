// /farmer/reports/sales: the period's sales by product, customer, payment method and day or month, refunds, and
// the unpaid invoices by age (docs/product/reports.md "Sales report"). A lazy chunk: the charts library loads only
// with the report pages.
import { ChartKitProvider } from '@/web/lib/chart-kit';
import { rechartsKit } from '@/web/features/charts/charts';
import { CurrentFarmGate } from '@/web/features/farms/components/current-farm-gate';
import { FarmSwitcher } from '@/web/features/farms/components/farm-switcher';
import { SalesReportPage } from '@/web/features/reports/sales/components/sales-report-page';

export function Component() {
  return (
    <ChartKitProvider kit={rechartsKit}>
      <CurrentFarmGate>
        {(farm) => <SalesReportPage key={farm.id} farmId={farm.id} actions={<FarmSwitcher />} />}
      </CurrentFarmGate>
    </ChartKitProvider>
  );
}
