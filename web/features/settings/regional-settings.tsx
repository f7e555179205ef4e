import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import { DEFAULT_USER_SETTINGS, UserSettingsSchema } from '@/shared/contracts/settings';
import { formatDate, formatMoney, formatTime } from '@/shared/settings/format';
import { Spinner } from '@/shared/ui/spinner';
import { LANGUAGE_NAMES } from '@/shared/i18n/languages';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { FormAlert } from '@/web/components/form/form-alert';
import { SelectField } from '@/web/components/form/select-field';
import {
  currencyOptions,
  DATE_FORMAT_OPTIONS,
  LANGUAGE_OPTIONS,
  timeFormatOptions,
} from './regional-options';
import { SettingsCard } from './settings-card';
import { useUpdateUserSettings, useUserSettings } from './use-user-settings';
import { settingsText } from '@/web/features/settings/i18n';

const RegionalForm = UserSettingsSchema.pick({
  default_currency: true,
  date_format: true,
  time_format: true,
  language: true,
});
type RegionalValues = ReturnType<typeof RegionalForm.parse>;

// A fixed moment for the preview, so it shows what each format does with a familiar date and amount.
const SAMPLE_MINOR_UNITS = 123456;

export function RegionalSettings() {
  useDocumentTitle(settingsText.t('regionalSettings'));
  const query = useUserSettings();
  const update = useUpdateUserSettings();
  const loaded = query.data?.settings ?? DEFAULT_USER_SETTINGS;
  const form = useForm<RegionalValues>({
    resolver: zodResolver(RegionalForm),
    values: {
      default_currency: loaded.default_currency,
      date_format: loaded.date_format,
      time_format: loaded.time_format,
      language: loaded.language,
    },
  });
  const preview = useWatch({ control: form.control }) as Partial<RegionalValues>;
  const { errors, isDirty } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      form.reset(values);
      toast.success(settingsText.t('regionalSettingsSaved'));
    } catch {
      toast.error(settingsText.t('settingsUpdateError'));
    }
  });

  if (query.isPending) return <Spinner label={settingsText.t('loadingYourSettings')} />;

  const now = new Date();
  return (
    <SettingsCard title={settingsText.t('regional')} description={settingsText.t('howAmountsDatesAndTimes')}>
      {query.data?.error && (
        <FormAlert kind="error">{settingsText.t('settingsLoadErrorTheDefaults')}</FormAlert>
      )}
      {update.isError && <FormAlert kind="error">{settingsText.t('settingsUpdateError')}</FormAlert>}
      <form onSubmit={onSubmit} noValidate className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label={settingsText.t('currency')}
          options={currencyOptions()}
          error={errors.default_currency?.message}
          {...form.register('default_currency')}
        />
        <SelectField
          label={settingsText.t('language')}
          options={LANGUAGE_OPTIONS}
          error={errors.language?.message}
          {...form.register('language')}
        />
        <SelectField
          label={settingsText.t('dateFormat')}
          options={DATE_FORMAT_OPTIONS}
          error={errors.date_format?.message}
          {...form.register('date_format')}
        />
        <SelectField
          label={settingsText.t('timeFormat')}
          options={timeFormatOptions()}
          error={errors.time_format?.message}
          {...form.register('time_format')}
        />

        <section
          aria-label={settingsText.t('preview')}
          className="rounded-box bg-base-200 p-4 text-sm sm:col-span-2"
        >
          <h3 className="mb-2 font-semibold">{settingsText.t('preview')}</h3>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="text-base-content/70">{settingsText.t('amount')}</dt>
            <dd>{formatMoney(SAMPLE_MINOR_UNITS, preview.default_currency ?? loaded.default_currency)}</dd>
            <dt className="text-base-content/70">{settingsText.t('today')}</dt>
            <dd>{formatDate(now, preview.date_format ?? loaded.date_format)}</dd>
            <dt className="text-base-content/70">{settingsText.t('timeNow')}</dt>
            <dd>{formatTime(now, preview.time_format ?? loaded.time_format)}</dd>
            <dt className="text-base-content/70">{settingsText.t('language')}</dt>
            <dd>{LANGUAGE_NAMES[preview.language ?? loaded.language]}</dd>
          </dl>
          <p className="mt-2 text-xs text-base-content/60">{settingsText.t('languageTakesEffectAtOnce')}</p>
        </section>

        <div className="sm:col-span-2">
          <button
            type="submit"
            className="btn btn-primary"
            disabled={update.isPending || (!isDirty && !query.data?.error)}
          >
            {update.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {settingsText.t('saveRegionalSettings')}
          </button>
        </div>
      </form>
    </SettingsCard>
  );
}
