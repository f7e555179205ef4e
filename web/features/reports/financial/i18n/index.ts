import { defineCatalogue } from '@/shared/i18n/runtime';
import en from './en.json';

export const financialReportText = defineCatalogue('web-reports-financial', en, {
  sw: () => import('./sw.json'),
});
export type FinancialReportTextKey = keyof typeof en;
