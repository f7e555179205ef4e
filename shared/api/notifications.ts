// The notification calls of docs/product/notifications.md (Notifications): both readings of the list, the unread count, mark read,
// mark all, delete, preferences and the device push token. Each parses its answer with the contract.
import { z } from 'zod';
import {
  MarkReadResponseSchema,
  NotificationListResponseSchema,
  NotificationLogPageSchema,
  PreferenceSchema,
  PreferencesUpdateInput,
  PREFERENCES_SAVED_MESSAGE,
  ReadAllResponseSchema,
  UnreadCountSchema,
  type Channels,
  type Preference,
  type PreferenceType,
} from '@/shared/contracts/notifications';
import type { NotificationType } from '@/shared/notifications/rules';
import type { ApiClient } from './client';
import { readList } from './response';

export interface NotificationLogQuery {
  page?: number;
  per_page?: number;
  unread?: boolean;
  type?: NotificationType;
}

/** GET /api/notification-logs: one page, newest first; `unread` keeps unread ones only. */
export async function listNotificationLogs(api: ApiClient, query: NotificationLogQuery = {}) {
  return api.get('/api/notification-logs', { params: logParams(query), schema: NotificationLogPageSchema });
}

function logParams(query: NotificationLogQuery): Record<string, unknown> {
  const params: Record<string, unknown> = { page: query.page ?? 1, per_page: query.per_page ?? 20 };
  if (query.unread) params.unread = '1';
  if (query.type) params.type = query.type;
  return params;
}

/** GET /api/notifications: the second reading (`read`, `body`) with the unread count. */
export async function listNotifications(api: ApiClient, query: NotificationLogQuery = {}) {
  const body = await api.get('/api/notifications', {
    params: logParams(query),
    schema: NotificationListResponseSchema,
  });
  return { notifications: body.notifications, unreadCount: body.unread_count };
}

export async function getUnreadCount(api: ApiClient): Promise<number> {
  return (await api.get('/api/notifications/unread-count', { schema: UnreadCountSchema })).count;
}

/** POST /api/notification-logs/{id}/read (no body); answers the new unread count. */
export async function markNotificationRead(api: ApiClient, id: string): Promise<number> {
  const url = `/api/notification-logs/${encodeURIComponent(id)}/read`;
  return (await api.post(url, undefined, { schema: MarkReadResponseSchema })).unread_count;
}

export async function markAllNotificationsRead(api: ApiClient): Promise<number> {
  return (await api.post('/api/notification-logs/read-all', undefined, { schema: ReadAllResponseSchema }))
    .updated;
}

export async function deleteNotification(api: ApiClient, id: string): Promise<void> {
  await api.delete(`/api/notification-logs/${encodeURIComponent(id)}`);
}

const PREFERENCES_URL = '/api/farmer/notification-preferences';

/** GET: `{status, data}`; the tolerant reader also takes a bare array (docs/architecture.md "The API"). */
export async function getNotificationPreferences(api: ApiClient): Promise<Preference[]> {
  return readList(await api.get(PREFERENCES_URL), PreferenceSchema);
}

export interface PreferencesSaved {
  message: string;
  preferences: Preference[];
}

/** PUT `{preferences:[{type, channels}]}`; answers `{status, message, data}`. */
export async function updateNotificationPreferences(
  api: ApiClient,
  preferences: { type: PreferenceType; channels: Partial<Channels> }[],
): Promise<PreferencesSaved> {
  const body = await api.put(PREFERENCES_URL, PreferencesUpdateInput.parse({ preferences }));
  const message = z.object({ message: z.string() }).safeParse(body);
  return {
    message: message.success ? message.data.message : PREFERENCES_SAVED_MESSAGE,
    preferences: readList(body, PreferenceSchema),
  };
}

/**
 * docs/product/notifications.md Device token: nothing is sent without a non-empty token. docs/product/notifications.md: a failure is only logged and
 * answers false.
 */
export async function saveDeviceToken(
  api: ApiClient,
  token: string | null | undefined,
  platform: 'web' | 'extension' = 'web',
): Promise<boolean> {
  if (!token?.trim()) return false;
  try {
    await api.post('/api/notifications/fcm-token', { token: token.trim(), platform });
    return true;
  } catch (error) {
    console.error('Failed to save the push token', error);
    return false;
  }
}

export async function deleteDeviceToken(api: ApiClient, token: string): Promise<void> {
  await api.request({ method: 'delete', url: '/api/notifications/fcm-token', data: { token } });
}
