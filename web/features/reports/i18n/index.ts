import { defineCatalogue } from '@/shared/i18n/runtime';
import en from './en.json';

export const reportsText = defineCatalogue('web-reports', en, { sw: () => import('./sw.json') });
export type ReportsTextKey = keyof typeof en;
