// The financial report's file headings (docs/product/reports.md "Financial report"), in the asker's language.
import { defineCatalogue } from '@/shared/i18n/runtime';
import en from './en.json';

export const financialText = defineCatalogue('server-reports-financial', en, {
  sw: () => import('./sw.json'),
});
export type FinancialTextKey = keyof typeof en;
