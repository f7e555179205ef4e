import { defineCatalogue } from '@/shared/i18n/runtime';
// The names shared/notifications gives (types, channels, relative times, preferences) come with this area's own
// texts, so every screen of it has them in the current language.
import '@/shared/notifications/i18n';
import '@/shared/notifications/app/i18n';
import en from './en.json';

export const notificationsText = defineCatalogue('web-notifications', en, { sw: () => import('./sw.json') });

export type NotificationsKey = (typeof notificationsText.keys)[number];
