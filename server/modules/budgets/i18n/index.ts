// What the server writes to people about budgets (the 90 percent warning), in each recipient's language.
import { defineCatalogue } from '@/shared/i18n/runtime';
import en from './en.json';

export const budgetText = defineCatalogue('server-budgets', en, {
  sw: () => import('./sw.json'),
});
