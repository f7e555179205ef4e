import { defineCatalogue } from '@/shared/i18n/runtime';
import en from './en.json';

/** /admin/content and the announcement banner: pages, FAQ and announcements in Markdown, with versions. */
export const contentText = defineCatalogue('web-content', en, { sw: () => import('./sw.json') });
export type ContentTextKey = keyof typeof en;
