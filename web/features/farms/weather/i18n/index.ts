import { defineCatalogue } from '@/shared/i18n/runtime';
import en from './en.json';

export const weatherText = defineCatalogue('web-farm-weather', en, { sw: () => import('./sw.json') });
