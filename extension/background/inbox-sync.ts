// The unread inbox, fetched from the server and kept in extension storage for the badge and the popup. A sync
// answers the notifications that are new since the last one, for the system notifications.
import type { ApiClient } from '@/shared/api/client';
import { isApiRequestError, NETWORK_ERROR } from '@/shared/api/errors';
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from '@/shared/api/notifications';
import { applyRead, applyReadAll, unreadOnly } from '@/shared/notifications/inbox';
import { toNotificationView, type NotificationView } from '@/shared/notifications/notification-view';
import { inboxItem, type StoredInbox } from '../storage-items';

/** Enough unread ones for the popup and for the badge colour; the count itself is the server's. */
export const INBOX_PAGE_SIZE = 50;

/**
 * No answer at all (offline, server down), as opposed to an answer that refused the call, or an input the
 * fetcher refused before sending (that one has no status either).
 */
export const isConnectionFailure = (error: unknown) =>
  isApiRequestError(error) && error.status === undefined && error.message === NETWORK_ERROR;

export interface SyncResult {
  inbox: StoredInbox;
  fresh: NotificationView[];
}

export async function syncInbox(api: ApiClient): Promise<SyncResult> {
  const previous = await inboxItem.getValue();
  try {
    const answer = await listNotifications(api, { unread: true, per_page: INBOX_PAGE_SIZE });
    const items = answer.notifications.map((n) => toNotificationView(n));
    const known = new Set(previous.items.map((n) => n.id));
    // The first sync of a session only learns what is there: signing in must not pop up every old notification.
    const fresh = previous.syncedAt ? items.filter((n) => !known.has(n.id)) : [];
    const inbox = {
      items,
      unreadCount: answer.unreadCount,
      syncedAt: new Date().toISOString(),
      offline: false,
    };
    await inboxItem.setValue(inbox);
    return { inbox, fresh };
  } catch (error) {
    if (!isConnectionFailure(error)) throw error;
    const inbox = { ...previous, offline: true };
    await inboxItem.setValue(inbox);
    return { inbox, fresh: [] };
  }
}

/** docs/product/extension.md: one read lowers the count by one (the server's answer is the count). */
export async function markRead(api: ApiClient, id: string): Promise<StoredInbox> {
  const count = await markNotificationRead(api, id);
  const current = await inboxItem.getValue();
  const next = applyRead(current, id, count);
  const inbox = { ...current, items: unreadOnly(next.items), unreadCount: next.unreadCount };
  await inboxItem.setValue(inbox);
  return inbox;
}

/** docs/product/extension.md: mark all resets the count to zero. */
export async function markAllRead(api: ApiClient): Promise<StoredInbox> {
  await markAllNotificationsRead(api);
  const current = await inboxItem.getValue();
  const next = applyReadAll(current);
  const inbox = { ...current, items: unreadOnly(next.items), unreadCount: next.unreadCount };
  await inboxItem.setValue(inbox);
  return inbox;
}
