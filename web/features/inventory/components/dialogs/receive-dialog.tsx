// Receive stock: a delivery adds to the item, optionally at a new unit cost and from a supplier.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { InventoryItem } from '@/shared/contracts/inventory';
import type { Supplier } from '@/shared/api/suppliers';
import { Spinner } from '@/shared/ui/spinner';
import { SelectField } from '@/web/components/form/select-field';
import { TextField } from '@/web/components/form/text-field';
import { formatStock, unitLabel } from '@/shared/inventory/labels';
import { STOCK_ACTION_FAILED } from '@/shared/inventory/stock-action-messages';
import { blankToNull, failureMessage, showFieldErrors } from '@/shared/api/form-errors';
import { useFarmSuppliers } from '../../hooks/use-lookups';
import { useStockAction } from '../../hooks/use-stock-action';
import { Modal } from '../modal';
import { DialogForm } from './dialog-form';
import { MARK, withNode } from '../with-node';
import { inventoryText } from '@/web/features/inventory/i18n';

type Values = { quantity: string; unit_cost: string; supplier_id: string; note: string };
const FIELDS = ['quantity', 'unit_cost', 'supplier_id', 'note'] as const;

type Props = { item: InventoryItem; onClose: () => void };

/** The form mounts once the suppliers are there, so the select shows the item's supplier from the start. */
export function ReceiveDialog({ item, onClose }: Props) {
  const suppliers = useFarmSuppliers(item.farm_id);
  if (suppliers.isPending)
    return (
      <Modal title={inventoryText.t('receiveTitle', { name: item.name })} onClose={onClose}>
        <Spinner label={inventoryText.t('loading')} />
      </Modal>
    );
  return <ReceiveForm item={item} onClose={onClose} suppliers={suppliers.data ?? []} />;
}

function ReceiveForm({ item, onClose, suppliers }: Props & { suppliers: Supplier[] }) {
  const form = useForm<Values>({
    defaultValues: { quantity: '', unit_cost: '', supplier_id: item.supplier_id ?? '', note: '' },
  });
  const [error, setError] = useState<string | null>(null);
  const receive = useStockAction(item, 'receive', onClose);
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await receive.mutateAsync({
        quantity: values.quantity,
        unit_cost: blankToNull(values.unit_cost),
        supplier_id: blankToNull(values.supplier_id),
        note: values.note,
      });
    } catch (failure) {
      if (!showFieldErrors(failure, form.setError, FIELDS))
        setError(failureMessage(failure, STOCK_ACTION_FAILED.receive));
    }
  });

  return (
    <DialogForm
      title={inventoryText.t('receiveTitle', { name: item.name })}
      submitLabel={inventoryText.t('receiveStock')}
      onClose={onClose}
      onSubmit={onSubmit}
      pending={receive.isPending}
      error={error}
      intro={
        <p>
          {withNode(
            inventoryText.t('inStockIn', { stock: MARK, location: item.location_name }),
            <strong>{formatStock(item.quantity, item.unit)}</strong>,
          )}
        </p>
      }
    >
      <TextField
        label={inventoryText.t('quantity')}
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        hint={inventoryText.t('inUnit', { unit: unitLabel(item.unit) })}
        error={errors.quantity?.message}
        {...form.register('quantity')}
      />
      <TextField
        label={inventoryText.t('unitCost')}
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        hint={inventoryText.t('optionalInCurrencyPerUnit', {
          currency: item.currency,
          unit: unitLabel(item.unit, 1),
        })}
        error={errors.unit_cost?.message}
        {...form.register('unit_cost')}
      />
      <SelectField
        label={inventoryText.t('supplier')}
        options={[
          { value: '', label: inventoryText.t('noSupplier') },
          ...suppliers.map((s) => ({ value: s.id, label: s.name })),
        ]}
        error={errors.supplier_id?.message}
        {...form.register('supplier_id')}
      />
      <TextField
        label={inventoryText.t('note')}
        hint={inventoryText.t('receiveNoteHint')}
        error={errors.note?.message}
        {...form.register('note')}
      />
    </DialogForm>
  );
}
