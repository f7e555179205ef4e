// The few words the plain notification rules write into what people read: relative times ("just now", "5m ago",
// then a date) and the title of a notification that came without one. English by default, so code that shows
// none of them (the extension's worker, the server) carries no translation catalogue; shared/notifications/i18n
// puts the current language's words in place wherever a screen loads it (severity-labels.ts does, and labels.ts
// through it, so every list of notifications has them, docs/decisions/022).
export interface NotificationWords {
  justNow(): string;
  minutesAgo(minutes: number): string;
  hoursAgo(hours: number): string;
  /** A moment more than 24 hours ago. */
  date(date: Date): string;
  /** The title of a notification that has none. */
  untitled(): string;
}

const ENGLISH: NotificationWords = {
  justNow: () => 'just now',
  minutesAgo: (minutes) => `${minutes}m ago`,
  hoursAgo: (hours) => `${hours}h ago`,
  date: (date) => date.toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' }),
  untitled: () => 'Notification',
};

let current: NotificationWords = ENGLISH;

export const notificationWords = (): NotificationWords => current;

export function setNotificationWords(words: NotificationWords): void {
  current = words;
}
