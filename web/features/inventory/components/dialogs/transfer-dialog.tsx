// Transfer (docs/product/inventory.md: any item with quantity above 0) to another storage location of the same farm.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import type { InventoryItem } from '@/shared/contracts/inventory';
import { paths } from '@/shared/routes/paths';
import { SelectField } from '@/web/components/form/select-field';
import { TextField } from '@/web/components/form/text-field';
import { formatQuantity } from '@/shared/ui/inventory/labels';
import { STOCK_ACTION_FAILED } from '@/shared/inventory/stock-action-messages';
import { failureMessage, showFieldErrors } from '@/shared/api/form-errors';
import { useFarmLocations } from '../../hooks/use-lookups';
import { useStockAction } from '../../hooks/use-stock-action';
import { DialogForm } from './dialog-form';
import { inventoryText } from '@/web/features/inventory/i18n';

type Values = { quantity: string; to_location_id: string; note: string };
const FIELDS = ['quantity', 'to_location_id', 'note'] as const;

export function TransferDialog({ item, onClose }: { item: InventoryItem; onClose: () => void }) {
  const form = useForm<Values>({ defaultValues: { quantity: '', to_location_id: '', note: '' } });
  const [error, setError] = useState<string | null>(null);
  const transfer = useStockAction(item, 'transfer', onClose);
  const locations = useFarmLocations(item.farm_id);
  const others = (locations.data ?? []).filter((l) => l.id !== item.location_id);
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await transfer.mutateAsync(values);
    } catch (failure) {
      if (!showFieldErrors(failure, form.setError, FIELDS))
        setError(failureMessage(failure, STOCK_ACTION_FAILED.transfer));
    }
  });

  const noDestination = locations.isSuccess && others.length === 0;
  return (
    <DialogForm
      title={`Transfer ${item.name}`}
      submitLabel="Transfer"
      onClose={onClose}
      onSubmit={onSubmit}
      pending={transfer.isPending}
      error={error ?? (locations.isError ? 'Failed to load form data. Please try again.' : null)}
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
        label={inventoryText.t('quantity')}
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        hint={`In ${item.unit}`}
        error={errors.quantity?.message}
        {...form.register('quantity')}
      />
      <SelectField
        label={inventoryText.t('destination')}
        options={[
          { value: '', label: locations.isPending ? 'Loading locations…' : 'Choose a storage location' },
          ...others.map((l) => ({ value: l.id, label: l.name })),
        ]}
        error={errors.to_location_id?.message}
        hint={
          noDestination ? (
            <>
              This farm has no other storage location.{' '}
              <Link className="link link-primary" to={paths.farmer.farmLocations(item.farm_id)}>
                Add a storage location
              </Link>
            </>
          ) : undefined
        }
        {...form.register('to_location_id')}
      />
      <TextField
        label={inventoryText.t('note')}
        hint="Optional"
        error={errors.note?.message}
        {...form.register('note')}
      />
    </DialogForm>
  );
}
