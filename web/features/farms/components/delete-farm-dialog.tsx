// Deleting a farm: a farm with stock or history is archived, not destroyed. The dialog says so
// before, and shows the server's outcome message after.
import { useState } from 'react';
import type { Farm } from '@/shared/api/farms';
import { FormAlert } from '@/web/components/form/form-alert';
import { useDeleteFarm } from '../hooks/use-farm-mutations';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { farmsText } from '@/web/features/farms/i18n';

export const ARCHIVE_EXPLANATION =
  'If this farm holds stock or has any stock history, it is archived instead of deleted: it leaves your farm lists, its records are kept, and you can restore it from the archived farms. A farm with nothing recorded is deleted for good.';

export interface DeleteFarmDialogProps {
  farm: Pick<Farm, 'id' | 'name' | 'status'>;
  onClose: () => void;
  /** After the server answered: where to go now that the farm is gone or archived. */
  onDone: (outcome: 'deleted' | 'archived') => void;
}

export function DeleteFarmDialog({ farm, onClose, onDone }: DeleteFarmDialogProps) {
  const remove = useDeleteFarm();
  const [failure, setFailure] = useState<string | null>(null);
  const result = remove.data;

  const confirm = () => {
    setFailure(null);
    remove.mutate(farm.id, {
      onError: (error) => setFailure(error.message || 'The farm could not be deleted. Please try again.'),
    });
  };

  return (
    <ConfirmDialog
      title={
        result
          ? result.outcome === 'archived'
            ? farmsText.t('farmArchived')
            : farmsText.t('farmDeleted')
          : `Delete ${farm.name}?`
      }
      confirmLabel="Delete farm"
      onConfirm={confirm}
      onCancel={result ? () => onDone(result.outcome) : onClose}
      busy={remove.isPending}
      footer={
        result && (
          <button type="button" className="btn btn-primary" onClick={() => onDone(result.outcome)} autoFocus>
            Close
          </button>
        )
      }
    >
      {result ? (
        <FormAlert kind={result.outcome === 'archived' ? 'info' : 'success'}>{result.message}</FormAlert>
      ) : (
        <>
          <p>{ARCHIVE_EXPLANATION}</p>
          {farm.status === 'archived' && <p>{farmsText.t('thisFarmIsAlreadyArchived')}</p>}
          {failure && <FormAlert kind="error">{failure}</FormAlert>}
        </>
      )}
    </ConfirmDialog>
  );
}
