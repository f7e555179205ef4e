// The "Retention periods" section: how many days housekeeping keeps each kind of record (docs/decisions/013).
import { useState, type FormEvent } from 'react';
import {
  RETENTION_BOUNDS,
  RETENTION_KEYS,
  type RetentionKey,
  type RetentionSettings,
} from '@/shared/contracts/system-settings';
import { useSaveSystemSettings } from '../hooks/use-system-settings';
import { systemSettingsText as text, type SystemSettingsTextKey } from '../i18n';
import { FieldError, SaveRow, SettingsSection, fieldErrorsOf } from './settings-section';

const LABELS: Record<RetentionKey, SystemSettingsTextKey> = {
  read_notifications_days: 'readNotificationsDays',
  deliveries_days: 'deliveriesDays',
  outbox_days: 'outboxDays',
  delivered_events_days: 'deliveredEventsDays',
};

export function RetentionForm({ initial }: { initial: RetentionSettings }) {
  const [value, setValue] = useState<Record<RetentionKey, string>>(
    () =>
      Object.fromEntries(RETENTION_KEYS.map((key) => [key, String(initial[key])])) as Record<
        RetentionKey,
        string
      >,
  );
  const save = useSaveSystemSettings();
  const errors = fieldErrorsOf(save.error, 'retention');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const retention = Object.fromEntries(
      RETENTION_KEYS.map((key) => [key, Number(value[key])]),
    ) as RetentionSettings;
    save.mutate({ retention });
  };
  return (
    <SettingsSection
      id="settings-retention"
      title={text.t('retentionTitle')}
      intro={text.t('retentionIntro')}
    >
      <form onSubmit={submit} noValidate className="grid gap-4 md:grid-cols-2">
        {RETENTION_KEYS.map((key) => (
          <label key={key} className="fieldset">
            <span className="fieldset-legend">{text.t(LABELS[key])}</span>
            <input
              className="input w-full"
              type="number"
              min={RETENTION_BOUNDS[key].min}
              max={RETENTION_BOUNDS[key].max}
              value={value[key]}
              onChange={(e) => setValue((prev) => ({ ...prev, [key]: e.target.value }))}
            />
            <span className="label">
              {text.t('daysRange', { min: RETENTION_BOUNDS[key].min, max: RETENTION_BOUNDS[key].max })}
            </span>
            <FieldError message={errors[key]} />
          </label>
        ))}
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
