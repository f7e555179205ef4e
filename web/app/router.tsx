// Every route of SPEC §2.1, each screen a lazy route module in web/routes/. Guards sit once per area as layout
// routes (DESIGN.md principle 8); routing-level failures show RouteErrorBoundary (SPEC §2.10).
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { paths } from '@/shared/routes/paths';
import { appPaths } from './app-paths';
import { LazyRouteErrorBoundary } from './error-boundaries';
import { registerNavigate } from './navigation';
import { RootLayout } from './root-layout';
import { adminChildren } from './route-tables/admin-routes';
import { farmerChildren } from './route-tables/farmer-routes';
import { redirectIndex, soon } from './route-tables/lazy';
import { errorPages, publicPages, testPages } from './route-tables/public-routes';

const publicLayout = () => import('@/web/routes/public/layout');
const authLayout = () => import('@/web/routes/auth/layout');
const shell = () => import('@/web/routes/app/shell');
const guard =
  (name: 'GuestGuard' | 'SignedInGuard' | 'FarmerGuard' | 'AdminGuard' | 'OrgGuard') => async () => ({
    Component: (await import('./guards'))[name],
  });

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <LazyRouteErrorBoundary />,
    HydrateFallback: () => null,
    children: [
      { lazy: publicLayout, children: [...publicPages, ...testPages] },

      // Guest only: a signed-in user goes to their dashboard (SPEC §6).
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

      // Farmer area; individual counts as farmer (SPEC §1, §6).
      {
        lazy: guard('FarmerGuard'),
        children: [
          {
            lazy: shell,
            children: [
              { path: paths.farmSetup, lazy: () => import('@/web/routes/farmer/farm-setup') },
              { path: '/farmer', children: farmerChildren },
            ],
          },
        ],
      },

      // Superadmin area.
      {
        lazy: guard('AdminGuard'),
        children: [{ lazy: shell, children: [{ path: '/admin', children: adminChildren }] }],
      },

      // Organization area (SPEC §1: /org/dashboard and an implied /organization/reports section).
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

export const router = createBrowserRouter(routes);

// Code outside React (the API client's 401 handler) navigates through the router.
registerNavigate((to, options) => {
  void router.navigate(to, options);
});
