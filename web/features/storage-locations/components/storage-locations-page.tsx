// docs/product/storage-locations.md storage locations screen for one farm: the table, the add/edit modal and delete with confirmation.
// A failed load shows the docs/product/storage-locations.md message with Retry and no sample locations (docs/decisions/002).
import { useState, type ReactNode } from 'react';
import { Plus } from 'lucide-react';
import type { StorageLocation } from '@/shared/api/storage-locations';
import { apiText } from '@/shared/api/i18n';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { useRecordAbilities } from '@/web/lib/farm-permissions';
import { useStorageLocations } from '../hooks/use-storage-locations';
import { locationPaths, type LocationArea } from '../location-paths';
import { DeleteLocationDialog } from './delete-location-dialog';
import { LocationModal } from './location-modal';
import { PageHeader } from '@/web/components/page-header';
import { ErrorState, LoadingState } from '@/web/components/query-states';
import { StorageTable } from './storage-table';
import { storageLocationsText } from '@/web/features/storage-locations/i18n';

export interface StorageLocationsPageProps {
  farmId: string;
  area: LocationArea;
  /** Shown under the title (the farm's name). */
  farmName?: string;
  /** Beside the add button (the farm switcher in the inventory area). */
  toolbar?: ReactNode;
}

type ModalState = { mode: 'add' } | { mode: 'edit'; location: StorageLocation } | null;

export function StorageLocationsPage({ farmId, area, farmName, toolbar }: StorageLocationsPageProps) {
  // docs/decisions/035: adding, editing and deleting a location need inventory.create, .edit and .delete.
  const may = useRecordAbilities(farmId, 'inventory');
  useDocumentTitle(storageLocationsText.t('storageLocations'));
  const query = useStorageLocations(farmId);
  const [modal, setModal] = useState<ModalState>(null);
  const [deleting, setDeleting] = useState<StorageLocation | null>(null);
  const links = locationPaths(area, farmId);

  return (
    <>
      <PageHeader
        title={storageLocationsText.t('storageLocations')}
        description={
          farmName
            ? storageLocationsText.t('whereFarmKeepsStock', { farmName })
            : storageLocationsText.t('whereThisFarmKeepsIts')
        }
        actions={
          <>
            {toolbar}
            {may.create && (
              <button
                type="button"
                className="btn btn-primary btn-sm"
                onClick={() => setModal({ mode: 'add' })}
              >
                <Plus className="h-4 w-4" aria-hidden="true" /> {storageLocationsText.t('addLocation')}
              </button>
            )}
          </>
        }
      />
      {query.isPending ? (
        <LoadingState label={storageLocationsText.t('loadingStorageLocations')} />
      ) : query.isError ? (
        <ErrorState message={apiText.t('storageLoadError')} onRetry={() => void query.refetch()} />
      ) : (
        <StorageTable
          locations={query.data}
          viewPath={(location) => links.view(location.id)}
          onEdit={may.edit ? (location) => setModal({ mode: 'edit', location }) : undefined}
          onDelete={may.delete ? setDeleting : undefined}
        />
      )}
      {modal && (
        <LocationModal
          farmId={farmId}
          location={modal.mode === 'edit' ? modal.location : undefined}
          onClose={() => setModal(null)}
        />
      )}
      {deleting && <DeleteLocationDialog location={deleting} onClose={() => setDeleting(null)} />}
    </>
  );
}
