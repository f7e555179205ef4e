// Count adjustment: the quantity counted on the shelf; the ledger records the difference, and a
// reason is required so the history explains it.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { InventoryItem } from '@/shared/contracts/inventory';
import { TextField } from '@/web/components/form/text-field';
import { formatStock, unitLabel } from '@/shared/inventory/labels';
import { failureMessage, showFieldErrors } from '@/shared/api/form-errors';
import { useStockAction } from '../../hooks/use-stock-action';
import { DialogForm } from './dialog-form';
import { MARK, withNode } from '../with-node';
import { inventoryText } from '@/web/features/inventory/i18n';

type Values = { counted_quantity: string; note: string };
const FIELDS = ['counted_quantity', 'note'] as const;

export function AdjustDialog({ item, onClose }: { item: InventoryItem; onClose: () => void }) {
  const form = useForm<Values>({ defaultValues: { counted_quantity: '', note: '' } });
  const [error, setError] = useState<string | null>(null);
  const adjust = useStockAction(item, 'adjust', onClose);
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await adjust.mutateAsync(values);
    } catch (failure) {
      if (!showFieldErrors(failure, form.setError, FIELDS))
        setError(failureMessage(failure, inventoryText.t('failedToRecordTheCount')));
    }
  });

  return (
    <DialogForm
      title={inventoryText.t('countTitle', { name: item.name })}
      submitLabel={inventoryText.t('recordCount')}
      onClose={onClose}
      onSubmit={onSubmit}
      pending={adjust.isPending}
      error={error}
      intro={
        <p>
          {withNode(
            inventoryText.t('recordsSay', { stock: MARK, location: item.location_name }),
            <strong>{formatStock(item.quantity, item.unit)}</strong>,
          )}
        </p>
      }
    >
      <TextField
        label={inventoryText.t('countedQuantity')}
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        hint={inventoryText.t('inUnit', { unit: unitLabel(item.unit) })}
        error={errors.counted_quantity?.message}
        {...form.register('counted_quantity')}
      />
      <TextField
        label={inventoryText.t('reason')}
        hint={inventoryText.t('reasonHint')}
        error={errors.note?.message}
        {...form.register('note')}
      />
    </DialogForm>
  );
}
