import { defineCatalogue } from '@/shared/i18n/runtime';
import en from './en.json';

// Texts of the features, pricing, about, contact and payment-status pages (and their data modules).
export const marketingPagesText = defineCatalogue('web-marketing-pages', en, {
  sw: () => import('./sw.json'),
});
export type MarketingPagesTextKey = keyof typeof en;
