// The "Maintenance mode" section: the switch and the message farmers see (docs/product/system-settings.md).
import { useState, type FormEvent } from 'react';
import { MAINTENANCE_MESSAGE_MAX, type MaintenanceSettings } from '@/shared/contracts/system-settings';
import { useSaveSystemSettings } from '../hooks/use-system-settings';
import { systemSettingsText as text } from '../i18n';
import { FieldError, SaveRow, SettingsSection, fieldErrorsOf } from './settings-section';

export function MaintenanceForm({ initial }: { initial: MaintenanceSettings }) {
  const [value, setValue] = useState(initial);
  const save = useSaveSystemSettings();
  const errors = fieldErrorsOf(save.error, 'maintenance');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ maintenance: value });
  };
  const liveOn = save.data ? save.data.maintenance.enabled : initial.enabled;
  return (
    <SettingsSection
      id="settings-maintenance"
      title={text.t('maintenanceTitle')}
      intro={text.t('maintenanceIntro')}
    >
      {liveOn && (
        <p role="status" className="alert alert-warning">
          {text.t('maintenanceOnNow')}
        </p>
      )}
      <form onSubmit={submit} noValidate className="grid max-w-2xl gap-4">
        <label className="flex items-center gap-3">
          <input
            type="checkbox"
            className="toggle toggle-warning"
            checked={value.enabled}
            onChange={(e) => setValue((prev) => ({ ...prev, enabled: e.target.checked }))}
          />
          <span>{text.t('maintenanceEnabled')}</span>
        </label>
        <label className="fieldset">
          <span className="fieldset-legend">{text.t('maintenanceMessage')}</span>
          <textarea
            className="textarea w-full"
            rows={3}
            maxLength={MAINTENANCE_MESSAGE_MAX}
            value={value.message}
            onChange={(e) => setValue((prev) => ({ ...prev, message: e.target.value }))}
          />
          <span className="label whitespace-normal">{text.t('maintenanceMessageHint')}</span>
          <FieldError message={errors.message ?? errors.enabled} />
        </label>
        <SaveRow
          pending={save.isPending}
          saved={save.isSuccess}
          error={save.error}
          label={text.t('save')}
          savedLabel={text.t('saved')}
        />
      </form>
    </SettingsSection>
  );
}
