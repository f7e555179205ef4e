// Settings → Financial (docs/product/financial-settings.md): the user's active farms, the current one first picked.
import { localizeApiMessage } from '@/shared/api/i18n';
import { ErrorState, LoadingState } from '@/web/components/query-states';
import { useCurrentFarm } from '@/web/features/farms/hooks/use-current-farm';
import { farmsText } from '@/web/features/farms/i18n';
import { FinancialSettingsPage } from '@/web/features/financial-settings/components/financial-settings-page';

export function Component() {
  const { farms, farmId, isPending, error, refetch } = useCurrentFarm();
  if (isPending) return <LoadingState label={farmsText.t('loadingYourFarms')} />;
  if (error) return <ErrorState message={localizeApiMessage(error.message)} onRetry={refetch} />;
  return (
    <FinancialSettingsPage
      farms={farms.map(({ id, name }) => ({ id, name }))}
      initialFarmId={farmId ?? undefined}
    />
  );
}
