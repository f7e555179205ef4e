// /farmer/farms/:farmId (docs/product/farms.md): the farm's facts and the way into its inventory, storage and inputs.
// Opening an active farm makes it the current farm, so the inventory area follows what the farmer looks at.
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Pencil, Trash2 } from 'lucide-react';
import { paths } from '@/shared/routes/paths';
import { Badge } from '@/shared/ui/badge';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { FormAlert } from '@/web/components/form/form-alert';
import { canDeleteFarm, canEditFarm, enterpriseLabel, roleLabel, sizeLabel } from '../farm-labels';
import { useCurrentFarm } from '../hooks/use-current-farm';
import { useFarm } from '../hooks/use-farms';
import { useRestoreWithToast } from '../hooks/use-restore';
import { DeleteFarmDialog } from './delete-farm-dialog';
import { FarmLinks } from './farm-links';
import { PageHeader } from '@/web/components/page-header';
import { ErrorState, LoadingState } from '@/web/components/query-states';
import { localizeApiMessage } from '@/shared/api/i18n';
import { farmsText } from '@/web/features/farms/i18n';

export function FarmDetailPage({ farmId }: { farmId: string }) {
  const query = useFarm(farmId);
  const { setFarmId } = useCurrentFarm();
  const navigate = useNavigate();
  const restore = useRestoreWithToast();
  const [deleting, setDeleting] = useState(false);
  const farm = query.data;
  useDocumentTitle(farm?.name ?? farmsText.t('farmDetails'));
  useEffect(() => {
    if (farm?.status === 'active' && !query.isPlaceholderData) setFarmId(farm.id);
  }, [farm?.id, farm?.status, query.isPlaceholderData, setFarmId]);

  if (query.isPending) return <LoadingState label={farmsText.t('loadingTheFarm')} />;
  if (!farm)
    return (
      <>
        <ErrorState
          message={localizeApiMessage(query.error?.message) ?? farmsText.t('farmNotFound')}
          onRetry={() => void query.refetch()}
        />
        <Link to={paths.farmer.farms} className="btn btn-sm mt-4">
          {farmsText.t('backToFarms')}
        </Link>
      </>
    );

  const archived = farm.status === 'archived';
  const facts: [string, string][] = [
    [farmsText.t('location'), farm.location ?? farmsText.t('notRecorded')],
    [farmsText.t('size'), sizeLabel(farm)],
    [farmsText.t('mainEnterprise'), enterpriseLabel(farm.main_enterprise)],
    [farmsText.t('currency'), farm.currency],
    [farmsText.t('yourRole'), roleLabel(farm)],
  ];

  return (
    <>
      <PageHeader
        title={farm.name}
        description={
          <Badge
            variant={archived ? 'default' : 'success'}
            className={archived ? 'badge-neutral' : undefined}
          >
            {archived ? farmsText.t('archived') : farmsText.t('active')}
          </Badge>
        }
        actions={
          <>
            {canEditFarm(farm) && !archived && (
              <Link to={paths.farmer.farmEdit(farm.id)} className="btn btn-sm">
                <Pencil className="h-4 w-4" aria-hidden="true" /> {farmsText.t('edit')}
              </Link>
            )}
            {canDeleteFarm(farm) && !archived && (
              <button
                type="button"
                className="btn btn-sm btn-ghost text-error"
                onClick={() => setDeleting(true)}
              >
                <Trash2 className="h-4 w-4" aria-hidden="true" /> {farmsText.t('delete')}
              </button>
            )}
          </>
        }
      />
      {archived && (
        <div className="mb-6">
          <FormAlert kind="info">
            {farmsText.t('thisFarmIsArchivedIts')}{' '}
            {canDeleteFarm(farm) && (
              <button type="button" className="btn btn-xs btn-primary ml-2" onClick={() => restore.run(farm)}>
                {farmsText.t('restore')}
              </button>
            )}
          </FormAlert>
        </div>
      )}
      <section aria-labelledby="farm-facts" className="card mb-6 border border-base-300 bg-base-100">
        <div className="card-body">
          <h2 id="farm-facts" className="sr-only">
            {farmsText.t('farmDetails')}
          </h2>
          <dl className="grid gap-4 sm:grid-cols-3 lg:grid-cols-5">
            {facts.map(([label, value]) => (
              <div key={label}>
                <dt className="text-xs font-semibold uppercase tracking-wide text-base-content/60">
                  {label}
                </dt>
                <dd className="mt-1">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
      {!archived && <FarmLinks farmId={farm.id} permissions={farm.permissions} />}
      {deleting && (
        <DeleteFarmDialog
          farm={farm}
          onClose={() => setDeleting(false)}
          onDone={() => navigate(paths.farmer.farms, { replace: true })}
        />
      )}
    </>
  );
}
