// Helpers for the route tables: every screen is a lazy route module (web/routes/…), so each area is its own chunk.
import { Navigate, type RouteObject } from 'react-router-dom';
import type { ComingSoonKey } from '@/web/routes/coming-soon/catalogue';

/** A route whose feature is still being built: the honest coming-soon page for `id` (docs/decisions/002). */
export function soon(path: string, id: ComingSoonKey): RouteObject {
  const lazy = async () => {
    const { ComingSoonRoute } = await import('@/web/routes/coming-soon/coming-soon-route');
    return { element: <ComingSoonRoute id={id} /> };
  };
  // An empty path is the index page of its parent (a farm's detail page).
  return path === '' ? { index: true, lazy } : { path, lazy };
}

/** An index route that sends /area to its first page. */
export const redirectIndex = (to: string): RouteObject => ({
  index: true,
  element: <Navigate to={to} replace />,
});
