// The farm's currency, fiscal year start and payment methods (docs/product/financial-settings.md). Read-only for a
// role without finances.edit; the contract checks the methods before sending, and the server's 422 lands under
// its field.
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { FinancialSettings } from '@/shared/api/financial-settings';
import { failureMessage, showFieldErrors } from '@/shared/api/form-errors';
import { CURRENCIES } from '@/shared/contracts/settings';
import { localizeMessage } from '@/shared/i18n/messages';
import { getLocale } from '@/shared/i18n/runtime';
import { FormAlert } from '@/web/components/form/form-alert';
import { SelectField } from '@/web/components/form/select-field';
import { monthOptions, paymentMethodOptions } from '../financial-labels';
import { useSaveFinancialSettings } from '../hooks/use-financial-settings';
import { financialText } from '../i18n';

interface Values {
  currency: FinancialSettings['currency'];
  fiscal_year_start_month: string;
  payment_methods: string[];
}
const FIELDS = ['currency', 'fiscal_year_start_month', 'payment_methods'] as const;

/** "KES — Kenyan Shilling", the name in the reader's language as the browser knows it. */
function currencyOptions() {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([getLocale()], { type: 'currency' });
  } catch {
    names = null;
  }
  return CURRENCIES.map((code) => {
    const name = names?.of(code);
    return { value: code, label: name && name !== code ? `${code} — ${name}` : code };
  });
}

export function SettingsForm({ settings, canEdit }: { settings: FinancialSettings; canEdit: boolean }) {
  const hintId = useId();
  const save = useSaveFinancialSettings(settings.farm_id);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({
    values: {
      currency: settings.currency,
      fiscal_year_start_month: String(settings.fiscal_year_start_month),
      payment_methods: settings.payment_methods,
    },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await save.mutateAsync({
        currency: values.currency,
        fiscal_year_start_month: Number(values.fiscal_year_start_month),
        payment_methods: values.payment_methods as FinancialSettings['payment_methods'],
      });
    } catch (error) {
      if (!showFieldErrors(error, form.setError, FIELDS))
        setFailure(failureMessage(error, financialText.t('couldNotSave')));
    }
  });

  return (
    <form className="grid gap-4 sm:grid-cols-2" onSubmit={submit} noValidate>
      {failure && (
        <div className="sm:col-span-2">
          <FormAlert kind="error">{failure}</FormAlert>
        </div>
      )}
      <SelectField
        label={financialText.t('currency')}
        hint={financialText.t('currencyHint')}
        options={currencyOptions()}
        disabled={!canEdit}
        error={errors.currency?.message}
        {...form.register('currency')}
      />
      <SelectField
        label={financialText.t('fiscalYearStart')}
        hint={financialText.t('fiscalYearHint')}
        options={monthOptions()}
        disabled={!canEdit}
        error={errors.fiscal_year_start_month?.message}
        {...form.register('fiscal_year_start_month')}
      />
      <fieldset className="fieldset sm:col-span-2" aria-describedby={hintId}>
        <legend className="fieldset-legend">{financialText.t('paymentMethods')}</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {paymentMethodOptions().map((option) => (
            <label key={option.value} className="label cursor-pointer gap-2">
              <input
                type="checkbox"
                className="checkbox checkbox-sm"
                value={option.value}
                disabled={!canEdit}
                {...form.register('payment_methods')}
              />
              {option.label}
            </label>
          ))}
        </div>
        <p id={hintId} className="text-xs text-base-content/70">
          {financialText.t('paymentMethodsHint')}
        </p>
        {errors.payment_methods?.message && (
          <p className="text-sm text-error" role="alert">
            {localizeMessage(errors.payment_methods.message)}
          </p>
        )}
      </fieldset>
      {canEdit && (
        <div className="sm:col-span-2">
          <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
            {isSubmitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {financialText.t('save')}
          </button>
        </div>
      )}
    </form>
  );
}
