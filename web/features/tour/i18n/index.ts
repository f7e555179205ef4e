import { defineCatalogue } from '@/shared/i18n/runtime';
import en from './en.json';

export const tourText = defineCatalogue('web-tour', en, { sw: () => import('./sw.json') });
export type TourTextKey = keyof typeof en;
