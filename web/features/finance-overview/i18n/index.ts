import { defineCatalogue } from '@/shared/i18n/runtime';
import en from './en.json';

export const financeOverviewText = defineCatalogue('web-finance-overview', en, {
  sw: () => import('./sw.json'),
});
