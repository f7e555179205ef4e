import { defineCatalogue } from '@/shared/i18n/runtime';
import en from './en.json';

export const libText = defineCatalogue('web-lib', en, { sw: () => import('./sw.json') });
