// Every route of docs/product/web-app.md, each screen a lazy route module in web/routes/. The first chunk holds only the
// public pages' table; every other area's table is patched in on the first visit (patchAreaRoutes below), with its
// guards once per area as layout routes (route-tables/app-routes.tsx). Routing-level failures show
// RouteErrorBoundary (docs/product/web-app.md).
import {
  createBrowserRouter,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router-dom';
import { LazyRouteErrorBoundary } from './error-boundaries';
import { registerNavigate } from '@/web/lib/navigation';
import { RootLayout } from './root-layout';
import { ADMIN_AREA, FARMER_AREA, PUBLIC_LAYOUT, ROOT_ROUTE } from './route-tables/area-ids';
import { publicPages } from './route-tables/public-routes';
import { withTexts } from './route-tables/with-texts';

const publicLayout = () => import('@/web/routes/public/layout');
const appTables = () => import('./route-tables/app-routes');

interface RouteTable {
  /** The id of the route the table's routes become children of. */
  parent: string;
  /** The addresses that need the table. */
  prefix: string;
  load: () => Promise<RouteObject[]>;
}

/**
 * The tables patched in on navigation: the guest, signed-in, organization, test and error routes on the first
 * visit to any address outside the public pages, and the farmer and admin areas (most routes) on the first visit
 * to the area. So the first chunk, and a signed-out visitor's home page, carry none of them and do not grow with
 * every screen added (budget: 120 KB gzip).
 */
const TABLES: RouteTable[] = [
  { parent: ROOT_ROUTE, prefix: '/', load: async () => (await appTables()).appChildren },
  { parent: PUBLIC_LAYOUT, prefix: '/', load: async () => (await appTables()).testPages },
  {
    parent: FARMER_AREA,
    prefix: '/farmer/',
    load: async () => (await import('./route-tables/farmer-routes')).farmerChildren,
  },
  {
    parent: ADMIN_AREA,
    prefix: '/admin/',
    load: async () => (await import('./route-tables/admin-routes')).adminChildren,
  },
];
const patchedTables = new Set<RouteTable>();

/**
 * React Router asks for more routes when a path only reaches the catch-all (or another dynamic route). The tables
 * the path needs load side by side and are patched in order, so an area's parent route is there before its pages.
 */
export const patchAreaRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch, signal }) => {
  const due = TABLES.filter((table) => path.startsWith(table.prefix) && !patchedTables.has(table));
  if (due.length === 0) return;
  const loaded = await Promise.all(due.map((table) => table.load()));
  if (signal.aborted) return; // React Router ignores a patch of an aborted navigation: the next one patches.
  due.forEach((table, i) => {
    if (patchedTables.has(table)) return;
    patch(table.parent, loaded[i] ?? []);
    patchedTables.add(table);
  });
};

export const routes: RouteObject[] = [
  {
    id: ROOT_ROUTE,
    element: <RootLayout />,
    errorElement: <LazyRouteErrorBoundary />,
    HydrateFallback: () => null,
    children: [
      // The test pages join this layout when the other tables arrive (patchAreaRoutes).
      { id: PUBLIC_LAYOUT, lazy: publicLayout, children: publicPages },
      { path: '*', lazy: () => import('@/web/routes/errors/not-found') },
    ],
  },
];

export const router = createBrowserRouter(withTexts(routes), {
  patchRoutesOnNavigation: (args) =>
    patchAreaRoutes({ ...args, patch: (id, children) => args.patch(id, withTexts(children)) }),
});

// Code outside React (the API client's 401 handler) navigates through the router.
registerNavigate((to, options) => {
  void router.navigate(to, options);
});
