// Receipts, renewal reminders and payment notifications (docs/product/subscriptions.md), in the account's language.
import { defineCatalogue } from '@/shared/i18n/runtime';
import en from './en.json';

export const subscriptionsText = defineCatalogue('server-subscriptions', en, {
  sw: () => import('./sw.json'),
});
