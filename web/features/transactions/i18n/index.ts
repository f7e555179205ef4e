import { defineCatalogue } from '@/shared/i18n/runtime';
import en from './en.json';

export const transactionsText = defineCatalogue('web-transactions', en, { sw: () => import('./sw.json') });
