// /farmer/crops/all: the crops of every farm whose role lets the person see crops, each card naming its farm and
// linking to the crop's page under its farm.
import type { Crop } from '@/shared/api/crops';
import { localizeApiMessage } from '@/shared/api/i18n';
import { paths } from '@/shared/routes/paths';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { PageHeader } from '@/web/components/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/web/components/query-states';
import { useAllCrops } from '../hooks/use-crops';
import { cropsText } from '../i18n';
import { CropBoard } from './crop-board';

const hrefOf = (crop: Crop) => paths.farmer.farmCrop(crop.farm_id, crop.id);

export function AllCropsPage() {
  useDocumentTitle(cropsText.t('allCrops'));
  const list = useAllCrops({});
  return (
    <>
      <PageHeader title={cropsText.t('allCrops')} description={cropsText.t('allCropsDescription')} />
      {list.isPending ? (
        <LoadingState label={cropsText.t('loadingCrops')} />
      ) : list.isError ? (
        <ErrorState message={localizeApiMessage(list.error.message)} onRetry={() => void list.refetch()} />
      ) : (
        <CropBoard
          crops={list.data}
          hrefOf={hrefOf}
          showFarm
          empty={<EmptyState title={cropsText.t('noCropsAnywhere')} />}
        />
      )}
    </>
  );
}
