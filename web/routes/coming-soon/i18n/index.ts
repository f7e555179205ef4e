import { defineCatalogue } from '@/shared/i18n/runtime';
import en from './en.json';

/** What each route still in development will do: `<id>Title`, `<id>Description` and the area names. */
export const comingSoonRoutesText = defineCatalogue('web-coming-soon-routes', en, {
  sw: () => import('./sw.json'),
});
export type ComingSoonTextKey = keyof typeof en;
