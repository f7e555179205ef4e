// docs/product/storage-locations.md: "A modal adds or edits a location" (docs/product/storage-locations.md: add or edit mode). It closes after a saved answer and
// stays open on failure, with the server's messages under the fields.
import { useEffect, useId } from 'react';
import type { StorageLocation } from '@/shared/api/storage-locations';
import { useSaveLocation } from '../hooks/use-location-writes';
import { LocationForm } from './location-form';
import { toLocationInput } from './location-form-schema';
import { storageLocationsText } from '@/web/features/storage-locations/i18n';

export interface LocationModalProps {
  farmId: string;
  /** Edit mode with the location; add mode without. */
  location?: StorageLocation;
  onClose: () => void;
}

export function LocationModal({ farmId, location, onClose }: LocationModalProps) {
  const titleId = useId();
  const formId = useId();
  const save = useSaveLocation();
  const editing = Boolean(location);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !save.isPending) onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose, save.isPending]);

  return (
    <div className="modal modal-open" role="dialog" aria-modal="true" aria-labelledby={titleId}>
      <div className="modal-box max-w-2xl">
        <h2 id={titleId} className="mb-4 text-lg font-bold">
          {editing
            ? storageLocationsText.t('editName', { name: location!.name })
            : storageLocationsText.t('addStorageLocation')}
        </h2>
        <LocationForm
          formId={formId}
          location={location}
          onSubmit={async (values) => {
            await save.mutateAsync({ id: location?.id, input: toLocationInput(values, farmId) });
            onClose();
          }}
        />
        <div className="modal-action">
          <button type="button" className="btn btn-ghost" onClick={onClose} disabled={save.isPending}>
            {storageLocationsText.t('cancel')}
          </button>
          <button type="submit" form={formId} className="btn btn-primary" disabled={save.isPending}>
            {save.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {editing ? storageLocationsText.t('saveChanges') : storageLocationsText.t('addLocation')}
          </button>
        </div>
      </div>
      <div className="modal-backdrop" aria-hidden="true" onClick={save.isPending ? undefined : onClose} />
    </div>
  );
}
