// For screens of the inventory area that work on the current farm: waits for the farms, shows their load error
// with Retry, sends a farmer without a farm to /farm-setup, and otherwise renders the screen for the farm.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Farm } from '@/shared/api/farms';
import { paths } from '@/shared/routes/paths';
import { useCurrentFarm } from '../hooks/use-current-farm';
import { EmptyState, ErrorState, LoadingState } from '@/web/components/query-states';
import { localizeApiMessage } from '@/shared/api/i18n';
import { farmsText } from '@/web/features/farms/i18n';

export function CurrentFarmGate({ children }: { children: (farm: Farm) => ReactNode }) {
  const { farm, isPending, error, refetch } = useCurrentFarm();
  if (isPending) return <LoadingState label={farmsText.t('loadingYourFarms')} />;
  if (error) return <ErrorState message={localizeApiMessage(error.message)} onRetry={refetch} />;
  if (!farm)
    return (
      <EmptyState
        title={farmsText.t('noFarmYet')}
        action={
          <Link to={paths.farmSetup} className="btn btn-primary">
            {farmsText.t('setUpYourFirstFarm')}
          </Link>
        }
      >
        {farmsText.t('stockStorageLocationsAndSuppliers')}
      </EmptyState>
    );
  return <>{children(farm)}</>;
}
