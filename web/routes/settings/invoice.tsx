// Settings → Invoice (docs/product/invoices.md "Settings"): the default and each of your farms.
import { localizeApiMessage } from '@/shared/api/i18n';
import { ErrorState, LoadingState } from '@/web/components/query-states';
import { useCurrentFarm } from '@/web/features/farms/hooks/use-current-farm';
import { farmsText } from '@/web/features/farms/i18n';
import { InvoiceSettingsOverview } from '@/web/features/invoices/components/invoice-settings-pages';

export function Component() {
  const { farms, isPending, error, refetch } = useCurrentFarm();
  if (isPending) return <LoadingState label={farmsText.t('loadingYourFarms')} />;
  if (error) return <ErrorState message={localizeApiMessage(error.message)} onRetry={refetch} />;
  return <InvoiceSettingsOverview farms={farms.map(({ id, name }) => ({ id, name }))} />;
}
