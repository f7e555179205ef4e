// /farmer/farms/new and /farmer/farms/:farmId/edit: the same form as farm setup.
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import toast from 'react-hot-toast';
import { paths } from '@/shared/routes/paths';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { canEditFarm } from '../farm-labels';
import { useUpdateFarm } from '../hooks/use-farm-mutations';
import { useFarm } from '../hooks/use-farms';
import { useCreateFarmAndOpen } from '../hooks/use-save-farm';
import { FarmForm } from './farm-form';
import { PageHeader } from '@/web/components/page-header';
import { ErrorState, LoadingState } from '@/web/components/query-states';
import { localizeApiMessage } from '@/shared/api/i18n';
import { farmsText } from '@/web/features/farms/i18n';

const Card = ({ children }: { children: ReactNode }) => (
  <div className="card max-w-2xl border border-base-300 bg-base-100">
    <div className="card-body">{children}</div>
  </div>
);

export function NewFarmPage() {
  useDocumentTitle(farmsText.t('addAFarm'));
  const save = useCreateFarmAndOpen();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title={farmsText.t('addAFarm')} description={farmsText.t('itsStockStorageAndSuppliers')} />
      <Card>
        <FarmForm
          submitLabel={farmsText.t('createFarm')}
          onSubmit={save}
          onCancel={() => navigate(paths.farmer.farms)}
        />
      </Card>
    </>
  );
}

export function EditFarmPage({ farmId }: { farmId: string }) {
  const query = useFarm(farmId);
  const update = useUpdateFarm(farmId);
  const navigate = useNavigate();
  useDocumentTitle(query.data ? farmsText.t('editName', { name: query.data.name }) : farmsText.t('editFarm'));

  if (query.isPending) return <LoadingState label={farmsText.t('loadingTheFarm')} />;
  if (query.isError)
    return (
      <ErrorState message={localizeApiMessage(query.error.message)} onRetry={() => void query.refetch()} />
    );
  const farm = query.data;
  const back = () => navigate(paths.farmer.farm(farm.id));
  return (
    <>
      <PageHeader title={farmsText.t('editName', { name: farm.name })} />
      {canEditFarm(farm) ? (
        <Card>
          <FarmForm
            key={farm.updated_at}
            farm={farm}
            submitLabel={farmsText.t('saveChanges')}
            onCancel={back}
            onSubmit={async (values) => {
              await update.mutateAsync(values);
              toast.success(farmsText.t('farmDetailsSaved'));
              back();
            }}
          />
        </Card>
      ) : (
        <ErrorState message={farmsText.t('onlyTheFarmSOwner')} />
      )}
    </>
  );
}
