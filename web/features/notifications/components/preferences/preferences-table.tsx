// One row per preference type with a toggle per channel (docs/product/notifications.md): e-mail, push, SMS.
import { PREFERENCE_CHANNELS, type Channels, type Preference } from '@/shared/contracts/notifications';
import { preferenceLabel } from '@/shared/notifications/preferences-offline';
import { notificationsText, type NotificationsKey } from '@/web/features/notifications/i18n';

const CHANNEL_NAMES: Record<keyof Channels, NotificationsKey> = { email: 'email', push: 'push', sms: 'sms' };

export function PreferencesTable({
  preferences,
  disabled,
  onToggle,
}: {
  preferences: Preference[];
  disabled: boolean;
  onToggle: (type: Preference['type'], channel: keyof Channels, on: boolean) => void;
}) {
  return (
    <table className="table table-sm">
      <thead>
        <tr>
          <th scope="col">{notificationsText.t('notification')}</th>
          {PREFERENCE_CHANNELS.map((channel) => (
            <th key={channel} scope="col" className="w-16 text-center">
              {notificationsText.t(CHANNEL_NAMES[channel])}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {preferences.map((preference) => {
          const { name, description } = preferenceLabel(preference);
          return (
            <tr key={preference.type}>
              <th scope="row" className="font-normal">
                <span className="block font-medium">{name}</span>
                <span className="block text-xs text-base-content/65">{description}</span>
              </th>
              {PREFERENCE_CHANNELS.map((channel) => (
                <td key={channel} className="text-center">
                  <input
                    type="checkbox"
                    className="toggle toggle-primary toggle-sm"
                    aria-label={notificationsText.t('preferenceChannel', {
                      name,
                      channel: notificationsText.t(CHANNEL_NAMES[channel]),
                    })}
                    checked={preference.channels[channel]}
                    disabled={disabled}
                    onChange={(event) => onToggle(preference.type, channel, event.target.checked)}
                  />
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
