// Consume or transfer one item from <farm-inventory> when the key allows inventory:write. The server checks the
// scope again and answers 422 with per-field messages, shown under the fields; a 403 (the key's creator may no
// longer change stock on the farm) goes to `onRefused`, so the widget can drop its write actions.
import { useState, type FormEvent } from 'react';
import type { InventoryItem } from '@/shared/contracts/inventory';
import type { StorageLocation } from '@/shared/contracts/storage-locations';
import type { TableAction } from '@/shared/ui/inventory/inventory-table';
import { formatQuantity } from '@/shared/ui/inventory/labels';
import { LabelledControl, SelectControl } from '@/shared/ui/inventory/select-control';
import { WidgetError, type WidgetApi } from '../lib/widget-api';
import { widgetsText } from '@/widgets/i18n';

export function StockActionForm({
  api,
  action,
  item,
  locations,
  onDone,
  onCancel,
  onRefused,
}: {
  api: WidgetApi;
  action: TableAction;
  item: InventoryItem;
  locations: StorageLocation[];
  onDone: (item: InventoryItem, message: string) => void;
  onCancel: () => void;
  onRefused?: (error: WidgetError) => void;
}) {
  const destinations = locations.filter((l) => l.id !== item.location_id);
  const [to, setTo] = useState(destinations[0]?.id ?? '');
  const [error, setError] = useState<WidgetError | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Read from the field itself: the widgets run on preact/compat, whose onChange follows `input` events only, and
    // a value a script or autofill sets with just a `change` event must count as well (docs/decisions/029).
    const quantity = String(new FormData(event.currentTarget).get('quantity') ?? '');
    setBusy(true);
    setError(null);
    const body = action === 'consume' ? { quantity } : { quantity, to_location_id: to };
    try {
      const answer = await api.post<{ message: string; data: InventoryItem }>(
        `inventory/${item.id}/${action}`,
        body,
      );
      onDone(answer.data, answer.message);
    } catch (caught) {
      const failure = caught instanceof WidgetError ? caught : new WidgetError('server', String(caught));
      if (failure.kind === 'scope' && onRefused) return onRefused(failure);
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

  const verb = action === 'consume' ? widgetsText.t('consume') : widgetsText.t('transfer');
  return (
    <form
      onSubmit={submit}
      aria-label={
        action === 'consume'
          ? widgetsText.t('consumeName', { name: item.name })
          : widgetsText.t('transferName', { name: item.name })
      }
      className="m-4 rounded-box border border-base-300 bg-base-200 p-3"
    >
      <p className="mb-2 text-sm font-medium">
        {widgetsText.t('verbNameFormatquantityUnitIn', {
          verb: verb,
          name: item.name,
          formatQuantity: formatQuantity(item.quantity),
          unit: item.unit,
        })}
      </p>
      <div className="grid gap-2 sm:grid-cols-2">
        <LabelledControl label={widgetsText.t('quantityUnit', { unit: item.unit })}>
          {(id) => (
            <input id={id} className="input input-sm w-full" name="quantity" inputMode="decimal" required />
          )}
        </LabelledControl>
        {action === 'transfer' && (
          <SelectControl
            label={widgetsText.t('toLocation')}
            value={to}
            onChange={setTo}
            options={destinations.map((l) => ({ value: l.id, label: l.name }))}
          />
        )}
      </div>
      {error && (
        <p role="alert" className="mt-2 text-sm text-error">
          {Object.values(error.fields).flat()[0] ?? error.describe()}
        </p>
      )}
      <div className="mt-3 flex justify-end gap-2">
        <button type="button" className="btn btn-ghost btn-sm" onClick={onCancel}>
          {widgetsText.t('cancel')}
        </button>
        <button type="submit" className="btn btn-primary btn-sm" disabled={busy}>
          {verb}
        </button>
      </div>
    </form>
  );
}
