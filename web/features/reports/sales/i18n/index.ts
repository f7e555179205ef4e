import { defineCatalogue } from '@/shared/i18n/runtime';
import en from './en.json';

export const salesReportText = defineCatalogue('web-reports-sales', en, { sw: () => import('./sw.json') });
export type SalesReportTextKey = keyof typeof en;
