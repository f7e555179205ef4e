// The server address of the options page and the web-app pages the extension opens.
import { detailActions, safeLink, type NotificationView } from '@/shared/notifications/notification-view';
import { paths } from '@/shared/routes/paths';

export const INVALID_SERVER_ADDRESS = 'Enter the server address, for example http://localhost:8000';

/** The origin of what was typed (http or https only); null when it is not an address. */
export function normalizeServerAddress(input: string): string | null {
  const trimmed = input.trim();
  if (!trimmed) return null;
  try {
    const url = new URL(/^[a-z]+:\/\//i.test(trimmed) ? trimmed : `http://${trimmed}`);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin;
  } catch {
    return null;
  }
}

/** The host permission the extension needs to call this server (match patterns match any port). */
export function originPermission(serverUrl: string): string {
  const url = new URL(serverUrl);
  return `${url.protocol}//${url.hostname}/*`;
}

/** A page of the web app on the chosen server; an absolute http(s) link is opened as it is. */
export function webAppUrl(serverUrl: string, link: string | null | undefined): string {
  const safe = safeLink(link ?? null);
  if (safe?.external) return safe.to;
  return new URL(safe?.to ?? paths.farmer.notifications, serverUrl).toString();
}

/**
 * The page a notification is about: its own link first (a stock alert links the item), else the
 * detail dialog's crop or task page (docs/product/extension.md), else the notification list.
 */
export function notificationPageUrl(serverUrl: string, notification: NotificationView): string {
  const target = safeLink(notification.link)?.to ?? detailActions(notification)[0]?.to ?? null;
  return webAppUrl(serverUrl, target);
}
