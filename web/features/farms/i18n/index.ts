import { defineCatalogue } from '@/shared/i18n/runtime';
import en from './en.json';

export const farmsText = defineCatalogue('web-farms', en, { sw: () => import('./sw.json') });
