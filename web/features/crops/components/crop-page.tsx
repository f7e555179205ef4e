// One crop (/farmer/crops/{cropId} on the current farm, /farmer/farms/{farmId}/crops/{cropId}): its header with
// status, the stages timeline, its tasks, costs so far, harvests and yield against plan (docs/product/crops.md).
import { useState } from 'react';
import type { CropDetail } from '@/shared/api/crops';
import { localizeApiMessage } from '@/shared/api/i18n';
import { useBreadcrumbName } from '@/web/lib/breadcrumb-name';
import { useFarmCan } from '@/web/lib/farm-permissions';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { PageHeader } from '@/web/components/page-header';
import { ErrorState, LoadingState } from '@/web/components/query-states';
import { STATUS_BADGE, areaUnitLabel, plainNumber, statusLabel } from '../crop-labels';
import { useCrop } from '../hooks/use-crops';
import { cropsText } from '../i18n';
import { AddCropDialog } from './add-crop-dialog';
import { CropCosts, YieldVsPlan } from './crop-costs';
import { CropTasks } from './crop-tasks';
import { DeleteCrop } from './delete-crop';
import { HarvestList } from './harvest-list';
import { StageTimeline } from './stage-timeline';
import { StatusControl } from './status-control';

export interface CropPageProps {
  farmId: string;
  cropId: string;
  /** The crops list the page belongs to (where Delete crop returns). */
  listHref: string;
}

export function CropPage({ farmId, cropId, listHref }: CropPageProps) {
  const query = useCrop(farmId, cropId);
  // The breadcrumb's crop segment reads the crop's name once it is here (fallback "Crop Information").
  useBreadcrumbName(query.data?.name);
  useDocumentTitle(query.data?.name ?? cropsText.t('crop'));
  if (query.isPending) return <LoadingState label={cropsText.t('loadingCrop')} />;
  if (query.isError)
    return (
      <ErrorState message={localizeApiMessage(query.error.message)} onRetry={() => void query.refetch()} />
    );
  return <CropView farmId={farmId} crop={query.data} listHref={listHref} />;
}

export function CropView({ farmId, crop, listHref }: { farmId: string; crop: CropDetail; listHref: string }) {
  const can = useFarmCan();
  const mayEdit = can(farmId, 'crops.edit');
  const mayRecord = mayEdit && can(farmId, 'inventory.edit');
  const mayDelete = can(farmId, 'crops.delete');
  const [editing, setEditing] = useState(false);
  return (
    <>
      <PageHeader
        title={
          <span className="flex flex-wrap items-center gap-3">
            {crop.variety ? `${crop.name} (${crop.variety})` : crop.name}
            <span className={`badge ${STATUS_BADGE[crop.status]}`}>{statusLabel(crop.status)}</span>
          </span>
        }
        description={
          <>
            {cropsText.t('cropSummary', {
              field: crop.field_name,
              area: plainNumber(crop.area),
              unit: areaUnitLabel(crop.area_unit),
              season: crop.season,
            })}
            <br />
            {cropsText.t('plantedOn', { date: crop.planting_date })}
            {crop.expected_harvest_date &&
              ` · ${cropsText.t('harvestExpected', { date: crop.expected_harvest_date })}`}
          </>
        }
        actions={
          <>
            {mayEdit && <StatusControl key={crop.status} farmId={farmId} crop={crop} />}
            {mayEdit && (
              <button type="button" className="btn btn-sm" onClick={() => setEditing(true)}>
                {cropsText.t('editCrop')}
              </button>
            )}
            {mayDelete && <DeleteCrop farmId={farmId} crop={crop} listHref={listHref} />}
          </>
        }
      />
      {editing && <AddCropDialog farmId={farmId} crop={crop} onClose={() => setEditing(false)} />}
      {crop.notes && <p className="mb-4 text-sm whitespace-pre-line">{crop.notes}</p>}
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="grid gap-4 lg:col-span-2">
          <StageTimeline farmId={farmId} crop={crop} mayEdit={mayEdit} />
          <HarvestList farmId={farmId} crop={crop} mayRecord={mayRecord} />
          <CropTasks farmId={farmId} crop={crop} />
        </div>
        <div className="grid content-start gap-4">
          <YieldVsPlan crop={crop} />
          <CropCosts crop={crop} />
        </div>
      </div>
    </>
  );
}
