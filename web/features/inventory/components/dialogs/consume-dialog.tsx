// Consume (SPEC §4: inputs and products with quantity above 0): how much was used and a note. The server is
// the judge of what is there — the list may be stale — and a 409 shows its message (issue 3 §4).
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { InventoryItem } from '@/shared/contracts/inventory';
import { TextField } from '@/web/components/form/text-field';
import { formatQuantity } from '@/shared/ui/inventory/labels';
import { STOCK_ACTION_FAILED } from '@/shared/inventory/stock-action-messages';
import { failureMessage, showFieldErrors } from '@/shared/inventory/form-errors';
import { useStockAction } from '../../hooks/use-stock-action';
import { DialogForm } from './dialog-form';

type Values = { quantity: string; note: string };
const FIELDS = ['quantity', 'note'] as const;

export function ConsumeDialog({ item, onClose }: { item: InventoryItem; onClose: () => void }) {
  const form = useForm<Values>({ defaultValues: { quantity: '', note: '' } });
  const [error, setError] = useState<string | null>(null);
  const consume = useStockAction(item, 'consume', onClose);
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await consume.mutateAsync({ quantity: values.quantity, note: values.note });
    } catch (failure) {
      if (!showFieldErrors(failure, form.setError, FIELDS))
        setError(failureMessage(failure, STOCK_ACTION_FAILED.consume));
    }
  });

  return (
    <DialogForm
      title={`Consume ${item.name}`}
      submitLabel="Consume"
      onClose={onClose}
      onSubmit={onSubmit}
      pending={consume.isPending}
      error={error}
      intro={
        <p>
          Available:{' '}
          <strong>
            {formatQuantity(item.quantity)} {item.unit}
          </strong>{' '}
          in {item.location_name}
        </p>
      }
    >
      <TextField
        label="Quantity"
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        hint={`In ${item.unit}`}
        error={errors.quantity?.message}
        {...form.register('quantity')}
      />
      <TextField
        label="Note"
        hint="Optional: what it was used for"
        error={errors.note?.message}
        {...form.register('note')}
      />
    </DialogForm>
  );
}
