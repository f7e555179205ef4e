// A farm's crops (/farmer/crops for the current farm, /farmer/farms/{farmId}/crops for one farm): cards by status
// with a season filter, and "Add crop" and "Copy season" for roles that may add crops (docs/product/crops.md).
import { useState, type ReactNode } from 'react';
import { Copy, Plus } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { Crop } from '@/shared/api/crops';
import { localizeApiMessage } from '@/shared/api/i18n';
import { useFarmCan } from '@/web/lib/farm-permissions';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { PageHeader } from '@/web/components/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/web/components/query-states';
import { useCropList } from '../hooks/use-crops';
import { cropsText } from '../i18n';
import { AddCropDialog } from './add-crop-dialog';
import { CopySeasonDialog } from './copy-season-dialog';
import { CropBoard, seasonsOf } from './crop-board';

export interface CropsPageProps {
  farmId: string;
  farmName: string;
  hrefOf: (crop: Crop) => string;
  toolbar?: ReactNode;
  /** The all-farms list, linked from the current farm's list. */
  allCropsHref?: string;
}

export function CropsPage({ farmId, farmName, hrefOf, toolbar, allCropsHref }: CropsPageProps) {
  useDocumentTitle(cropsText.t('crops'));
  const can = useFarmCan();
  const list = useCropList(farmId, {});
  const [dialog, setDialog] = useState<'add' | 'copy' | null>(null);
  const mayAdd = can(farmId, 'crops.create');

  return (
    <>
      <PageHeader
        title={cropsText.t('crops')}
        description={cropsText.t('cropsDescription', { farmName })}
        actions={
          <>
            {toolbar}
            {allCropsHref && (
              <Link to={allCropsHref} className="btn btn-ghost btn-sm">
                {cropsText.t('allCrops')}
              </Link>
            )}
            {mayAdd && (list.data?.length ?? 0) > 0 && (
              <button type="button" className="btn btn-sm" onClick={() => setDialog('copy')}>
                <Copy className="h-4 w-4" aria-hidden="true" /> {cropsText.t('copySeason')}
              </button>
            )}
            {mayAdd && (
              <button type="button" className="btn btn-primary btn-sm" onClick={() => setDialog('add')}>
                <Plus className="h-4 w-4" aria-hidden="true" /> {cropsText.t('addCrop')}
              </button>
            )}
          </>
        }
      />
      {list.isPending ? (
        <LoadingState label={cropsText.t('loadingCrops')} />
      ) : list.isError ? (
        <ErrorState message={localizeApiMessage(list.error.message)} onRetry={() => void list.refetch()} />
      ) : (
        <CropBoard
          crops={list.data}
          hrefOf={hrefOf}
          empty={<EmptyState title={cropsText.t('noCropsYet')}>{cropsText.t('noCropsYetHint')}</EmptyState>}
        />
      )}
      {dialog === 'add' && <AddCropDialog farmId={farmId} onClose={() => setDialog(null)} />}
      {dialog === 'copy' && (
        <CopySeasonDialog
          farmId={farmId}
          seasons={seasonsOf(list.data ?? [])}
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
}
