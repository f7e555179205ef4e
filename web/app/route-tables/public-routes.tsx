// docs/product/web-app.md public pages, the developer test pages (no guard) and the error pages.
import type { RouteObject } from 'react-router-dom';
import { paths } from '@/shared/routes/paths';
import { appPaths } from '../app-paths';

const TEST_PAGES = appPaths.testPages;
const ERROR_PAGES = appPaths.errors;

export const publicPages: RouteObject[] = [
  { index: true, lazy: () => import('@/web/routes/public/home') },
  { path: paths.landing, lazy: () => import('@/web/routes/public/landing') },
  { path: paths.features, lazy: () => import('@/web/routes/public/features') },
  { path: paths.pricing, lazy: () => import('@/web/routes/public/pricing') },
  { path: paths.about, lazy: () => import('@/web/routes/public/about') },
  { path: paths.contact, lazy: () => import('@/web/routes/public/contact') },
  { path: paths.terms, lazy: () => import('@/web/routes/public/terms') },
  { path: paths.privacy, lazy: () => import('@/web/routes/public/privacy') },
  { path: paths.paymentStatus, lazy: () => import('@/web/routes/public/payment-status') },
];

/** docs/product/web-app.md: developer test pages have no role guard. */
export const testPages: RouteObject[] = [
  { path: TEST_PAGES.notifications, lazy: () => import('@/web/routes/test-pages/test-notifications') },
  { path: TEST_PAGES.realtimeNotifications, lazy: () => import('@/web/routes/test-pages/test-realtime') },
  { path: TEST_PAGES.directNotification, lazy: () => import('@/web/routes/test-pages/test-direct') },
  { path: TEST_PAGES.browserNotifications, lazy: () => import('@/web/routes/test-pages/test-browser') },
  { path: TEST_PAGES.realtimeDebugger, lazy: () => import('@/web/routes/test-pages/realtime-debugger') },
];

/** docs/product/web-app.md error pages at their own addresses. */
export const errorPages: RouteObject[] = [
  { path: ERROR_PAGES.notFound, lazy: () => import('@/web/routes/errors/not-found') },
  { path: ERROR_PAGES.forbidden, lazy: () => import('@/web/routes/errors/forbidden') },
  { path: ERROR_PAGES.serverError, lazy: () => import('@/web/routes/errors/server-error') },
  { path: ERROR_PAGES.maintenance, lazy: () => import('@/web/routes/errors/maintenance') },
];
