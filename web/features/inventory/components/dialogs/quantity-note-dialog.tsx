// The stock dialogs that ask only how much and why: consume (docs/product/inventory.md: inputs and products with quantity above
// 0), harvest in and sale out (products). The server is the judge of what is there — the list may be stale —
// and a 409 shows its message.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { InventoryItem } from '@/shared/contracts/inventory';
import { failureMessage, showFieldErrors } from '@/shared/api/form-errors';
import { STOCK_ACTION_FAILED } from '@/shared/inventory/stock-action-messages';
import { formatStock, unitLabel } from '@/shared/inventory/labels';
import { TextField } from '@/web/components/form/text-field';
import { useStockAction } from '../../hooks/use-stock-action';
import { DialogForm } from './dialog-form';
import { MARK, withNode } from '../with-node';
import { inventoryText } from '@/web/features/inventory/i18n';

type QuantityNoteAction = 'consume' | 'harvest' | 'sale';
type Values = { quantity: string; note: string };
const FIELDS = ['quantity', 'note'] as const;

type Key = (typeof inventoryText.keys)[number];

/** Catalogue keys of each dialog's words (inventory i18n); `failed` is read when a write fails. */
const WORDING: Record<
  QuantityNoteAction,
  { title: Key; submit: Key; stock: Key; noteHint: Key; failed: () => string }
> = {
  consume: {
    title: 'consumeTitle',
    submit: 'consume',
    stock: 'availableIn',
    noteHint: 'consumeNoteHint',
    failed: () => STOCK_ACTION_FAILED.consume,
  },
  harvest: {
    title: 'recordHarvestTitle',
    submit: 'recordHarvest',
    stock: 'inStockIn',
    noteHint: 'harvestNoteHint',
    failed: () => inventoryText.t('failedToRecordTheHarvest'),
  },
  sale: {
    title: 'recordSaleTitle',
    submit: 'recordSale',
    stock: 'availableIn',
    noteHint: 'saleNoteHint',
    failed: () => inventoryText.t('failedToRecordTheSale'),
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
      if (!showFieldErrors(failure, form.setError, FIELDS)) setError(failureMessage(failure, words.failed()));
    }
  });

  return (
    <DialogForm
      title={inventoryText.t(words.title, { name: item.name })}
      submitLabel={inventoryText.t(words.submit)}
      onClose={onClose}
      onSubmit={onSubmit}
      pending={change.isPending}
      error={error}
      intro={
        <p>
          {withNode(
            inventoryText.t(words.stock, { stock: MARK, location: item.location_name }),
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
        label={inventoryText.t('note')}
        hint={inventoryText.t(words.noteHint)}
        error={errors.note?.message}
        {...form.register('note')}
      />
    </DialogForm>
  );
}

export const ConsumeDialog = (props: Props) => <QuantityNoteDialog {...props} action="consume" />;
export const HarvestDialog = (props: Props) => <QuantityNoteDialog {...props} action="harvest" />;
export const SaleDialog = (props: Props) => <QuantityNoteDialog {...props} action="sale" />;
