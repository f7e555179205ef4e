import { defineCatalogue } from '@/shared/i18n/runtime';
import en from './en.json';

export const errorsText = defineCatalogue('errors', en, { sw: () => import('./sw.json') });
