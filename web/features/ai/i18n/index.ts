import { defineCatalogue } from '@/shared/i18n/runtime';
import en from './en.json';

/** AI assistance: the admin's provider settings and figures, the farm's question panel, the farmer's usage. */
export const aiText = defineCatalogue('web-ai', en, { sw: () => import('./sw.json') });
export type AiTextKey = keyof typeof en;
