import { defineCatalogue } from '@/shared/i18n/runtime';
import en from './en.json';

/** Subscriptions and payments: the farmer's plan and payments, /payment/status, the admin pages. */
export const subscriptionsText = defineCatalogue('web-subscriptions', en, { sw: () => import('./sw.json') });
export type SubscriptionsTextKey = keyof typeof en;
