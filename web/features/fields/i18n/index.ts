import { defineCatalogue } from '@/shared/i18n/runtime';
import en from './en.json';

export const fieldsText = defineCatalogue('web-fields', en, { sw: () => import('./sw.json') });
