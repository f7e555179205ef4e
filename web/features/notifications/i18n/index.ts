import { defineCatalogue } from '@/shared/i18n/runtime';
import en from './en.json';

export const notificationsText = defineCatalogue('web-notifications', en, { sw: () => import('./sw.json') });
