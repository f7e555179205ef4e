import { defineCatalogue } from '@/shared/i18n/runtime';
import en from './en.json';

export const posText = defineCatalogue('web-pos', en, { sw: () => import('./sw.json') });
