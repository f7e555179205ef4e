import { defineCatalogue } from '@/shared/i18n/runtime';
import en from './en.json';

export const importsText = defineCatalogue('web-imports', en, { sw: () => import('./sw.json') });
export type ImportsTextKey = keyof typeof en;
