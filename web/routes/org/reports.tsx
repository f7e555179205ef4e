// /organization/reports: the member farms' shared figures compared. A lazy chunk: the charts library loads only
// here (handed to the page through the chart kit, docs/decisions/039 "Charts").
import { ChartKitProvider } from '@/web/lib/chart-kit';
import { rechartsKit } from '@/web/features/charts/charts';
import { OrgReportsPage } from '@/web/features/organizations/components/org-reports-page';

export function Component() {
  return (
    <ChartKitProvider kit={rechartsKit}>
      <OrgReportsPage />
    </ChartKitProvider>
  );
}
