import { defineCatalogue } from '@/shared/i18n/runtime';
import en from './en.json';

/** The sidebar menus' labels and the breadcrumbs' words (menus.ts and breadcrumbs.ts hold their keys). */
export const sessionText = defineCatalogue('shared-session', en, { sw: () => import('./sw.json') });
export type SessionTextKey = keyof typeof en;
