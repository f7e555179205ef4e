// /admin/dashboard. A lazy chunk: the charts library loads with it, not with the rest of the admin area.
import { ChartKitProvider } from '@/web/lib/chart-kit';
import { rechartsKit } from '@/web/features/charts/charts';
import { AdminDashboard } from '@/web/features/dashboards/admin-dashboard';

export function Component() {
  return (
    <ChartKitProvider kit={rechartsKit}>
      <AdminDashboard />
    </ChartKitProvider>
  );
}
