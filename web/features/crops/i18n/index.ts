import { defineCatalogue } from '@/shared/i18n/runtime';
import en from './en.json';

export const cropsText = defineCatalogue('web-crops', en, { sw: () => import('./sw.json') });
