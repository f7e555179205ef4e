// The farm form of /farm-setup, /farmer/farms/new and …/edit (name, location, size and unit, main
// enterprise, currency defaulting to KES, optional coordinates and the time zone). Server field errors land under
// their fields.
import { useUpgradePrompt } from '@/web/components/upgrade-prompt';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Farm } from '@/shared/contracts/farms';
import { FormAlert } from '@/web/components/form/form-alert';
import { SelectField } from '@/web/components/form/select-field';
import { TextField } from '@/web/components/form/text-field';
import { showFieldErrors } from '@/shared/api/form-errors';
import { localizeApiMessage } from '@/shared/api/i18n';
import { CURRENCY_OPTIONS, enterpriseOptions, sizeUnitOptions, timeZoneOptions } from '../farm-labels';
import {
  FARM_FORM_FIELDS,
  FarmFormSchema,
  farmFormDefaults,
  type FarmFormOutput,
  type FarmFormValues,
} from './farm-form-schema';
import { farmsText } from '@/web/features/farms/i18n';

export interface FarmFormProps {
  farm?: Farm;
  submitLabel: string;
  onSubmit: (values: FarmFormOutput) => Promise<unknown>;
  onCancel?: () => void;
}

export function FarmForm({ farm, submitLabel, onSubmit, onCancel }: FarmFormProps) {
  const [failure, setFailure] = useState<string | null>(null);
  // A farm past the owner's package limit: the upgrade prompt, not an error (docs/product/packages.md).
  const upgrade = useUpgradePrompt();
  const form = useForm<FarmFormValues, unknown, FarmFormOutput>({
    resolver: zodResolver(FarmFormSchema) as unknown as Resolver<FarmFormValues, unknown, FarmFormOutput>,
    defaultValues: farmFormDefaults(farm),
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    upgrade.clear();
    try {
      await onSubmit(values);
    } catch (error) {
      if (upgrade.handle(error)) return;
      showFieldErrors(error, form.setError, FARM_FORM_FIELDS);
      setFailure(
        error instanceof Error ? localizeApiMessage(error.message) : farmsText.t('farmCouldNotBeSaved'),
      );
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-2">
      {failure && (
        <div className="sm:col-span-2">
          <FormAlert kind="error">{failure}</FormAlert>
        </div>
      )}
      {upgrade.prompt && <div className="sm:col-span-2">{upgrade.prompt}</div>}
      <TextField
        label={farmsText.t('farmName')}
        autoComplete="off"
        error={errors.name?.message}
        fieldClassName="sm:col-span-2"
        {...form.register('name')}
      />
      <TextField
        label={farmsText.t('location')}
        hint={farmsText.t('locationHint')}
        error={errors.location?.message}
        fieldClassName="sm:col-span-2"
        {...form.register('location')}
      />
      <TextField
        label={farmsText.t('size')}
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
        hint={farmsText.t('optional')}
        error={errors.size?.message}
        {...form.register('size')}
      />
      <SelectField
        label={farmsText.t('sizeUnit')}
        options={sizeUnitOptions()}
        error={errors.size_unit?.message}
        {...form.register('size_unit')}
      />
      <SelectField
        label={farmsText.t('mainEnterprise')}
        options={enterpriseOptions()}
        error={errors.main_enterprise?.message}
        {...form.register('main_enterprise')}
      />
      <SelectField
        label={farmsText.t('currency')}
        hint={farmsText.t('currencyHint')}
        options={CURRENCY_OPTIONS}
        error={errors.currency?.message}
        {...form.register('currency')}
      />
      <TextField
        label={farmsText.t('latitude')}
        inputMode="decimal"
        hint={farmsText.t('coordinatesHint')}
        error={errors.latitude?.message}
        {...form.register('latitude')}
      />
      <TextField
        label={farmsText.t('longitude')}
        inputMode="decimal"
        hint={farmsText.t('optional')}
        error={errors.longitude?.message}
        {...form.register('longitude')}
      />
      <SelectField
        label={farmsText.t('timezone')}
        hint={farmsText.t('timezoneHint')}
        options={timeZoneOptions(farm?.timezone)}
        error={errors.timezone?.message}
        fieldClassName="sm:col-span-2"
        {...form.register('timezone')}
      />
      <div className="mt-2 flex gap-2 sm:col-span-2">
        <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
          {isSubmitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={isSubmitting}>
            {farmsText.t('cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
