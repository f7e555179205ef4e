// The toolbar badge is the unread count (99+ cap) on the colour of the worst unread severity; the button's title
// (its tooltip, and what a screen reader says) names the count, and the overdue tasks, in the person's language.
import { browser } from 'wxt/browser';
import { badgeAppearance } from '@/shared/notifications/badge';
import { storedLanguage } from '../language';
import type { Language } from '@/shared/contracts/languages';
import { overdueTasksItem, type StoredInbox } from '../storage-items';
import { workerText } from './i18n';

export async function showBadge(inbox: Pick<StoredInbox, 'items' | 'unreadCount'>): Promise<void> {
  const unread = inbox.items.filter((n) => !n.read).map((n) => n.severity);
  const { text, colour } = badgeAppearance(inbox.unreadCount, unread);
  // Firefox's build is Manifest V2, where the toolbar button is browserAction.
  const action = browser.action ?? browser.browserAction;
  await action.setBadgeBackgroundColor({ color: colour });
  await action.setBadgeText({ text });
  const count = inbox.unreadCount;
  const language = await storedLanguage();
  await action.setTitle({ title: toolbarTitle(language, count, (await overdueTasksItem.getValue()) ?? 0) });
}

/** The button's title: the unread count, and the open tasks past due when there are any (overdue-tasks.ts). */
export function toolbarTitle(language: Language, count: number, overdue: number): string {
  if (overdue > 0)
    return count > 0
      ? workerText(language, 'toolbarTitleUnreadOverdue', { count, overdue })
      : workerText(language, 'toolbarTitleOverdue', { overdue });
  return count > 0
    ? workerText(language, 'toolbarTitleUnread', { count })
    : workerText(language, 'toolbarTitle');
}
