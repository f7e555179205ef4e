import { defineCatalogue } from '@/shared/i18n/runtime';
import en from './en.json';

export const settingsText = defineCatalogue('web-settings', en, { sw: () => import('./sw.json') });
