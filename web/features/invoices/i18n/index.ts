import { defineCatalogue } from '@/shared/i18n/runtime';
import en from './en.json';

export const invoicesText = defineCatalogue('web-invoices', en, { sw: () => import('./sw.json') });
export type InvoicesTextKey = keyof typeof en;
