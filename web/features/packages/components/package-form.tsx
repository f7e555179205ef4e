// The package editor (docs/product/packages.md "For administrators"): name, description, trial, limits (empty is
// unlimited), features, prices per currency and interval. The server checks everything and names each wrong
// field; its messages show under the fields.
import { useState, type FormEvent } from 'react';
import { isApiRequestError } from '@/shared/api/errors';
import { localizeApiMessage } from '@/shared/api/i18n';
import type { CreatePackageInput, Package } from '@/shared/contracts/packages';
import {
  BILLING_INTERVALS,
  PACKAGE_FEATURES,
  PACKAGE_LIMITS,
  type BillingInterval,
  type PackageLimit,
} from '@/shared/contracts/platform-enums';
import { CURRENCIES } from '@/shared/contracts/settings';
import { fromMinorUnits, toMinorUnits } from './money-input';
import { packagesText } from '@/web/components/package-texts/i18n';

interface PriceRow {
  currency: string;
  interval: BillingInterval;
  amount: string;
}

const limitText = (value: number | null | undefined) => (value == null ? '' : String(value));

export function PackageForm({
  initial,
  busy,
  onSubmit,
  onCancel,
}: {
  initial: Package | null;
  busy: boolean;
  onSubmit: (values: CreatePackageInput) => Promise<void>;
  onCancel: () => void;
}) {
  const t = packagesText.t;
  const [name, setName] = useState(initial?.name ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [trialDays, setTrialDays] = useState(String(initial?.trial_days ?? 0));
  const [isPublic, setIsPublic] = useState(initial?.is_public ?? true);
  const [features, setFeatures] = useState<string[]>(initial?.features ?? []);
  const [limits, setLimits] = useState<Record<PackageLimit, string>>(
    () =>
      Object.fromEntries(PACKAGE_LIMITS.map((limit) => [limit, limitText(initial?.limits[limit])])) as Record<
        PackageLimit,
        string
      >,
  );
  const [prices, setPrices] = useState<PriceRow[]>(
    initial?.prices.map((p) => ({
      currency: p.currency,
      interval: p.interval,
      amount: fromMinorUnits(p.amount_minor),
    })) ?? [{ currency: 'KES', interval: 'month', amount: '' }],
  );
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const shown = (messages: string[] | undefined) =>
    messages?.map((message) => (
      <span key={message} className="label-text-alt text-error">
        {localizeApiMessage(message)}
      </span>
    ));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFormError(null);
    const values = {
      name,
      description: description.trim() ? description : null,
      trial_days: trialDays,
      is_public: isPublic,
      features,
      limits: Object.fromEntries(
        PACKAGE_LIMITS.map((limit) => [limit, limits[limit].trim() === '' ? null : limits[limit].trim()]),
      ),
      prices: prices.map((row) => ({
        currency: row.currency,
        interval: row.interval,
        amount_minor: toMinorUnits(row.amount),
      })),
    } as unknown as CreatePackageInput;
    try {
      await onSubmit(values);
    } catch (error) {
      if (isApiRequestError(error) && error.fieldErrors) setErrors(error.fieldErrors);
      else setFormError(localizeApiMessage(error instanceof Error ? error.message : t('actionFailed')));
    }
  };

  const setPrice = (index: number, patch: Partial<PriceRow>) =>
    setPrices((rows) => rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" noValidate>
      <label className="form-control">
        <span className="label-text">{t('name')}</span>
        <input className="input input-bordered" value={name} onChange={(e) => setName(e.target.value)} />
        {shown(errors.name)}
      </label>
      <label className="form-control">
        <span className="label-text">{t('description')}</span>
        <textarea
          className="textarea textarea-bordered"
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
        {shown(errors.description)}
      </label>
      <div className="flex flex-wrap gap-4">
        <label className="form-control w-40">
          <span className="label-text">{t('trialDays')}</span>
          <input
            className="input input-bordered"
            inputMode="numeric"
            value={trialDays}
            onChange={(e) => setTrialDays(e.target.value)}
          />
          {shown(errors.trial_days)}
        </label>
        <label className="label cursor-pointer gap-2 self-end">
          <input
            type="checkbox"
            className="checkbox"
            checked={isPublic}
            onChange={(e) => setIsPublic(e.target.checked)}
          />
          <span className="label-text">{t('isPublic')}</span>
        </label>
      </div>
      <fieldset>
        <legend className="font-semibold">{t('limits')}</legend>
        <p className="text-sm text-base-content/70">{t('limitsHint')}</p>
        <div className="grid gap-3 sm:grid-cols-3">
          {PACKAGE_LIMITS.map((limit) => (
            <label key={limit} className="form-control">
              <span className="label-text">{t(`limit_${limit}`)}</span>
              <input
                className="input input-bordered input-sm"
                inputMode="numeric"
                placeholder={t('unlimited')}
                value={limits[limit]}
                onChange={(e) => setLimits((all) => ({ ...all, [limit]: e.target.value }))}
              />
              {shown(errors[`limits.${limit}`])}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="font-semibold">{t('features')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {PACKAGE_FEATURES.map((feature) => (
            <label key={feature} className="label cursor-pointer justify-start gap-2">
              <input
                type="checkbox"
                className="checkbox checkbox-sm"
                checked={features.includes(feature)}
                onChange={(e) =>
                  setFeatures((all) =>
                    e.target.checked ? [...all, feature] : all.filter((known) => known !== feature),
                  )
                }
              />
              <span className="label-text">{t(`feature_${feature}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="font-semibold">{t('prices')}</legend>
        <ul className="flex flex-col gap-2">
          {prices.map((row, index) => (
            <li key={index} className="flex flex-wrap items-start gap-2">
              <select
                aria-label={t('currency')}
                className="select select-bordered select-sm"
                value={row.currency}
                onChange={(e) => setPrice(index, { currency: e.target.value })}
              >
                {CURRENCIES.map((currency) => (
                  <option key={currency}>{currency}</option>
                ))}
              </select>
              <select
                aria-label={t('interval')}
                className="select select-bordered select-sm"
                value={row.interval}
                onChange={(e) => setPrice(index, { interval: e.target.value as BillingInterval })}
              >
                {BILLING_INTERVALS.map((interval) => (
                  <option key={interval} value={interval}>
                    {interval === 'month' ? t('monthly') : t('yearly')}
                  </option>
                ))}
              </select>
              <input
                aria-label={t('amount')}
                className="input input-bordered input-sm w-32"
                inputMode="decimal"
                value={row.amount}
                onChange={(e) => setPrice(index, { amount: e.target.value })}
              />
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                onClick={() => setPrices((rows) => rows.filter((_, i) => i !== index))}
              >
                {t('removePrice')}
              </button>
              <div className="flex w-full flex-col">
                {shown(errors[`prices.${index}.currency`])}
                {shown(errors[`prices.${index}.interval`])}
                {shown(errors[`prices.${index}.amount_minor`])}
              </div>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="btn btn-ghost btn-sm mt-2"
          onClick={() => setPrices((rows) => [...rows, { currency: 'KES', interval: 'year', amount: '' }])}
        >
          {t('addPrice')}
        </button>
        {shown(errors.prices)}
      </fieldset>
      {formError && <p className="text-error">{formError}</p>}
      <div className="modal-action">
        <button type="button" className="btn" onClick={onCancel} disabled={busy}>
          {t('cancel')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t('save')}
        </button>
      </div>
    </form>
  );
}
