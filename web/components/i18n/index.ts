import { defineCatalogue } from '@/shared/i18n/runtime';
import en from './en.json';

export const componentsText = defineCatalogue('web-components', en, { sw: () => import('./sw.json') });
