import { defineCatalogue } from '@/shared/i18n/runtime';
import en from './en.json';

export const activityReportText = defineCatalogue('web-reports-activity', en, {
  sw: () => import('./sw.json'),
});
export type ActivityReportTextKey = keyof typeof en;
