import { defineCatalogue } from '@/shared/i18n/runtime';
import en from './en.json';

export const dashboardsText = defineCatalogue('web-dashboards', en, { sw: () => import('./sw.json') });
