import { defineCatalogue } from '@/shared/i18n/runtime';
import en from './en.json';

export const showcaseText = defineCatalogue('web-showcase', en, { sw: () => import('./sw.json') });
export type ShowcaseTextKey = keyof typeof en;
