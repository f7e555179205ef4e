// The notification enumerations, as plain values (no zod), for every surface and the server.
export const NOTIFICATION_TYPES = [
  'system',
  'task',
  'crop_update',
  'weather_alert',
  'health_alert',
  'calendar',
  'equipment',
  'irrigation',
  'temperature',
  'wind',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const SEVERITIES = ['info', 'warning', 'error'] as const;
export type Severity = (typeof SEVERITIES)[number];
