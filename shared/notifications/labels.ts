// Names people read for the notification types of docs/product/notifications.md, the delivery channels and the realtime states, so
// every screen calls them the same. Each name is read from the catalogue when it is used, so a screen drawn after
// a change of language names things in the new one (docs/decisions/022). The severities' names, which the widgets
// show too, are in severity-labels.ts with the small shared/notifications/i18n catalogue; these come from
// ./app/i18n, which the widgets' loader does not carry (docs/decisions/020).
import type { DetailAction } from './notification-view';
import type { ConnectionState, NotificationType } from './rules';
import { notificationsAppText, type NotificationsAppKey } from './app/i18n';

export { SEVERITY_LABELS } from './severity-labels';

/** A record of names whose values come from the catalogue at each read (code indexing it keeps working). */
function translated<K extends string>(keys: Record<K, NotificationsAppKey>): Readonly<Record<K, string>> {
  const record = {} as Record<K, string>;
  for (const name of Object.keys(keys) as K[]) {
    Object.defineProperty(record, name, {
      enumerable: true,
      get: () => notificationsAppText.t(keys[name]),
    });
  }
  return Object.freeze(record);
}

export const NOTIFICATION_TYPE_LABELS: Readonly<Record<NotificationType, string>> = translated({
  system: 'typeSystem',
  task: 'typeTask',
  crop_update: 'typeCropUpdate',
  weather_alert: 'typeWeatherAlert',
  health_alert: 'typeHealthAlert',
  calendar: 'typeCalendar',
  equipment: 'typeEquipment',
  irrigation: 'typeIrrigation',
  temperature: 'typeTemperature',
  wind: 'typeWind',
});

/** A type the product does not name (a newer server's) reads as its code in words: "soil_test" → "Soil test". */
export const typeLabel = (type: string): string =>
  NOTIFICATION_TYPE_LABELS[type as NotificationType] ??
  type.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

export const CHANNEL_LABELS: Readonly<Record<string, string>> = translated({
  in_app: 'channelInApp',
  realtime: 'channelRealtime',
  email: 'channelEmail',
  sms: 'channelSms',
  push: 'channelPush',
});

/** What connectionLabel answers, in words (the English words are the states' own names). */
export const CONNECTION_LABELS: Readonly<Record<ReturnType<typeof connectionLabel>, string>> = translated({
  connected: 'connectionConnected',
  connecting: 'connectionConnecting',
  disconnected: 'connectionDisconnected',
  error: 'connectionError',
});

const DETAIL_ACTION_KEYS: Record<DetailAction['label'], NotificationsAppKey> = {
  'View Crop': 'viewCrop',
  'View Task': 'viewTask',
  'Open Link': 'openLink',
};

/** The detail dialog's action as people read it: detailActions names it in docs/product/notifications.md's English. */
export const detailActionLabel = (label: DetailAction['label']): string =>
  notificationsAppText.t(DETAIL_ACTION_KEYS[label]);

/** The channels page's realtime state: docs/product/notifications.md three, plus "connecting" while the socket opens. */
export function connectionLabel(
  state: ConnectionState,
): 'connected' | 'connecting' | 'disconnected' | 'error' {
  if (state === 'failed' || state === 'init_failed') return 'error';
  return state;
}

/** docs/product/notifications.md: the test pages show connected, disconnected or error; a socket still opening is not connected. */
export function testPageConnectionLabel(state: ConnectionState): 'connected' | 'disconnected' | 'error' {
  const label = connectionLabel(state);
  return label === 'connecting' ? 'disconnected' : label;
}
