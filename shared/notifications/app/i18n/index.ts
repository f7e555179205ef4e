// The names and messages of the notifications screens of the web app (types, channels, connection states, the
// detail dialog's actions, the preferences' names and outcomes). Kept apart from shared/notifications/i18n, the few
// words every list of notifications shows, so the widgets' loader carries only those (docs/decisions/020).
import { defineCatalogue } from '@/shared/i18n/runtime';
import en from './en.json';

export const notificationsAppText = defineCatalogue('shared-notifications-app', en, {
  sw: () => import('./sw.json'),
});

export type NotificationsAppKey = (typeof notificationsAppText.keys)[number];
