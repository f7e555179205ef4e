// locations/edit/{locationId} (docs/product/storage-locations.md): the location form on its own page, for links and bookmarks; the
// table edits in the modal instead. Saving returns to the location.
import { useId } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { apiText, localizeApiMessage } from '@/shared/api/i18n';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { useFarmCan } from '@/web/lib/farm-permissions';
import { useSaveLocation } from '../hooks/use-location-writes';
import { useStorageLocation } from '../hooks/use-storage-locations';
import { locationPaths, type LocationArea } from '../location-paths';
import { LocationForm } from './location-form';
import { toLocationInput } from './location-form-schema';
import { PageHeader } from '@/web/components/page-header';
import { ErrorState, LoadingState } from '@/web/components/query-states';
import { storageLocationsText } from '@/web/features/storage-locations/i18n';

export function LocationEditPage({
  farmId,
  locationId,
  area = 'farm',
}: {
  farmId: string;
  locationId: string;
  area?: LocationArea;
}) {
  const formId = useId();
  const query = useStorageLocation(locationId, area === 'farm' ? farmId : undefined);
  const save = useSaveLocation();
  const navigate = useNavigate();
  const can = useFarmCan();
  const location = query.data;
  const links = locationPaths(area, location?.farm_id ?? farmId);
  useDocumentTitle(
    location
      ? storageLocationsText.t('editName', { name: location.name })
      : storageLocationsText.t('editStorageLocation'),
  );

  if (query.isPending) return <LoadingState label={storageLocationsText.t('loadingTheStorageLocation')} />;
  if (!location)
    return (
      <ErrorState
        message={localizeApiMessage(query.error?.message) || apiText.t('storageLoadError')}
        onRetry={() => void query.refetch()}
      />
    );
  // A location of another farm (the inventory area) is that farm's to change (docs/decisions/035).
  if (!can(location.farm_id, 'inventory.edit'))
    return <ErrorState message={storageLocationsText.t('yourRoleDoesNotAllowEditing')} />;

  return (
    <>
      <PageHeader title={storageLocationsText.t('editName', { name: location.name })} />
      <div className="card max-w-3xl border border-base-300 bg-base-100">
        <div className="card-body">
          <LocationForm
            key={location.updated_at}
            formId={formId}
            location={location}
            onSubmit={async (values) => {
              await save.mutateAsync({ id: location.id, input: toLocationInput(values, location.farm_id) });
              navigate(links.view(location.id));
            }}
          />
          <div className="mt-4 flex gap-2">
            <button type="submit" form={formId} className="btn btn-primary" disabled={save.isPending}>
              {save.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
              {storageLocationsText.t('saveChanges')}
            </button>
            <Link to={links.view(location.id)} className="btn btn-ghost">
              {storageLocationsText.t('cancel')}
            </Link>
          </div>
        </div>
      </div>
    </>
  );
}
