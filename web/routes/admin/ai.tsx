// /admin/ai: AI requests, tokens and cost per day and per farmer. A lazy chunk: the charts library loads with it.
import { ChartKitProvider } from '@/web/lib/chart-kit';
import { rechartsKit } from '@/web/features/charts/charts';
import { AiUsageAdminPage } from '@/web/features/ai/components/ai-usage-admin-page';

export function Component() {
  return (
    <ChartKitProvider kit={rechartsKit}>
      <AiUsageAdminPage />
    </ChartKitProvider>
  );
}
