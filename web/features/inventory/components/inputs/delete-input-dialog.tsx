// Delete with confirmation (docs/product/inventory.md made real). The server refuses an item with stock or history; its message
// is shown in the dialog and the item stays.
import { useState } from 'react';
import toast from 'react-hot-toast';
import type { InventoryItem } from '@/shared/contracts/inventory';
import { failureMessage } from '@/shared/api/form-errors';
import { useDeleteItem } from '../../hooks/use-item-writes';
import { DialogForm } from '../dialogs/dialog-form';
import { inventoryText } from '@/web/features/inventory/i18n';

export function DeleteInputDialog({ item, onClose }: { item: InventoryItem; onClose: () => void }) {
  const remove = useDeleteItem(item);
  const [error, setError] = useState<string | null>(null);
  return (
    <DialogForm
      title={`Delete ${item.name}?`}
      submitLabel="Delete"
      danger
      onClose={onClose}
      pending={remove.isPending}
      error={error}
      onSubmit={(event) => {
        event.preventDefault();
        setError(null);
        remove.mutate(undefined, {
          onSuccess: (message) => {
            toast.success(message || `${item.name} was deleted.`);
            onClose();
          },
          onError: (failure) => setError(failureMessage(failure, 'Failed to delete inventory item')),
        });
      }}
    >
      <p className="text-sm">{inventoryText.t('thisRemovesNameFromThe', { name: item.name })}</p>
    </DialogForm>
  );
}
