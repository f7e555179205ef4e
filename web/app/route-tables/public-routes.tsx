// docs/product/web-app.md public pages: the only table in the first chunk (the others are in app-routes.tsx).
import type { RouteObject } from 'react-router-dom';
import { paths } from '@/shared/routes/paths';

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
