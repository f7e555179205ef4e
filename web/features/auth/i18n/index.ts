import { defineCatalogue } from '@/shared/i18n/runtime';
import en from './en.json';

export const authText = defineCatalogue('web-auth', en, { sw: () => import('./sw.json') });
