// The "General" section: platform name, support contacts, default currency and language.
import { useState, type FormEvent } from 'react';
import { CURRENCIES } from '@/shared/contracts/settings';
import type { GeneralSettings } from '@/shared/contracts/system-settings';
import { useSaveSystemSettings } from '../hooks/use-system-settings';
import { systemSettingsText as text } from '../i18n';
import { FieldError, SaveRow, SettingsSection, fieldErrorsOf } from './settings-section';

export function GeneralSettingsForm({ initial }: { initial: GeneralSettings }) {
  const [value, setValue] = useState(initial);
  const save = useSaveSystemSettings();
  const errors = fieldErrorsOf(save.error, 'general');
  const set = <K extends keyof GeneralSettings>(key: K, v: GeneralSettings[K]) =>
    setValue((prev) => ({ ...prev, [key]: v }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ general: value });
  };
  return (
    <SettingsSection id="settings-general" title={text.t('generalTitle')} intro={text.t('generalIntro')}>
      <form onSubmit={submit} noValidate className="grid gap-4 md:grid-cols-2">
        <label className="fieldset">
          <span className="fieldset-legend">{text.t('platformName')}</span>
          <input
            className="input w-full"
            value={value.platform_name}
            onChange={(e) => set('platform_name', e.target.value)}
          />
          <FieldError message={errors.platform_name} />
        </label>
        <label className="fieldset">
          <span className="fieldset-legend">{text.t('supportEmail')}</span>
          <input
            className="input w-full"
            type="email"
            value={value.support_email}
            onChange={(e) => set('support_email', e.target.value)}
          />
          <FieldError message={errors.support_email} />
        </label>
        <label className="fieldset">
          <span className="fieldset-legend">{text.t('supportPhone')}</span>
          <input
            className="input w-full"
            type="tel"
            value={value.support_phone}
            onChange={(e) => set('support_phone', e.target.value)}
          />
          <FieldError message={errors.support_phone} />
        </label>
        <label className="fieldset">
          <span className="fieldset-legend">{text.t('defaultCurrency')}</span>
          <select
            className="select w-full"
            value={value.default_currency}
            onChange={(e) => set('default_currency', e.target.value as GeneralSettings['default_currency'])}
          >
            {CURRENCIES.map((currency) => (
              <option key={currency}>{currency}</option>
            ))}
          </select>
          <FieldError message={errors.default_currency} />
        </label>
        <label className="fieldset">
          <span className="fieldset-legend">{text.t('defaultLanguage')}</span>
          <select
            className="select w-full"
            value={value.default_language}
            onChange={(e) => set('default_language', e.target.value as GeneralSettings['default_language'])}
          >
            <option value="en">{text.t('languageEn')}</option>
            <option value="sw">{text.t('languageSw')}</option>
          </select>
          <FieldError message={errors.default_language} />
        </label>
        <div className="md:col-span-2">
          <SaveRow
            pending={save.isPending}
            saved={save.isSuccess}
            error={save.error}
            label={text.t('save')}
            savedLabel={text.t('saved')}
          />
        </div>
      </form>
    </SettingsSection>
  );
}
