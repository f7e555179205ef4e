import { defineCatalogue } from '@/shared/i18n/runtime';
import en from './en.json';

export const extensionText = defineCatalogue('extension', en, { sw: () => import('./sw.json') });
