// Notification rules of docs/product/notifications.md as plain functions: the web app, the extension's worker and the widgets
// all run them, so the badge and the polling schedule agree everywhere.

import type { Severity } from '@/shared/contracts/notification-enums';
import { notificationWords } from './words';

// The enumerations live in the contracts; these rules read them.
export {
  NOTIFICATION_TYPES,
  SEVERITIES,
  type NotificationType,
  type Severity,
} from '@/shared/contracts/notification-enums';
export type Priority = 'high' | 'normal' | 'low';

export const BADGE_CAP = 99;

/** docs/product/notifications.md: the bell badge reads 99+ above 99; no badge at 0. */
export function badgeText(count: number): string {
  if (!(count > 0)) return '';
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(Math.floor(count));
}

/** docs/product/notifications.md: error is high, warning is normal, otherwise low. */
export function priorityOf(severity: string | null | undefined): Priority {
  if (severity === 'error') return 'high';
  if (severity === 'warning') return 'normal';
  return 'low';
}

/** docs/product/notifications.md: severity defaults to info. */
export function normalizeSeverity(severity: string | null | undefined): Severity {
  return severity === 'warning' || severity === 'error' ? severity : 'info';
}

/** The highest severity among unread notifications, for the toolbar badge colour. */
export function highestSeverity(severities: Iterable<string | null | undefined>): Severity | null {
  let highest: Severity | null = null;
  const rank = { info: 0, warning: 1, error: 2 } as const;
  for (const raw of severities) {
    const severity = normalizeSeverity(raw);
    if (highest === null || rank[severity] > rank[highest]) highest = severity;
  }
  return highest;
}

export type ConnectionState = 'connecting' | 'connected' | 'disconnected' | 'failed' | 'init_failed';

const MINUTE = 60_000;
/**
 * docs/product/notifications.md polling fallback: 10 minutes when the realtime connection is up, 2 minutes when it failed, 1 minute if
 * initialisation failed, 5 minutes by default. Polling runs in every state (docs/product/notifications.md).
 */
export function pollInterval(state: ConnectionState): number {
  switch (state) {
    case 'connected':
      return 10 * MINUTE;
    case 'failed':
      return 2 * MINUTE;
    case 'init_failed':
      return MINUTE;
    default:
      return 5 * MINUTE;
  }
}

/**
 * docs/product/notifications.md: just now, Nm ago, Nh ago, then a date after 24 hours; in the current language
 * wherever shared/notifications/i18n is loaded (words.ts).
 */
export function relativeTime(
  iso: string,
  now: Date = new Date(),
  formatDate: (d: Date) => string = (d) => notificationWords().date(d),
): string {
  const words = notificationWords();
  const then = new Date(iso);
  const seconds = Math.floor((now.getTime() - then.getTime()) / 1000);
  if (Number.isNaN(seconds)) return '';
  if (seconds < 60) return words.justNow();
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return words.minutesAgo(minutes);
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return words.hoursAgo(hours);
  return formatDate(then);
}

/** docs/product/notifications.md: marking one as read lowers the count by one, never below zero. */
export function decrementUnread(count: number): number {
  return Math.max(0, count - 1);
}

/** docs/product/notifications.md: browser notifications close after 5 s unless the severity is error (interaction required). */
export function browserNotificationOptions(severity: string | null | undefined): {
  requireInteraction: boolean;
  autoCloseMs: number | null;
} {
  return normalizeSeverity(severity) === 'error'
    ? { requireInteraction: true, autoCloseMs: null }
    : { requireInteraction: false, autoCloseMs: 5000 };
}

/** docs/product/notifications.md Sound preferences. */
export const SOUND_PREFERENCES_KEY = 'notification_sound_preferences';
export const DEFAULT_SOUND_PREFERENCES = { enabled: true, volume: 0.7 } as const;
export const NOTIFICATION_SOUND_URL = '/sounds/notification.mp3';

// docs/product/notifications.md Notifications: "Default icon and badge are under /icons" (web/public/icons, drawn from the logo). The
// badge is a white glyph on transparent: Android shows only its alpha in the status bar.
export const NOTIFICATION_ICON = '/icons/notification-icon.png';
export const NOTIFICATION_BADGE = '/icons/notification-badge.png';
/** docs/product/notifications.md Device push: a foreground push message shows the icon /logo.png. */
export const PUSH_ICON = '/logo.png';

export function clampVolume(volume: number): number {
  if (!Number.isFinite(volume)) return DEFAULT_SOUND_PREFERENCES.volume;
  return Math.min(1, Math.max(0, Math.round(volume * 100) / 100));
}
