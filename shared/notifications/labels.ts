// Names people read for the notification types of docs/product/notifications.md, the delivery channels and the realtime states, so
// the web app, the extension and the widgets call them the same.
import type { ConnectionState, NotificationType, Severity } from './rules';

export const NOTIFICATION_TYPE_LABELS: Record<NotificationType, string> = {
  system: 'System',
  task: 'Tasks',
  crop_update: 'Crop updates',
  weather_alert: 'Weather alerts',
  health_alert: 'Health alerts',
  calendar: 'Calendar',
  equipment: 'Equipment',
  irrigation: 'Irrigation',
  temperature: 'Temperature',
  wind: 'Wind',
};

export const typeLabel = (type: string): string =>
  NOTIFICATION_TYPE_LABELS[type as NotificationType] ??
  type.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

export const SEVERITY_LABELS: Record<Severity, string> = { info: 'Info', warning: 'Warning', error: 'Error' };

export const CHANNEL_LABELS: Record<string, string> = {
  in_app: 'In-app',
  realtime: 'Realtime',
  email: 'E-mail',
  sms: 'SMS',
  push: 'Push',
};

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
