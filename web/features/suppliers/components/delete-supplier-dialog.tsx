// Deleting a supplier asks first; the items and receipts that named it keep their history without a supplier.
import type { Supplier } from '@/shared/api/suppliers';
import { FormAlert } from '@/web/components/form/form-alert';
import { failureDetail, useDeleteSupplier } from '../hooks/use-supplier-writes';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { suppliersText } from '@/web/features/suppliers/i18n';

export function DeleteSupplierDialog({
  supplier,
  onClose,
  onDeleted,
}: {
  supplier: Pick<Supplier, 'id' | 'name' | 'item_count'>;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const remove = useDeleteSupplier();
  const confirm = () =>
    remove.mutate(supplier.id, {
      onSuccess: () => {
        onClose();
        onDeleted?.();
      },
    });
  return (
    <ConfirmDialog
      title={`Delete ${supplier.name}?`}
      confirmLabel="Delete supplier"
      onConfirm={confirm}
      onCancel={onClose}
      busy={remove.isPending}
    >
      <p>
        {suppliersText.t('theSupplierIsRemovedFrom', {
          value:
            supplier.item_count > 0 &&
            ` The ${supplier.item_count === 1 ? 'item' : `${supplier.item_count} items`} it supplied and their receipts are kept, with no supplier named.`,
        })}
      </p>
      {remove.isError && <FormAlert kind="error">{failureDetail(remove.error)}</FormAlert>}
    </ConfirmDialog>
  );
}
