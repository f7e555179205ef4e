// The e-mail a scheduled report arrives in, in the recipient's language (docs/product/reports.md "Scheduled
// e-mails", docs/decisions/022).
import { defineCatalogue } from '@/shared/i18n/runtime';
import en from './en.json';

export const reportSchedulesText = defineCatalogue('server-report-schedules', en, {
  sw: () => import('./sw.json'),
});
