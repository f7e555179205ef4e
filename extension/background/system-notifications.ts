// A new notification shows a system notification; clicking it opens the matching web-app page.
// docs/product/extension.md: it closes after 5 s unless the severity is error (then it waits for the person).
import { browser } from 'wxt/browser';
import { browserNotificationOptions, priorityOf } from '@/shared/notifications/rules';
import type { NotificationView } from '@/shared/notifications/notification-view';

const ID_PREFIX = 'shamba:';
/** More at once would bury the screen; the popup lists them all. */
export const MAX_SYSTEM_NOTIFICATIONS = 3;
const PRIORITY = { high: 2, normal: 1, low: 0 } as const;

export const systemNotificationId = (notificationId: string) => `${ID_PREFIX}${notificationId}`;

/** The notification's own id from a system notification id; null for one that is not ours. */
export function notificationIdOf(systemId: string): string | null {
  return systemId.startsWith(ID_PREFIX) ? systemId.slice(ID_PREFIX.length) : null;
}

export async function showSystemNotifications(fresh: NotificationView[]): Promise<void> {
  for (const notification of fresh.slice(0, MAX_SYSTEM_NOTIFICATIONS)) {
    const id = systemNotificationId(notification.id);
    const { requireInteraction, autoCloseMs } = browserNotificationOptions(notification.severity);
    await browser.notifications.create(id, {
      type: 'basic',
      iconUrl: browser.runtime.getURL('/icons/128.png'),
      title: notification.title,
      message: notification.message,
      priority: PRIORITY[priorityOf(notification.severity)],
      requireInteraction,
    });
    if (autoCloseMs !== null) setTimeout(() => void browser.notifications.clear(id), autoCloseMs);
  }
}
