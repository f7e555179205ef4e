// The toolbar badge is the unread count (99+ cap) on the colour of the worst unread severity.
import { browser } from 'wxt/browser';
import { badgeAppearance } from '@/shared/notifications/badge';
import type { StoredInbox } from '../storage-items';

export async function showBadge(inbox: Pick<StoredInbox, 'items' | 'unreadCount'>): Promise<void> {
  const unread = inbox.items.filter((n) => !n.read).map((n) => n.severity);
  const { text, colour } = badgeAppearance(inbox.unreadCount, unread);
  // Firefox's build is Manifest V2, where the toolbar button is browserAction.
  const action = browser.action ?? browser.browserAction;
  await action.setBadgeBackgroundColor({ color: colour });
  await action.setBadgeText({ text });
}
