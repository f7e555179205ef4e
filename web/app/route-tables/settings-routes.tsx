// docs/product/settings.md settings pages of the farmer and admin areas, relative to …/settings.
import type { RouteObject } from 'react-router-dom';
import { paths } from '@/shared/routes/paths';
import { redirectIndex, soon } from './lazy';

export function settingsChildren(area: 'farmer' | 'admin'): RouteObject[] {
  const common: RouteObject[] = [
    redirectIndex(area === 'farmer' ? paths.farmer.settings('profile') : paths.admin.settings('profile')),
    { path: 'profile', lazy: () => import('@/web/routes/settings/profile') },
    { path: 'regional', lazy: () => import('@/web/routes/settings/regional') },
    { path: 'privacy', lazy: () => import('@/web/routes/settings/privacy') },
    { path: 'verification', lazy: () => import('@/web/routes/settings/verification') },
    { path: 'notifications', lazy: () => import('@/web/routes/settings/notifications') },
    soon('subscription', 'settings.subscription'),
    soon('payment', 'settings.payment'),
  ];
  if (area === 'admin') return common;
  return [
    ...common,
    { path: 'embed-keys', lazy: () => import('@/web/routes/settings/embed-keys') },
    soon('invoice', 'settings.invoice'),
    soon('invoice/default', 'settings.invoiceDefault'),
    soon('invoice/farm/:farmId', 'settings.invoiceFarm'),
    soon('financial', 'settings.financial'),
    soon('ai-usage', 'settings.aiUsage'),
  ];
}
