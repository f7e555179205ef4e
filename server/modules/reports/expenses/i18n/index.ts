// The expenses report's file headings (docs/product/reports.md "Expenses report"), in the asker's language.
import { defineCatalogue } from '@/shared/i18n/runtime';
import en from './en.json';

export const expensesReportText = defineCatalogue('server-reports-expenses', en, {
  sw: () => import('./sw.json'),
});
export type ExpensesReportTextKey = keyof typeof en;
