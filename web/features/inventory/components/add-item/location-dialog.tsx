// Adding the first item on a farm without a storage location: the location is created here, in a dialog over the
// item form, so nothing typed in the form is lost (docs/product/inventory.md "Add inventory item"). Only what the
// create call requires; the rest (conditions, security, a parent) waits on the location's own page.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { createStorageLocation, type StorageLocation } from '@/shared/api/storage-locations';
import { failureMessage, serverSuccessMessage, showFieldErrors } from '@/shared/api/form-errors';
import {
  CAPACITY_UNITS,
  LOCATION_DEFAULTS,
  LOCATION_TYPES,
  type StorageLocationInput,
} from '@/shared/contracts/storage-locations';
import { locationTypeLabel } from '@/shared/inventory/app-labels';
import { capacityUnitLabel } from '@/shared/inventory/labels';
import { SelectField } from '@/web/components/form/select-field';
import { TextField } from '@/web/components/form/text-field';
import { useApi } from '@/web/lib/api';
import { inventoryKeys } from '../../hooks/query-keys';
import { DialogForm } from '../dialogs/dialog-form';
import { inventoryText } from '@/web/features/inventory/i18n';

type Values = {
  name: string;
  location_type: StorageLocationInput['location_type'];
  address: string;
  capacity: string;
  capacity_unit: NonNullable<StorageLocationInput['capacity_unit']>;
};
const FIELDS = ['name', 'location_type', 'address', 'capacity', 'capacity_unit'] as const;

export function LocationDialog({
  farmId,
  onClose,
  onCreated,
}: {
  farmId: string;
  onClose: () => void;
  onCreated: (location: StorageLocation) => void;
}) {
  const api = useApi();
  const client = useQueryClient();
  const form = useForm<Values>({
    defaultValues: {
      name: '',
      location_type: LOCATION_DEFAULTS.location_type,
      address: '',
      capacity: '',
      // Stock is counted in kg far more often than stores are measured in floor area (docs/decisions/004).
      capacity_unit: 'kg',
    },
  });
  const [error, setError] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: (values: Values) =>
      createStorageLocation(api, {
        ...values,
        farm_id: farmId,
        // Not known yet is 0: "No capacity set" until the farmer fills it in on the location's page.
        capacity: values.capacity.trim() === '' ? 0 : values.capacity,
      }),
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const { message, location } = await create.mutateAsync(values);
      if (!location) throw new Error('The server did not send the new location back.');
      client.setQueryData<StorageLocation[]>(inventoryKeys.locations(farmId), (list) => [
        ...(list ?? []),
        location,
      ]);
      void client.invalidateQueries({ queryKey: inventoryKeys.locations(farmId) });
      toast.success(serverSuccessMessage(message, inventoryText.t('storageLocationAdded')));
      onCreated(location);
    } catch (failure) {
      if (!showFieldErrors(failure, form.setError, FIELDS))
        setError(failureMessage(failure, inventoryText.t('failedToAddStorageLocation')));
    }
  });

  return (
    <DialogForm
      title={inventoryText.t('addStorageLocation')}
      submitLabel={inventoryText.t('saveLocation')}
      onClose={onClose}
      onSubmit={onSubmit}
      pending={create.isPending}
      error={error}
      intro={inventoryText.t('locationDialogIntro')}
    >
      <TextField
        label={inventoryText.t('locationName')}
        error={errors.name?.message}
        {...form.register('name')}
      />
      <SelectField
        label={inventoryText.t('locationType')}
        options={LOCATION_TYPES.map((value) => ({ value, label: locationTypeLabel(value) }))}
        error={errors.location_type?.message}
        {...form.register('location_type')}
      />
      <TextField
        label={inventoryText.t('whereItIs')}
        hint={inventoryText.t('whereItIsHint')}
        error={errors.address?.message}
        {...form.register('address')}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={inventoryText.t('capacity')}
          type="number"
          min={0}
          step="any"
          inputMode="decimal"
          hint={inventoryText.t('optional')}
          error={errors.capacity?.message}
          {...form.register('capacity')}
        />
        <SelectField
          label={inventoryText.t('capacityUnit')}
          options={CAPACITY_UNITS.map((value) => ({ value, label: capacityUnitLabel(value) }))}
          error={errors.capacity_unit?.message}
          {...form.register('capacity_unit')}
        />
      </div>
    </DialogForm>
  );
}
