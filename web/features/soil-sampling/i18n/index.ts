import { defineCatalogue } from '@/shared/i18n/runtime';
import en from './en.json';

export const soilText = defineCatalogue('web-soil-sampling', en, { sw: () => import('./sw.json') });
