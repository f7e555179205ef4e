import { defineCatalogue } from '@/shared/i18n/runtime';
import en from './en.json';

export const comingSoonText = defineCatalogue('web-coming-soon', en, { sw: () => import('./sw.json') });
