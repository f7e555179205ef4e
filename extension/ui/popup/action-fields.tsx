// The fields of each quick action, as the web dialogs ask them: quantity (in the item's unit, step 0.01),
// the destination of a transfer, the unit cost of a delivery, and a note.
import type { UseFormReturn } from 'react-hook-form';
import type { ApiClient } from '@/shared/api/client';
import { INVENTORY_FORM_DATA_ERROR } from '@/shared/api/inventory';
import { listStorageLocations } from '@/shared/api/storage-locations';
import type { InventoryItem } from '@/shared/contracts/inventory';
import type { StorageLocation } from '@/shared/contracts/storage-locations';
import type { QuickStockAction } from '@/shared/inventory/stock-action-messages';
import { useCachedList } from '../use-cached-list';
import { extensionText } from '@/extension/i18n';

export type ActionValues = { quantity: string; to_location_id: string; unit_cost: string; note: string };

function Field({ label, error, children }: { label: string; error?: string; children: React.ReactNode }) {
  return (
    <label className="flex flex-col gap-0.5 text-xs">
      {label}
      {children}
      {error && <span className="text-error">{error}</span>}
    </label>
  );
}

interface Props {
  api: ApiClient;
  item: InventoryItem;
  action: QuickStockAction;
  form: UseFormReturn<ActionValues>;
}

export function ActionFields({ api, item, action, form }: Props) {
  const { errors } = form.formState;
  const locations = useCachedList<StorageLocation[]>(
    action === 'transfer' ? `locations|${api.baseURL}|${item.farm_id}` : null,
    () => listStorageLocations(api, item.farm_id),
  );
  const others = (locations.data ?? []).filter((l) => l.id !== item.location_id);
  return (
    <>
      <Field label={extensionText.t('quantityUnit', { unit: item.unit })} error={errors.quantity?.message}>
        <input
          className="input input-sm w-full"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          {...form.register('quantity')}
        />
      </Field>
      {action === 'transfer' && (
        <Field
          label={extensionText.t('destination')}
          error={errors.to_location_id?.message ?? (locations.error ? INVENTORY_FORM_DATA_ERROR : undefined)}
        >
          <select className="select select-sm w-full" {...form.register('to_location_id')}>
            <option value="">
              {locations.loading
                ? extensionText.t('loadingLocations')
                : extensionText.t('chooseAStorageLocation')}
            </option>
            {others.map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}
              </option>
            ))}
          </select>
        </Field>
      )}
      {action === 'receive' && (
        <Field
          label={extensionText.t('unitCostOptional', { currency: item.currency, unit: item.unit })}
          error={errors.unit_cost?.message}
        >
          <input
            className="input input-sm w-full"
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            {...form.register('unit_cost')}
          />
        </Field>
      )}
      <Field label={extensionText.t('noteOptional')} error={errors.note?.message}>
        <input className="input input-sm w-full" {...form.register('note')} />
      </Field>
    </>
  );
}
