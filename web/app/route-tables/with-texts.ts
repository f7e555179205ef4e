// A screen's code and its texts arrive together: every lazy route waits for the catalogues its module defined
// to load in the current language before it renders (docs/decisions/022).
import type { RouteObject } from 'react-router-dom';
import { cataloguesReady } from '@/shared/i18n/runtime';

export function withTexts(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const { lazy, children } = route;
    const next = { ...route } as RouteObject;
    if (typeof lazy === 'function') {
      next.lazy = async () => {
        const loaded = await lazy();
        await cataloguesReady();
        return loaded;
      };
    }
    if (children) next.children = withTexts(children);
    return next;
  });
}
