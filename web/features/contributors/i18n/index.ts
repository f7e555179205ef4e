import { defineCatalogue } from '@/shared/i18n/runtime';
import en from './en.json';

export const contributorsText = defineCatalogue('web-contributors', en, { sw: () => import('./sw.json') });
