// The "E-mail me this report" button that report pages place (docs/product/reports.md "Scheduled e-mails").
import { defineCatalogue } from '@/shared/i18n/runtime';
import en from './en.json';

export const reportScheduleText = defineCatalogue('web-report-schedule', en, {
  sw: () => import('./sw.json'),
});
