// Deleting a storage location asks first. The server refuses (409) while the location holds stock or has items
// on record; that message is shown here as well as in the failure toast.
import type { StorageLocation } from '@/shared/api/storage-locations';
import { FormAlert } from '@/web/components/form/form-alert';
import { failureDetail, useDeleteLocation } from '../hooks/use-location-writes';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { storageLocationsText } from '@/web/features/storage-locations/i18n';

export interface DeleteLocationDialogProps {
  location: Pick<StorageLocation, 'id' | 'name'>;
  onClose: () => void;
  onDeleted?: () => void;
}

export function DeleteLocationDialog({ location, onClose, onDeleted }: DeleteLocationDialogProps) {
  const remove = useDeleteLocation();
  const confirm = () =>
    remove.mutate(location.id, {
      onSuccess: () => {
        onClose();
        onDeleted?.();
      },
    });
  return (
    <ConfirmDialog
      title={storageLocationsText.t('deleteTitle', { name: location.name })}
      confirmLabel={storageLocationsText.t('deleteLocation')}
      onConfirm={confirm}
      onCancel={onClose}
      busy={remove.isPending}
    >
      <p>{storageLocationsText.t('theLocationIsRemovedFor')}</p>
      {remove.isError && <FormAlert kind="error">{failureDetail(remove.error)}</FormAlert>}
    </ConfirmDialog>
  );
}
