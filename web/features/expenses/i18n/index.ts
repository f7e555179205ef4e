import { defineCatalogue } from '@/shared/i18n/runtime';
import en from './en.json';

export const expensesText = defineCatalogue('web-expenses', en, { sw: () => import('./sw.json') });
