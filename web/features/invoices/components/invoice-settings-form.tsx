// The invoice settings form, for the default (farm null) and for one farm (docs/product/invoices.md "Settings").
// On a farm, a field left empty uses the default, shown as its placeholder; the next number may only move
// forward. The header preview follows what is typed.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { blankToNull, failureMessage, showFieldErrors } from '@/shared/api/form-errors';
import type { FarmInvoiceSettings, InvoiceSettings } from '@/shared/api/invoices';
import { FormAlert } from '@/web/components/form/form-alert';
import { TextField } from '@/web/components/form/text-field';
import { useInvoiceLogoUrl, useSaveInvoiceSettings } from '../hooks/use-invoice-settings';
import { invoicesText, type InvoicesTextKey } from '../i18n';
import { InvoiceHeaderPreview } from './invoice-header-preview';
import { LogoUpload } from './logo-upload';

const TEXT_FIELDS = [
  'business_name',
  'address',
  'phone',
  'email',
  'tax_id',
  'payment_instructions',
  'footer',
] as const;
type TextKey = (typeof TEXT_FIELDS)[number];
const LABELS: Record<TextKey, InvoicesTextKey> = {
  business_name: 'businessName',
  address: 'address',
  phone: 'phone',
  email: 'email',
  tax_id: 'taxId',
  payment_instructions: 'paymentInstructions',
  footer: 'footer',
};
const HINTS: Partial<Record<TextKey, InvoicesTextKey>> = {
  business_name: 'businessNameHint',
  payment_instructions: 'paymentInstructionsHint',
};
const FIELDS = [
  ...TEXT_FIELDS,
  'number_prefix',
  'starting_number',
  'payment_terms_days',
  'next_number',
] as const;

type Values = Record<TextKey, string> & {
  number_prefix: string;
  starting_number: string;
  payment_terms_days: string;
  next_number: string;
};

const numberText = (prefix: string, value: string) => `${prefix}${(value || '1').padStart(4, '0')}`;

export function InvoiceSettingsForm({
  settings,
  farm,
  canEdit,
}: {
  settings: InvoiceSettings;
  farm: FarmInvoiceSettings | null;
  canEdit: boolean;
}) {
  const farmId = farm?.farm_id ?? null;
  const save = useSaveInvoiceSettings(farmId);
  const [failure, setFailure] = useState<string | null>(null);
  const inherited = new Set<string>(farm?.from_default ?? []);
  const own = (key: TextKey) => (inherited.has(key) ? '' : (settings[key] ?? ''));
  const form = useForm<Values>({
    values: {
      ...(Object.fromEntries(TEXT_FIELDS.map((key) => [key, own(key)])) as Record<TextKey, string>),
      number_prefix: settings.number_prefix,
      starting_number: String(settings.starting_number),
      payment_terms_days: String(settings.payment_terms_days),
      next_number: farm ? String(farm.next_number) : '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const watched = form.watch();
  const logoUrl = useInvoiceLogoUrl(farmId, settings.updated_at, settings.has_logo);
  const shown = (key: TextKey) => watched[key] || (inherited.has(key) ? (settings[key] ?? '') : '');

  const preview = Object.fromEntries(TEXT_FIELDS.map((key) => [key, shown(key)])) as Record<TextKey, string>;
  const previewNumber = numberText(
    watched.number_prefix,
    farm ? watched.next_number : watched.starting_number,
  );

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const input = {
      ...(Object.fromEntries(TEXT_FIELDS.map((key) => [key, blankToNull(values[key])])) as Record<
        TextKey,
        string | null
      >),
      number_prefix: values.number_prefix.trim(),
      starting_number: Number(values.starting_number),
      payment_terms_days: Number(values.payment_terms_days),
      ...(farm && values.next_number !== String(farm.next_number)
        ? { next_number: Number(values.next_number) }
        : {}),
    };
    try {
      await save.mutateAsync(input);
    } catch (error) {
      if (!showFieldErrors(error, form.setError, FIELDS))
        setFailure(failureMessage(error, invoicesText.t('couldNotSave')));
    }
  });

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
      <form className="grid gap-4 sm:grid-cols-2" onSubmit={submit} noValidate>
        {failure && (
          <div className="sm:col-span-2">
            <FormAlert kind="error">{failure}</FormAlert>
          </div>
        )}
        <div className="sm:col-span-2">
          <LogoUpload farmId={farmId} logoUrl={logoUrl} disabled={!canEdit} />
        </div>
        {TEXT_FIELDS.map((key) => (
          <TextField
            key={key}
            label={invoicesText.t(LABELS[key])}
            hint={
              inherited.has(key) && settings[key]
                ? invoicesText.t('fromDefault', { value: settings[key] })
                : HINTS[key] && invoicesText.t(HINTS[key])
            }
            placeholder={inherited.has(key) ? (settings[key] ?? '') : undefined}
            type={key === 'email' ? 'email' : 'text'}
            disabled={!canEdit}
            error={errors[key]?.message}
            fieldClassName={key === 'payment_instructions' || key === 'footer' ? 'sm:col-span-2' : undefined}
            {...form.register(key)}
          />
        ))}
        <TextField
          label={invoicesText.t('numberPrefix')}
          hint={invoicesText.t('numberPrefixHint')}
          maxLength={12}
          disabled={!canEdit}
          error={errors.number_prefix?.message}
          {...form.register('number_prefix')}
        />
        <TextField
          label={invoicesText.t('paymentTermsDays')}
          hint={invoicesText.t('paymentTermsHint')}
          type="number"
          min={0}
          max={365}
          inputMode="numeric"
          disabled={!canEdit}
          error={errors.payment_terms_days?.message}
          {...form.register('payment_terms_days')}
        />
        <TextField
          label={invoicesText.t('startingNumber')}
          hint={invoicesText.t('startingNumberHint')}
          type="number"
          min={1}
          inputMode="numeric"
          disabled={!canEdit}
          error={errors.starting_number?.message}
          {...form.register('starting_number')}
        />
        {farm && (
          <TextField
            label={invoicesText.t('nextNumber')}
            hint={invoicesText.t('nextNumberHint', { lowest: farm.min_next_number })}
            type="number"
            min={farm.min_next_number}
            inputMode="numeric"
            disabled={!canEdit}
            error={errors.next_number?.message}
            {...form.register('next_number')}
          />
        )}
        {canEdit && (
          <div className="sm:col-span-2">
            <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
              {isSubmitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
              {invoicesText.t('save')}
            </button>
          </div>
        )}
      </form>
      <div>
        <InvoiceHeaderPreview
          logoUrl={logoUrl}
          values={{
            ...preview,
            business_name: preview.business_name || farm?.farm_name || '',
            number_text: previewNumber,
          }}
        />
      </div>
    </div>
  );
}
