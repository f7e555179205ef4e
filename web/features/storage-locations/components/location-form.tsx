// The storage location form, in the add/edit modal (docs/product/storage-locations.md) and on the edit page. Server field errors show
// under their fields; a bad `conditions` answer shows above the form.
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { isApiRequestError } from '@/shared/api/errors';
import type { StorageLocation } from '@/shared/api/storage-locations';
import { FormAlert } from '@/web/components/form/form-alert';
import { SelectField } from '@/web/components/form/select-field';
import { TextField } from '@/web/components/form/text-field';
import { showFieldErrors } from '@/shared/api/form-errors';
import { capacityUnitLabel, isAreaUnit, securityOptions, typeOptions, unitOptions } from '../location-labels';
import { localizeApiMessage } from '@/shared/api/i18n';
import {
  LOCATION_FORM_FIELDS,
  LocationFormSchema,
  locationFormDefaults,
  type LocationFormOutput,
  type LocationFormValues,
} from './location-form-schema';
import { storageLocationsText } from '@/web/features/storage-locations/i18n';

export interface LocationFormProps {
  location?: StorageLocation;
  formId: string;
  onSubmit: (values: LocationFormOutput) => Promise<unknown>;
}

export function LocationForm({ location, formId, onSubmit }: LocationFormProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<LocationFormValues, unknown, LocationFormOutput>({
    resolver: zodResolver(LocationFormSchema),
    defaultValues: locationFormDefaults(location),
  });
  const { errors } = form.formState;
  const unit = useWatch({ control: form.control, name: 'capacity_unit' });

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(values);
    } catch (error) {
      const onFields = showFieldErrors(error, form.setError, LOCATION_FORM_FIELDS);
      const conditions = isApiRequestError(error) ? error.fieldErrors?.conditions?.[0] : undefined;
      if (conditions || !onFields)
        setFailure(
          localizeApiMessage(conditions ?? (error instanceof Error ? error.message : undefined)) ?? null,
        );
    }
  });

  return (
    <form id={formId} onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-2">
      {failure && (
        <div className="sm:col-span-2">
          <FormAlert kind="error">{failure}</FormAlert>
        </div>
      )}
      <TextField
        label={storageLocationsText.t('name')}
        error={errors.name?.message}
        autoComplete="off"
        {...form.register('name')}
      />
      <SelectField
        label={storageLocationsText.t('type')}
        options={typeOptions()}
        error={errors.location_type?.message}
        {...form.register('location_type')}
      />
      <TextField
        label={storageLocationsText.t('locationDescription')}
        hint={storageLocationsText.t('whereItIsHint')}
        error={errors.address?.message}
        fieldClassName="sm:col-span-2"
        {...form.register('address')}
      />
      <TextField
        label={storageLocationsText.t('capacity')}
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
        error={errors.capacity?.message}
        {...form.register('capacity')}
      />
      <SelectField
        label={storageLocationsText.t('capacityUnit')}
        options={unitOptions()}
        error={errors.capacity_unit?.message}
        {...form.register('capacity_unit')}
      />
      {isAreaUnit(unit) ? (
        <TextField
          label={storageLocationsText.t('spaceInUse', { unit: capacityUnitLabel(unit) })}
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          hint={storageLocationsText.t('spaceInUseHint')}
          error={errors.current_utilization?.message}
          fieldClassName="sm:col-span-2"
          {...form.register('current_utilization')}
        />
      ) : (
        <p className="text-xs text-base-content/70 sm:col-span-2">
          {storageLocationsText.t('usageIsWorkedOutFrom', { unit: capacityUnitLabel(unit) })}
        </p>
      )}
      <fieldset className="fieldset sm:col-span-2">
        <legend className="fieldset-legend pb-1 text-sm">{storageLocationsText.t('conditions')}</legend>
        <label className="flex cursor-pointer items-center gap-2 py-1 text-sm">
          <input
            type="checkbox"
            className="checkbox checkbox-sm"
            {...form.register('temperature_controlled')}
          />
          {storageLocationsText.t('temperatureControlled')}
        </label>
        <label className="flex cursor-pointer items-center gap-2 py-1 text-sm">
          <input type="checkbox" className="checkbox checkbox-sm" {...form.register('humidity_controlled')} />
          {storageLocationsText.t('humidityControlled')}
        </label>
      </fieldset>
      <SelectField
        label={storageLocationsText.t('security')}
        options={securityOptions()}
        error={errors.security_level?.message}
        {...form.register('security_level')}
      />
      <Description form={form} />
    </form>
  );
}

function Description({
  form,
}: {
  form: ReturnType<typeof useForm<LocationFormValues, unknown, LocationFormOutput>>;
}) {
  const error = form.formState.errors.description?.message;
  const id = useId();
  return (
    <div className="fieldset py-0 sm:col-span-2">
      <label htmlFor={id} className="fieldset-legend pb-1 pt-0 text-sm">
        {storageLocationsText.t('description')}
      </label>
      <textarea
        id={id}
        rows={2}
        className="textarea w-full"
        aria-invalid={Boolean(error) || undefined}
        {...form.register('description')}
      />
      {error && <p className="text-sm text-error">{error}</p>}
    </div>
  );
}
