import { defineCatalogue } from '@/shared/i18n/runtime';
import en from './en.json';

export const salesText = defineCatalogue('web-sales', en, { sw: () => import('./sw.json') });
