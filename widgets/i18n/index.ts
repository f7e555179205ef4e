import { defineCatalogue } from '@/shared/i18n/runtime';
import en from './en.json';

export const widgetsText = defineCatalogue('widgets', en, { sw: () => import('./sw.json') });
