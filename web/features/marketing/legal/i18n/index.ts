import { defineCatalogue } from '@/shared/i18n/runtime';
import en from './en.json';

// The terms of service and the privacy policy: long texts, imported only by those two pages.
export const legalText = defineCatalogue('web-marketing-legal', en, { sw: () => import('./sw.json') });
export type LegalTextKey = keyof typeof en;
