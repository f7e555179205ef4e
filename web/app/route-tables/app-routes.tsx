// Every route of docs/product/web-app.md outside the public pages: the guest, signed-in, farmer, admin and
// organization areas, the developer test pages and the error pages at their own addresses. Guards sit once per
// area as layout routes (docs/architecture.md principle 8). This table loads on the first visit to any of these
// addresses (router.tsx patchAreaRoutes), so a signed-out visitor's home page carries none of it.
import type { RouteObject } from 'react-router-dom';
import { paths } from '@/shared/routes/paths';
import { appPaths } from '../app-paths';
import { ADMIN_AREA, FARMER_AREA } from './area-ids';
import { redirectIndex, soon } from './lazy';

const TEST_PAGES = appPaths.testPages;
const ERROR_PAGES = appPaths.errors;

const authLayout = () => import('@/web/routes/auth/layout');
const shell = () => import('@/web/routes/app/shell');
const guard =
  (name: 'GuestGuard' | 'SignedInGuard' | 'FarmerGuard' | 'AdminGuard' | 'OrgGuard') => async () => ({
    Component: (await import('../guards'))[name],
  });

/** docs/product/web-app.md: developer test pages have no role guard; they sit in the public layout. */
export const testPages: RouteObject[] = [
  { path: TEST_PAGES.notifications, lazy: () => import('@/web/routes/test-pages/test-notifications') },
  { path: TEST_PAGES.realtimeNotifications, lazy: () => import('@/web/routes/test-pages/test-realtime') },
  { path: TEST_PAGES.directNotification, lazy: () => import('@/web/routes/test-pages/test-direct') },
  { path: TEST_PAGES.browserNotifications, lazy: () => import('@/web/routes/test-pages/test-browser') },
  { path: TEST_PAGES.realtimeDebugger, lazy: () => import('@/web/routes/test-pages/realtime-debugger') },
];

/** The children of the root route besides the public pages and the catch-all. */
export const appChildren: RouteObject[] = [
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

  // docs/product/staff.md: an invitation opens signed in or not, so it has no guard.
  {
    lazy: () => import('@/web/routes/join/layout'),
    children: [
      { path: paths.join, lazy: () => import('@/web/routes/join/join') },
      { path: paths.joinWithToken(':token'), lazy: () => import('@/web/routes/join/join') },
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
      {
        lazy: () => import('@/web/routes/app/plain'),
        children: [{ path: '/invoice/:id', lazy: () => import('@/web/routes/app/invoice') }],
      },
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
          // The pages are patched in on the first visit to the area (router.tsx patchAreaRoutes).
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
            children: [
              { index: true, lazy: () => import('@/web/routes/org/reports') },
              soon('*', 'misc.orgReports'),
            ],
          },
        ],
      },
    ],
  },

  // docs/product/web-app.md error pages at their own addresses.
  { path: ERROR_PAGES.notFound, lazy: () => import('@/web/routes/errors/not-found') },
  { path: ERROR_PAGES.forbidden, lazy: () => import('@/web/routes/errors/forbidden') },
  { path: ERROR_PAGES.serverError, lazy: () => import('@/web/routes/errors/server-error') },
  { path: ERROR_PAGES.maintenance, lazy: () => import('@/web/routes/errors/maintenance') },
];
