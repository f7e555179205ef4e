// Every route of docs/product/web-app.md, each screen a lazy route module in web/routes/. Guards sit once per area as layout
// routes (docs/architecture.md principle 8); routing-level failures show RouteErrorBoundary (docs/product/web-app.md).
import {
  createBrowserRouter,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router-dom';
import { paths } from '@/shared/routes/paths';
import { appPaths } from './app-paths';
import { LazyRouteErrorBoundary } from './error-boundaries';
import { registerNavigate } from '@/web/lib/navigation';
import { RootLayout } from './root-layout';
import { redirectIndex, soon } from './route-tables/lazy';
import { errorPages, publicPages, testPages } from './route-tables/public-routes';
import { withTexts } from './route-tables/with-texts';

const publicLayout = () => import('@/web/routes/public/layout');
const authLayout = () => import('@/web/routes/auth/layout');
const shell = () => import('@/web/routes/app/shell');
const guard =
  (name: 'GuestGuard' | 'SignedInGuard' | 'FarmerGuard' | 'AdminGuard' | 'OrgGuard') => async () => ({
    Component: (await import('./guards'))[name],
  });

const FARMER_AREA = 'farmer-area';
const ADMIN_AREA = 'admin-area';

/**
 * The farmer and admin areas hold most routes; their tables load on the first visit to the area, so the first
 * chunk (and a signed-out visitor's home page) does not grow with every screen added (budget: 120 KB gzip).
 */
const AREA_TABLES = [
  {
    id: FARMER_AREA,
    prefix: '/farmer/',
    load: async () => (await import('./route-tables/farmer-routes')).farmerChildren,
  },
  {
    id: ADMIN_AREA,
    prefix: '/admin/',
    load: async () => (await import('./route-tables/admin-routes')).adminChildren,
  },
];
const patchedAreas = new Set<string>();

/** React Router asks for more routes when a path only reaches the catch-all (or another dynamic route). */
export const patchAreaRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  const area = AREA_TABLES.find((table) => path.startsWith(table.prefix));
  if (!area || patchedAreas.has(area.id)) return;
  const children = await area.load();
  if (patchedAreas.has(area.id)) return;
  patch(area.id, children);
  patchedAreas.add(area.id);
};

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <LazyRouteErrorBoundary />,
    HydrateFallback: () => null,
    children: [
      { lazy: publicLayout, children: [...publicPages, ...testPages] },

      // Guest only: a signed-in user goes to their dashboard (docs/product/web-app.md).
      {
        lazy: guard('GuestGuard'),
        children: [
          {
            lazy: authLayout,
            children: [
              { path: paths.login, lazy: () => import('@/web/routes/auth/login') },
              { path: paths.register, lazy: () => import('@/web/routes/auth/register') },
              { path: paths.forgotPassword, lazy: () => import('@/web/routes/auth/forgot-password') },
            ],
          },
        ],
      },

      // Any signed-in user.
      {
        lazy: guard('SignedInGuard'),
        children: [
          { path: appPaths.dashboard, lazy: () => import('@/web/routes/app/dashboard-redirect') },
          {
            lazy: authLayout,
            children: [{ path: paths.verification, lazy: () => import('@/web/routes/auth/verification') }],
          },
          {
            lazy: shell,
            children: [
              { path: paths.designSystem, lazy: () => import('@/web/routes/showcase/design-system') },
              { path: paths.settings, lazy: () => import('@/web/routes/settings/your-profile') },
              {
                path: '/:usertype/settings',
                lazy: () => import('@/web/routes/settings/any-layout'),
                children: [{ path: 'profile', lazy: () => import('@/web/routes/settings/profile') }],
              },
            ],
          },
          { lazy: () => import('@/web/routes/app/plain'), children: [soon('/invoice/:id', 'misc.invoice')] },
        ],
      },

      // Farmer area; individual counts as farmer (docs/product/web-app.md).
      {
        lazy: guard('FarmerGuard'),
        children: [
          {
            lazy: shell,
            children: [
              { path: paths.farmSetup, lazy: () => import('@/web/routes/farmer/farm-setup') },
              // The pages are patched in on the first visit to the area (patchAreaRoutes above).
              { id: FARMER_AREA, path: '/farmer', children: [redirectIndex(paths.farmer.dashboard)] },
            ],
          },
        ],
      },

      // Superadmin area.
      {
        lazy: guard('AdminGuard'),
        children: [
          {
            lazy: shell,
            children: [{ id: ADMIN_AREA, path: '/admin', children: [redirectIndex(paths.admin.dashboard)] }],
          },
        ],
      },

      // Organization area (docs/product/web-app.md: /org/dashboard and an implied /organization/reports section).
      {
        lazy: guard('OrgGuard'),
        children: [
          {
            lazy: shell,
            children: [
              {
                path: '/org',
                children: [
                  redirectIndex(paths.org.dashboard),
                  { path: 'dashboard', lazy: () => import('@/web/routes/org/dashboard') },
                ],
              },
              {
                path: paths.org.reports,
                children: [soon('', 'misc.orgReports'), soon('*', 'misc.orgReports')],
              },
            ],
          },
        ],
      },

      ...errorPages,
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
