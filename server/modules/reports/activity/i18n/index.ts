// The headings of the activity report's files, in the asker's language (docs/decisions/022).
import { defineCatalogue } from '@/shared/i18n/runtime';
import en from './en.json';

export const activityReportText = defineCatalogue('server-report-activity', en, {
  sw: () => import('./sw.json'),
});
export type ActivityReportTextKey = keyof typeof en;
