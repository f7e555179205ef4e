// docs/product/settings.md settings pages of the farmer and admin areas, relative to …/settings.
import type { RouteObject } from 'react-router-dom';
import { paths } from '@/shared/routes/paths';
import { redirectIndex } from './lazy';

export function settingsChildren(area: 'farmer' | 'admin'): RouteObject[] {
  const common: RouteObject[] = [
    redirectIndex(area === 'farmer' ? paths.farmer.settings('profile') : paths.admin.settings('profile')),
    { path: 'profile', lazy: () => import('@/web/routes/settings/profile') },
    { path: 'regional', lazy: () => import('@/web/routes/settings/regional') },
    { path: 'privacy', lazy: () => import('@/web/routes/settings/privacy') },
    { path: 'verification', lazy: () => import('@/web/routes/settings/verification') },
    { path: 'notifications', lazy: () => import('@/web/routes/settings/notifications') },
    // One path in both areas: the farmer's plan and payments, the administrator's billing settings.
    area === 'farmer'
      ? { path: 'subscription', lazy: () => import('@/web/routes/settings/subscription') }
      : { path: 'subscription', lazy: () => import('@/web/routes/settings/admin-subscription') },
    area === 'farmer'
      ? { path: 'payment', lazy: () => import('@/web/routes/settings/payment') }
      : { path: 'payment', lazy: () => import('@/web/routes/settings/admin-payment') },
  ];
  if (area === 'admin') return common;
  return [
    ...common,
    { path: 'embed-keys', lazy: () => import('@/web/routes/settings/embed-keys') },
    { path: 'invoice', lazy: () => import('@/web/routes/settings/invoice') },
    { path: 'invoice/default', lazy: () => import('@/web/routes/settings/invoice-default') },
    { path: 'invoice/farm/:farmId', lazy: () => import('@/web/routes/settings/invoice-farm') },
    { path: 'financial', lazy: () => import('@/web/routes/settings/financial') },
    { path: 'ai-usage', lazy: () => import('@/web/routes/settings/ai-usage') },
  ];
}
