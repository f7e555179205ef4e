import { defineCatalogue } from '@/shared/i18n/runtime';
import en from './en.json';

export const embedKeysText = defineCatalogue('web-embed-keys', en, { sw: () => import('./sw.json') });
