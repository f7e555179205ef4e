// /farmer/farms: the farms the user owns or works on; archived farms behind a toggle.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Plus } from 'lucide-react';
import type { Farm } from '@/shared/api/farms';
import { paths } from '@/shared/routes/paths';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { useFarms } from '../hooks/use-farms';
import { useRestoreWithToast } from '../hooks/use-restore';
import { DeleteFarmDialog } from './delete-farm-dialog';
import { FarmCard } from './farm-card';
import { PageHeader } from '@/web/components/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/web/components/query-states';
import { localizeApiMessage } from '@/shared/api/i18n';
import { farmsText } from '@/web/features/farms/i18n';

export function FarmsListPage() {
  useDocumentTitle(farmsText.t('farms'));
  const [showArchived, setShowArchived] = useState(false);
  const [deleting, setDeleting] = useState<Farm | null>(null);
  const active = useFarms('active');
  const archived = useFarms('archived', { enabled: showArchived });
  const restore = useRestoreWithToast();

  const cards = (farms: Farm[]) => (
    <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {farms.map((farm) => (
        <FarmCard
          key={farm.id}
          farm={farm}
          onDelete={setDeleting}
          onRestore={restore.run}
          restoring={restore.pendingId === farm.id}
        />
      ))}
    </ul>
  );

  return (
    <>
      <PageHeader
        title={farmsText.t('farms')}
        description={farmsText.t('everyFarmYouOwnOr')}
        actions={
          <Link to={paths.farmer.farmNew} className="btn btn-primary btn-sm">
            <Plus className="h-4 w-4" aria-hidden="true" /> {farmsText.t('addFarm')}
          </Link>
        }
      />
      {active.isPending ? (
        <LoadingState label={farmsText.t('loadingYourFarms')} />
      ) : active.isError ? (
        <ErrorState
          message={localizeApiMessage(active.error.message)}
          onRetry={() => void active.refetch()}
        />
      ) : active.data.length === 0 ? (
        <EmptyState
          title={farmsText.t('noFarmsYet')}
          action={
            <Link to={paths.farmSetup} className="btn btn-primary">
              {farmsText.t('setUpYourFirstFarm')}
            </Link>
          }
        >
          {farmsText.t('recordYourFarmToStart')}
        </EmptyState>
      ) : (
        cards(active.data)
      )}

      <label className="label mt-8 cursor-pointer gap-2">
        <input
          type="checkbox"
          className="toggle toggle-sm"
          checked={showArchived}
          onChange={(event) => setShowArchived(event.target.checked)}
        />
        {farmsText.t('showArchivedFarms')}
      </label>
      {showArchived && (
        <section aria-labelledby="archived-farms" className="mt-4">
          <h2 id="archived-farms" className="mb-3 text-lg font-semibold">
            {farmsText.t('archivedFarms')}
          </h2>
          {archived.isPending ? (
            <LoadingState label={farmsText.t('loadingArchivedFarms')} />
          ) : archived.isError ? (
            <ErrorState
              message={localizeApiMessage(archived.error.message)}
              onRetry={() => void archived.refetch()}
            />
          ) : archived.data.length === 0 ? (
            <p className="text-sm text-base-content/70">{farmsText.t('noArchivedFarms')}</p>
          ) : (
            cards(archived.data)
          )}
        </section>
      )}

      {deleting && (
        <DeleteFarmDialog
          farm={deleting}
          onClose={() => setDeleting(null)}
          onDone={() => setDeleting(null)}
        />
      )}
    </>
  );
}
