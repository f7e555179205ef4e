// The words every list of notifications shows, on every surface the widgets included: severities, relative times
// and the title of a notification without one. The notifications screens' other names and messages (types,
// channels, connection states, the detail dialog's actions, preferences) are in ../app/i18n, so the widgets'
// loader does not carry them (docs/decisions/020).
import { formatDateTime } from '@/shared/i18n/format';
import { defineCatalogue } from '@/shared/i18n/runtime';
import { setNotificationWords } from '../words';
import en from './en.json';

export const sharedNotificationsText = defineCatalogue('shared-notifications', en, {
  sw: () => import('./sw.json'),
});

export type SharedNotificationsKey = (typeof sharedNotificationsText.keys)[number];

// Relative times and the missing title in the current language, read each time they are written.
setNotificationWords({
  justNow: () => sharedNotificationsText.t('justNow'),
  minutesAgo: (minutes) => sharedNotificationsText.t('minutesAgo', { minutes }),
  hoursAgo: (hours) => sharedNotificationsText.t('hoursAgo', { hours }),
  date: (date) => formatDateTime(date, { day: 'numeric', month: 'short', year: 'numeric' }),
  untitled: () => sharedNotificationsText.t('untitledNotification'),
});
