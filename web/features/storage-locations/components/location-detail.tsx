// A storage location's page (docs/product/storage-locations.md locations/{locationId}): its facts, its usage and, in `itemsSlot`, the
// stock held there (the route module passes the inventory feature's table; features never import each other).
import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Pencil, Trash2 } from 'lucide-react';
import type { StorageLocation } from '@/shared/api/storage-locations';
import { apiText, localizeApiMessage } from '@/shared/api/i18n';
import { formatNumber } from '@/shared/i18n/format';
import { useBreadcrumbName } from '@/web/lib/breadcrumb-name';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { useRecordAbilities } from '@/web/lib/farm-permissions';
import { capacityLabel, isAreaUnit, locationTypeLabel, securityLabel } from '../location-labels';
import { locationPaths, type LocationArea } from '../location-paths';
import { useStorageLocation } from '../hooks/use-storage-locations';
import { ConditionsCell } from './conditions-cell';
import { DeleteLocationDialog } from './delete-location-dialog';
import { UncountedNote } from '@/shared/ui/inventory/uncounted-note';
import { PageHeader } from '@/web/components/page-header';
import { ErrorState, LoadingState } from '@/web/components/query-states';
import { UsageBar } from '@/shared/ui/inventory/usage-bar';
import { storageLocationsText } from '@/web/features/storage-locations/i18n';

export interface LocationDetailProps {
  farmId: string;
  locationId: string;
  area?: LocationArea;
  /** The stock table; a function gets the loaded location (its farm_id may differ in the inventory area). */
  itemsSlot?: ReactNode | ((location: StorageLocation) => ReactNode);
}

export function LocationDetail({ farmId, locationId, area = 'farm', itemsSlot }: LocationDetailProps) {
  // In the inventory area the location may belong to any of the user's farms: ask without the farm scope.
  const query = useStorageLocation(locationId, area === 'farm' ? farmId : undefined);
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const location = query.data;
  // docs/decisions/035: the location's own farm decides (in the inventory area it may be another farm).
  const may = useRecordAbilities(location?.farm_id, 'inventory');
  const links = locationPaths(area, location?.farm_id ?? farmId);
  useDocumentTitle(location?.name ?? storageLocationsText.t('storageLocation'));
  useBreadcrumbName(location?.name);

  if (query.isPending) return <LoadingState label={storageLocationsText.t('loadingTheStorageLocation')} />;
  if (!location)
    return (
      <>
        <ErrorState
          message={localizeApiMessage(query.error?.message) || apiText.t('storageLoadError')}
          onRetry={() => void query.refetch()}
        />
        <Link to={links.list} className="btn btn-sm mt-4">
          {storageLocationsText.t('backToStorageLocations')}
        </Link>
      </>
    );

  const facts: [string, ReactNode][] = [
    [storageLocationsText.t('type'), locationTypeLabel(location.type)],
    [storageLocationsText.t('capacity'), capacityLabel(location)],
    [
      storageLocationsText.t('locationDescription'),
      location.address ?? storageLocationsText.t('notRecorded'),
    ],
    [
      storageLocationsText.t('conditions'),
      <ConditionsCell key="c" conditions={location.storage_conditions} />,
    ],
    [storageLocationsText.t('security'), securityLabel(location.security_level)],
    [storageLocationsText.t('items'), formatNumber(location.item_count)],
  ];

  return (
    <>
      <PageHeader
        title={location.name}
        description={location.description}
        actions={
          <>
            {may.edit && (
              <Link to={links.edit(location.id)} className="btn btn-sm">
                <Pencil className="h-4 w-4" aria-hidden="true" /> {storageLocationsText.t('edit')}
              </Link>
            )}
            {may.delete && (
              <button
                type="button"
                className="btn btn-sm btn-ghost text-error"
                onClick={() => setDeleting(true)}
              >
                <Trash2 className="h-4 w-4" aria-hidden="true" /> {storageLocationsText.t('delete')}
              </button>
            )}
          </>
        }
      />
      <section
        aria-label={storageLocationsText.t('locationDetails')}
        className="card mb-6 border border-base-300 bg-base-100"
      >
        <div className="card-body gap-5">
          <div>
            <h2 className="mb-2 text-sm font-semibold uppercase tracking-wide text-base-content/60">
              {storageLocationsText.t('usage')}
            </h2>
            <UsageBar location={location} className="max-w-md" />
            {isAreaUnit(location.capacity_unit) ? (
              <p className="mt-1 text-xs text-base-content/60">
                {storageLocationsText.t('spaceInUseIsEntered')}
              </p>
            ) : (
              <UncountedNote location={location} />
            )}
          </div>
          <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
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
      <section aria-labelledby="location-items">
        <h2 id="location-items" className="mb-3 text-lg font-semibold">
          {storageLocationsText.t('stockHeldHere')}
        </h2>
        {(typeof itemsSlot === 'function' ? itemsSlot(location) : itemsSlot) ?? (
          <p className="text-sm text-base-content/70">
            {location.item_count === 0
              ? storageLocationsText.t('nothingIsStoredHereYet')
              : storageLocationsText.t('itemsStoredHere', { count: location.item_count })}
          </p>
        )}
      </section>
      {deleting && (
        <DeleteLocationDialog
          location={location}
          onClose={() => setDeleting(false)}
          onDeleted={() => navigate(links.list, { replace: true })}
        />
      )}
    </>
  );
}
