import { defineCatalogue } from '@/shared/i18n/runtime';
import en from './en.json';

export const suppliersText = defineCatalogue('web-suppliers', en, { sw: () => import('./sw.json') });
