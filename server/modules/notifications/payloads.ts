// One stored notification in every shape a client reads (docs/product/notifications.md): the log form, the second reading with
// `read` and `body`, the two realtime payloads, and the push message.
import type {
  InAppPayload,
  NotificationData,
  NotificationLog,
  PushPayload,
} from '@/shared/contracts/notifications';
import {
  NOTIFICATION_TYPES,
  normalizeSeverity,
  priorityOf,
  type NotificationType,
} from '@/shared/notifications/rules';
import type { notifications } from '@/server/db/schema/notifications';
import type { PushMessage } from '@/server/lib/push';

export type NotificationRow = typeof notifications.$inferSelect;

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
/** docs/product/notifications.md: type defaults to system (a row written by an older version may hold a retired type). */
const typeOf = (v: string): NotificationType =>
  (NOTIFICATION_TYPES as readonly string[]).includes(v) ? (v as NotificationType) : 'system';

export function notificationData(row: NotificationRow): NotificationData {
  const d = row.data;
  return {
    title: row.title,
    message: row.message,
    severity: normalizeSeverity(row.severity),
    url: row.actionUrl,
    farm_name: text(d.farm_name),
    crop_name: text(d.crop_name),
    crop_id: text(d.crop_id),
    task_id: text(d.task_id),
    timestamp: row.createdAt.toISOString(),
    recommendations: list(d.recommendations).filter((r): r is string => typeof r === 'string'),
    actions: list(d.actions),
  };
}

export function toNotificationLog(row: NotificationRow): NotificationLog {
  const severity = normalizeSeverity(row.severity);
  return {
    id: row.id,
    type: typeOf(row.type),
    category: row.category,
    title: row.title,
    message: row.message,
    severity,
    farm_id: row.farmId,
    read_at: row.readAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    action_url: row.actionUrl,
    metadata: { ...row.metadata, priority: priorityOf(severity) },
    data: notificationData(row),
  };
}

/** The reading of GET /api/notifications: `read` instead of read_at, `body` for display. */
export function toNotificationItem(row: NotificationRow) {
  return {
    id: row.id,
    type: typeOf(row.type),
    category: row.category,
    title: row.title,
    body: row.message,
    read: row.readAt !== null,
    severity: normalizeSeverity(row.severity),
    action_url: row.actionUrl,
    created_at: row.createdAt.toISOString(),
    data: notificationData(row),
  };
}

/** Event `notification` on private-user.{id}. */
export const inAppPayload = (row: NotificationRow): InAppPayload => ({
  id: row.id,
  type: typeOf(row.type),
  title: row.title,
  message: row.message,
  created_at: row.createdAt.toISOString(),
  data: { severity: normalizeSeverity(row.severity), action_url: row.actionUrl },
});

/** Event `new-notification` on private-notifications.user.{id}. */
export const pushPayload = (row: NotificationRow): PushPayload => ({
  id: row.id,
  type: typeOf(row.type),
  title: row.title,
  message: row.message,
  severity: normalizeSeverity(row.severity),
  link: row.actionUrl,
  created_at: row.createdAt.toISOString(),
});

export { notificationsChannel, userChannel } from '@/shared/contracts/realtime-channels';

/** A link a mail client or a phone can open: absolute when APP_URL is known. */
export function absoluteLink(appUrl: string | null, actionUrl: string | null): string | null {
  if (!actionUrl) return appUrl;
  if (/^https?:\/\//i.test(actionUrl)) return actionUrl;
  return appUrl ? `${appUrl}${actionUrl.startsWith('/') ? '' : '/'}${actionUrl}` : null;
}

export function pushMessage(row: NotificationRow, appUrl: string | null): PushMessage {
  const payload = pushPayload(row);
  return {
    title: row.title,
    body: row.message,
    link: absoluteLink(appUrl, row.actionUrl),
    data: {
      id: payload.id,
      type: payload.type,
      severity: payload.severity,
      link: payload.link ?? '',
      created_at: payload.created_at,
    },
  };
}
