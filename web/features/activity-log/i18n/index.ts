import { defineCatalogue } from '@/shared/i18n/runtime';
import en from './en.json';

export const activityText = defineCatalogue('web-activity-log', en, { sw: () => import('./sw.json') });
