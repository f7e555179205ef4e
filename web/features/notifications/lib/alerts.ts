// What a new notification does besides the badge (docs/product/notifications.md Notifications): the sound at the stored volume, and a
// browser notification when permission is granted — closing after 5 s unless the severity is error.
import {
  browserNotificationOptions,
  NOTIFICATION_BADGE,
  NOTIFICATION_ICON,
  NOTIFICATION_SOUND_URL,
} from '@/shared/notifications/rules';
import { soundToPlay, type SoundPreferences } from '@/shared/notifications/sound-preferences';
import { notificationsText, type NotificationsKey } from '../i18n';

// docs/product/notifications.md: warnings when unsupported or not granted; the denied message, completed with what to do about it.
export const browserUnsupportedMessage = () => notificationsText.t('browserUnsupported');
export const browserNotGrantedMessage = () => notificationsText.t('browserNotGranted');
export const browserDeniedMessage = () => notificationsText.t('browserDenied');

export type BrowserPermission = NotificationPermission | 'unsupported';

const PERMISSION_LABELS: Record<BrowserPermission, NotificationsKey> = {
  granted: 'permissionGranted',
  denied: 'permissionDenied',
  default: 'permissionDefault',
  unsupported: 'permissionUnsupported',
};

/** The browser's answer in words (the English words are the answers' own names). */
export const permissionLabel = (permission: BrowserPermission): string =>
  notificationsText.t(PERMISSION_LABELS[permission]);

export function browserPermission(): BrowserPermission {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

export function playNotificationSound(preferences: SoundPreferences): void {
  const volume = soundToPlay(preferences);
  if (volume === null || typeof Audio === 'undefined') return;
  try {
    const audio = new Audio(NOTIFICATION_SOUND_URL);
    audio.volume = volume;
    // The browser refuses sound before the person has interacted with the page: nothing to tell them then.
    void audio.play()?.catch(() => undefined);
  } catch {
    // no audio output on this device
  }
}

export interface BrowserAlert {
  id: string;
  title: string;
  message: string;
  severity: string | null;
  /** Defaults to NOTIFICATION_ICON. */
  icon?: string;
}

/** Shows the system notification, or warns (console) why it cannot. Returns whether one was shown. */
export function showBrowserNotification(alert: BrowserAlert, onClick?: () => void): boolean {
  const permission = browserPermission();
  if (permission !== 'granted') {
    console.warn(
      permission === 'unsupported'
        ? browserUnsupportedMessage()
        : permission === 'denied'
          ? browserDeniedMessage()
          : browserNotGrantedMessage(),
    );
    return false;
  }
  const options = browserNotificationOptions(alert.severity);
  try {
    const notification = new Notification(alert.title, {
      body: alert.message,
      icon: alert.icon ?? NOTIFICATION_ICON,
      badge: NOTIFICATION_BADGE,
      tag: alert.id, // the same notification from realtime and from push shows once
      requireInteraction: options.requireInteraction,
    });
    if (options.autoCloseMs !== null) setTimeout(() => notification.close(), options.autoCloseMs);
    notification.onclick = () => {
      window.focus();
      onClick?.();
      notification.close();
    };
    return true;
  } catch (error) {
    // Chrome on Android allows notifications only from a service worker.
    console.warn(browserUnsupportedMessage(), error);
    return false;
  }
}
