import { defineCatalogue } from '@/shared/i18n/runtime';
import en from './en.json';

export const marketingText = defineCatalogue('web-marketing', en, { sw: () => import('./sw.json') });
