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
      title={suppliersText.t('deleteTitle', { name: supplier.name })}
      confirmLabel={suppliersText.t('deleteSupplier')}
      onConfirm={confirm}
      onCancel={onClose}
      busy={remove.isPending}
    >
      <p>{suppliersText.t('supplierRemovedFromFarm', { count: supplier.item_count })}</p>
      {remove.isError && <FormAlert kind="error">{failureDetail(remove.error)}</FormAlert>}
    </ConfirmDialog>
  );
}
