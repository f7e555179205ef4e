// Transfer (docs/product/inventory.md: any item with quantity above 0) to another storage location of the same farm.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import type { InventoryItem } from '@/shared/contracts/inventory';
import { paths } from '@/shared/routes/paths';
import { SelectField } from '@/web/components/form/select-field';
import { TextField } from '@/web/components/form/text-field';
import { formatStock, unitLabel } from '@/shared/inventory/labels';
import { STOCK_ACTION_FAILED } from '@/shared/inventory/stock-action-messages';
import { failureMessage, showFieldErrors } from '@/shared/api/form-errors';
import { useFarmLocations } from '../../hooks/use-lookups';
import { useStockAction } from '../../hooks/use-stock-action';
import { DialogForm } from './dialog-form';
import { MARK, withNode } from '../with-node';
import { apiText } from '@/shared/api/i18n';
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
      title={inventoryText.t('transferTitle', { name: item.name })}
      submitLabel={inventoryText.t('transfer')}
      onClose={onClose}
      onSubmit={onSubmit}
      pending={transfer.isPending}
      error={error ?? (locations.isError ? apiText.t('inventoryFormDataError') : null)}
      intro={
        <p>
          {withNode(
            inventoryText.t('availableIn', { stock: MARK, location: item.location_name }),
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
      <SelectField
        label={inventoryText.t('destination')}
        options={[
          {
            value: '',
            label: locations.isPending
              ? inventoryText.t('loadingLocations')
              : inventoryText.t('chooseStorageLocation'),
          },
          ...others.map((l) => ({ value: l.id, label: l.name })),
        ]}
        error={errors.to_location_id?.message}
        hint={
          noDestination ? (
            <>
              {inventoryText.t('noOtherStorageLocation')}{' '}
              <Link className="link link-primary" to={paths.farmer.farmLocations(item.farm_id)}>
                {inventoryText.t('addAStorageLocation')}
              </Link>
            </>
          ) : undefined
        }
        {...form.register('to_location_id')}
      />
      <TextField
        label={inventoryText.t('note')}
        hint={inventoryText.t('optional')}
        error={errors.note?.message}
        {...form.register('note')}
      />
    </DialogForm>
  );
}
