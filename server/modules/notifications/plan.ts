// Which channels a notification goes to, and why not when it does not (the delivery log's `detail`). In-app is
// always on; e-mail, SMS and push follow the master switches of the user's settings (docs/product/notifications.md User
// settings) and then the per-type choice (docs/product/notifications.md Notification preference).
import { PREFERENCE_LABELS, type Channels, type PreferenceType } from '@/shared/contracts/notifications';
import { DEFAULT_USER_SETTINGS, type UserSettings } from '@/shared/contracts/settings';
import { PUSH_OFF_DETAIL } from '@/server/lib/push';

export type ExternalChannel = 'email' | 'sms' | 'push';
export type DeliveryChannel = 'in_app' | 'realtime' | ExternalChannel;
export type DeliveryStatus = 'pending' | 'sent' | 'failed' | 'skipped' | 'off';
export interface ChannelPlan {
  channel: DeliveryChannel;
  status: DeliveryStatus;
  detail: string | null;
}

export const EXTERNAL_CHANNELS: readonly ExternalChannel[] = ['email', 'sms', 'push'];

type Master = UserSettings['notification_preferences'];

/**
 * The master switches from the user's stored settings. A switch blocks a channel when it is off, with one
 * exception: sms_alerts is off by DEFAULT (docs/product/notifications.md), and SMS is also off by default per type; a farmer who turns
 * SMS on for a type in the preferences modal expects SMS, so only an sms_alerts they turned off themselves
 * blocks it (docs/decisions/015).
 */
export function masterSwitches(stored: Record<string, unknown> | undefined): Master {
  const given = (stored?.notification_preferences ?? {}) as Partial<Record<keyof Master, unknown>>;
  const defaults: Master = { ...DEFAULT_USER_SETTINGS.notification_preferences, sms_alerts: true };
  const pick = (key: keyof Master) =>
    typeof given[key] === 'boolean' ? (given[key] as boolean) : defaults[key];
  return {
    email_alerts: pick('email_alerts'),
    push_notifications: pick('push_notifications'),
    sms_alerts: pick('sms_alerts'),
    weather_alerts: pick('weather_alerts'),
    task_reminders: pick('task_reminders'),
  };
}
const MASTER: Record<ExternalChannel, { key: keyof Master; label: string }> = {
  email: { key: 'email_alerts', label: 'E-mail alerts' },
  sms: { key: 'sms_alerts', label: 'SMS alerts' },
  push: { key: 'push_notifications', label: 'Push notifications' },
};
/** Settings switches that silence a whole preference type outside the app. */
const TYPE_SWITCH: Partial<Record<PreferenceType, { key: keyof Master; label: string }>> = {
  weather: { key: 'weather_alerts', label: 'Weather alerts' },
  task_due: { key: 'task_reminders', label: 'Task reminders' },
};
const CHANNEL_NAME: Record<ExternalChannel, string> = { email: 'E-mail', sms: 'SMS', push: 'Push' };

export interface PlanInput {
  master: Master;
  preferenceType: PreferenceType | null;
  /** The per-type choice; null when the notification has no preference type (system messages, tests). */
  channels: Channels | null;
  contact: { email: string | null; phone: string | null };
  pushEnabled: boolean;
  /** Limit the outside channels (the push test sends push only). */
  only?: readonly ExternalChannel[];
}

function external(channel: ExternalChannel, input: PlanInput): ChannelPlan {
  const skip = (detail: string): ChannelPlan => ({ channel, status: 'skipped', detail });
  if (input.only && !input.only.includes(channel)) return skip('Not requested for this notification.');
  if (channel === 'push' && !input.pushEnabled) return { channel, status: 'off', detail: PUSH_OFF_DETAIL };
  const master = MASTER[channel];
  if (!input.master[master.key]) return skip(`${master.label} are off in the user's settings.`);
  const typeSwitch = input.preferenceType ? TYPE_SWITCH[input.preferenceType] : undefined;
  if (typeSwitch && !input.master[typeSwitch.key])
    return skip(`${typeSwitch.label} are off in the user's settings.`);
  if (input.channels && input.preferenceType && !input.channels[channel]) {
    return skip(`${CHANNEL_NAME[channel]} is off for ${PREFERENCE_LABELS[input.preferenceType].name}.`);
  }
  if (channel === 'email' && !input.contact.email) return skip('No e-mail address on the account.');
  if (channel === 'sms' && !input.contact.phone) return skip('No phone number on the account.');
  return { channel, status: 'pending', detail: null };
}

export function planDeliveries(input: PlanInput): ChannelPlan[] {
  return [
    { channel: 'in_app', status: 'sent', detail: 'Stored in the notification log.' },
    { channel: 'realtime', status: 'pending', detail: null },
    ...EXTERNAL_CHANNELS.map((channel) => external(channel, input)),
  ];
}
