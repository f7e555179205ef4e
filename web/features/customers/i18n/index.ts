import { defineCatalogue } from '@/shared/i18n/runtime';
import en from './en.json';

export const customersText = defineCatalogue('web-customers', en, { sw: () => import('./sw.json') });
