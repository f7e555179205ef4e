// The import templates' explanations (docs/product/imports.md "Templates"), in the language of the person who
// downloads them (docs/decisions/022).
import { defineCatalogue } from '@/shared/i18n/runtime';
import en from './en.json';

export const importText = defineCatalogue('server-imports', en, { sw: () => import('./sw.json') });
export type ImportTextKey = keyof typeof en;
