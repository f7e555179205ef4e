// Deleting a farm: a farm with stock or history is archived, not destroyed. The dialog says so
// before, and shows the server's outcome message after.
import { useState } from 'react';
import type { Farm } from '@/shared/api/farms';
import { localizeApiMessage } from '@/shared/api/i18n';
import { serverSuccessMessage } from '@/shared/api/form-errors';
import { FormAlert } from '@/web/components/form/form-alert';
import { useDeleteFarm } from '../hooks/use-farm-mutations';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { farmsText } from '@/web/features/farms/i18n';

/** The explanation in English (docs/product/farms.md); the dialog shows it in the current language. */
export const ARCHIVE_EXPLANATION = farmsText.tIn('en', 'archiveExplanation');

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
      onError: (error) =>
        setFailure(localizeApiMessage(error.message) || farmsText.t('farmCouldNotBeDeleted')),
    });
  };

  return (
    <ConfirmDialog
      title={
        result
          ? result.outcome === 'archived'
            ? farmsText.t('farmArchived')
            : farmsText.t('farmDeleted')
          : farmsText.t('deleteFarmTitle', { name: farm.name })
      }
      confirmLabel={farmsText.t('deleteFarm')}
      onConfirm={confirm}
      onCancel={result ? () => onDone(result.outcome) : onClose}
      busy={remove.isPending}
      footer={
        result && (
          <button type="button" className="btn btn-primary" onClick={() => onDone(result.outcome)} autoFocus>
            {farmsText.t('close')}
          </button>
        )
      }
    >
      {result ? (
        <FormAlert kind={result.outcome === 'archived' ? 'info' : 'success'}>
          {serverSuccessMessage(
            result.message,
            farmsText.t(result.outcome === 'archived' ? 'farmArchivedMessage' : 'farmDeletedMessage'),
          )}
        </FormAlert>
      ) : (
        <>
          <p>{farmsText.t('archiveExplanation')}</p>
          {farm.status === 'archived' && <p>{farmsText.t('thisFarmIsAlreadyArchived')}</p>}
          {failure && <FormAlert kind="error">{failure}</FormAlert>}
        </>
      )}
    </ConfirmDialog>
  );
}
