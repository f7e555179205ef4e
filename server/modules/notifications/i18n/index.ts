// What the server writes to people about notifications: inventory alerts, test notifications, and the e-mail and
// SMS wrapping of every notification, in each recipient's language (docs/decisions/022).
import { defineCatalogue } from '@/shared/i18n/runtime';
import en from './en.json';

export const notificationText = defineCatalogue('server-notifications', en, {
  sw: () => import('./sw.json'),
});
