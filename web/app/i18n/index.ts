import { defineCatalogue } from '@/shared/i18n/runtime';
import en from './en.json';

export const appText = defineCatalogue('web-app', en, { sw: () => import('./sw.json') });
