// Consume, transfer or receive from the popup with the web app's validation and messages: the
// shared fetcher checks the input with the contract the server uses (per-field messages), and a failure reads
// as in the web dialogs. Offline, or when the call gets no answer, the action is queued.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { ApiClient } from '@/shared/api/client';
import { newIdempotencyKey } from '@/shared/api/idempotency-key';
import { checkStockInput, moveStock, type StockActionInput } from '@/shared/api/stock';
import type { InventoryItem } from '@/shared/contracts/inventory';
import { failureMessage, showFieldErrors } from '@/shared/api/form-errors';
import {
  STOCK_ACTION_FAILED,
  STOCK_ACTION_SUBMIT,
  type QuickStockAction,
} from '@/shared/inventory/stock-action-messages';
import { formatQuantity } from '@/shared/ui/inventory/labels';
import { isConnectionFailure } from '../../background/inbox-sync';
import { askWorker } from '../../messages';
import { enqueueStockAction } from '../../stock-queue';
import { ActionFields, type ActionValues } from './action-fields';
import { extensionText } from '@/extension/i18n';

const FIELDS = ['quantity', 'to_location_id', 'unit_cost', 'note'] as const;
const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim());

function inputFor(action: QuickStockAction, v: ActionValues): StockActionInput<QuickStockAction> {
  if (action === 'transfer') return { quantity: v.quantity, to_location_id: v.to_location_id, note: v.note };
  if (action === 'receive')
    return { quantity: v.quantity, unit_cost: blankToNull(v.unit_cost), note: v.note };
  return { quantity: v.quantity, note: v.note };
}

interface Props {
  api: ApiClient;
  item: InventoryItem;
  action: QuickStockAction;
  online: boolean;
  onDone: (message: string) => void;
}

export function StockActionForm({ api, item, action, online, onDone }: Props) {
  const form = useForm<ActionValues>({
    defaultValues: { quantity: '', to_location_id: '', unit_cost: '', note: '' },
  });
  const [error, setError] = useState<string | null>(null);
  // One key per submission, kept if the same submission is sent again.
  const [key] = useState(newIdempotencyKey);

  const queue = async (input: StockActionInput<QuickStockAction>) => {
    await enqueueStockAction({
      idempotencyKey: key,
      action,
      farmId: item.farm_id,
      itemId: item.id,
      itemName: item.name,
      unit: item.unit,
      input,
    });
    onDone(extensionText.t('savedOffline'));
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    const input = inputFor(action, values);
    try {
      if (!online) {
        // Check it here as the server would, so a queued action is one the server will take.
        checkStockInput(action, input);
        return await queue(input);
      }
      const result = await moveStock(api, item.farm_id, item.id, action, input, { idempotencyKey: key });
      onDone(result.message || extensionText.t('stockUpdated'));
      void askWorker({ type: 'flush-queue' });
    } catch (failure) {
      if (isConnectionFailure(failure)) return void (await queue(input));
      if (!showFieldErrors(failure, form.setError, FIELDS))
        setError(failureMessage(failure, STOCK_ACTION_FAILED[action]));
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      className="flex flex-col gap-2"
      aria-label={`${STOCK_ACTION_SUBMIT[action]} ${item.name}`}
    >
      <p className="text-xs">
        {extensionText.t('available')}{' '}
        <strong>
          {formatQuantity(item.quantity)} {item.unit}
        </strong>{' '}
        {extensionText.t('in')} {item.location_name}
      </p>
      <ActionFields api={api} item={item} action={action} form={form} />
      {error && (
        <p role="alert" className="text-error text-xs">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-primary btn-sm" disabled={form.formState.isSubmitting}>
        {STOCK_ACTION_SUBMIT[action]}
      </button>
    </form>
  );
}
