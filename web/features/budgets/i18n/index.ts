import { defineCatalogue } from '@/shared/i18n/runtime';
import en from './en.json';

export const budgetsText = defineCatalogue('web-budgets', en, { sw: () => import('./sw.json') });
