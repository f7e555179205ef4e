import { defineCatalogue } from '@/shared/i18n/runtime';
import en from './en.json';

export const expensesReportText = defineCatalogue('web-reports-expenses', en, {
  sw: () => import('./sw.json'),
});
export type ExpensesReportTextKey = keyof typeof en;
