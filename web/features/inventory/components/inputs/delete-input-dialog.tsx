// Delete with confirmation (docs/product/inventory.md made real). The server refuses an item with stock or history; its message
// is shown in the dialog and the item stays.
import { useState } from 'react';
import toast from 'react-hot-toast';
import type { InventoryItem } from '@/shared/contracts/inventory';
import { failureMessage, serverSuccessMessage } from '@/shared/api/form-errors';
import { apiText } from '@/shared/api/i18n';
import { useDeleteItem } from '../../hooks/use-item-writes';
import { DialogForm } from '../dialogs/dialog-form';
import { inventoryText } from '@/web/features/inventory/i18n';

export function DeleteInputDialog({ item, onClose }: { item: InventoryItem; onClose: () => void }) {
  const remove = useDeleteItem(item);
  const [error, setError] = useState<string | null>(null);
  return (
    <DialogForm
      title={inventoryText.t('deleteTitle', { name: item.name })}
      submitLabel={inventoryText.t('delete')}
      danger
      onClose={onClose}
      pending={remove.isPending}
      error={error}
      onSubmit={(event) => {
        event.preventDefault();
        setError(null);
        remove.mutate(undefined, {
          onSuccess: (message) => {
            toast.success(
              serverSuccessMessage(message, inventoryText.t('nameWasDeleted', { name: item.name })),
            );
            onClose();
          },
          onError: (failure) => setError(failureMessage(failure, apiText.t('inventoryDeleteError'))),
        });
      }}
    >
      <p className="text-sm">{inventoryText.t('thisRemovesNameFromThe', { name: item.name })}</p>
    </DialogForm>
  );
}
