import { defineCatalogue } from '@/shared/i18n/runtime';
import en from './en.json';

// The home and landing pages' texts and those of the pieces they share (capabilities, steps, call to action).
// The other marketing pages and the legal texts have catalogues of their own (pages/i18n, legal/i18n), so the
// signed-out home page downloads only these (budget: 120 KB gzip of JavaScript).
export const marketingText = defineCatalogue('web-marketing', en, { sw: () => import('./sw.json') });
export type MarketingTextKey = keyof typeof en;
