// The stock dialogs that ask only how much and why: consume (docs/product/inventory.md: inputs and products with quantity above
// 0), harvest in and sale out (products). The server is the judge of what is there — the list may be stale —
// and a 409 shows its message.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { InventoryItem } from '@/shared/contracts/inventory';
import { failureMessage, showFieldErrors } from '@/shared/api/form-errors';
import { STOCK_ACTION_FAILED } from '@/shared/inventory/stock-action-messages';
import { formatQuantity } from '@/shared/ui/inventory/labels';
import { TextField } from '@/web/components/form/text-field';
import { useStockAction } from '../../hooks/use-stock-action';
import { DialogForm } from './dialog-form';
import { inventoryText } from '@/web/features/inventory/i18n';

type QuantityNoteAction = 'consume' | 'harvest' | 'sale';
type Values = { quantity: string; note: string };
const FIELDS = ['quantity', 'note'] as const;

const WORDING: Record<
  QuantityNoteAction,
  { title: string; submit: string; stockLabel: string; noteHint: string; failed: string }
> = {
  consume: {
    title: 'Consume',
    submit: 'Consume',
    stockLabel: 'Available',
    noteHint: 'Optional: what it was used for',
    failed: STOCK_ACTION_FAILED.consume,
  },
  harvest: {
    title: 'Record harvest of',
    submit: 'Record harvest',
    stockLabel: 'In stock',
    noteHint: 'Optional: field, block or grade',
    failed: 'Failed to record the harvest',
  },
  sale: {
    title: 'Record sale of',
    submit: 'Record sale',
    stockLabel: 'Available',
    noteHint: 'Optional: buyer, invoice or market',
    failed: 'Failed to record the sale',
  },
};

type Props = { item: InventoryItem; onClose: () => void };

function QuantityNoteDialog({ item, onClose, action }: Props & { action: QuantityNoteAction }) {
  const words = WORDING[action];
  const form = useForm<Values>({ defaultValues: { quantity: '', note: '' } });
  const [error, setError] = useState<string | null>(null);
  const change = useStockAction(item, action, onClose);
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await change.mutateAsync({ quantity: values.quantity, note: values.note });
    } catch (failure) {
      if (!showFieldErrors(failure, form.setError, FIELDS)) setError(failureMessage(failure, words.failed));
    }
  });

  return (
    <DialogForm
      title={`${words.title} ${item.name}`}
      submitLabel={words.submit}
      onClose={onClose}
      onSubmit={onSubmit}
      pending={change.isPending}
      error={error}
      intro={
        <p>
          {words.stockLabel}:{' '}
          <strong>
            {formatQuantity(item.quantity)} {item.unit}
          </strong>{' '}
          in {item.location_name}
        </p>
      }
    >
      <TextField
        label={inventoryText.t('quantity')}
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        hint={`In ${item.unit}`}
        error={errors.quantity?.message}
        {...form.register('quantity')}
      />
      <TextField
        label={inventoryText.t('note')}
        hint={words.noteHint}
        error={errors.note?.message}
        {...form.register('note')}
      />
    </DialogForm>
  );
}

export const ConsumeDialog = (props: Props) => <QuantityNoteDialog {...props} action="consume" />;
export const HarvestDialog = (props: Props) => <QuantityNoteDialog {...props} action="harvest" />;
export const SaleDialog = (props: Props) => <QuantityNoteDialog {...props} action="sale" />;
