// docs/product/administration.md superadmin area: every child of /admin, relative to it.
import type { RouteObject } from 'react-router-dom';
import { paths } from '@/shared/routes/paths';
import { redirectIndex, soon } from './lazy';
import { settingsChildren } from './settings-routes';

export const adminChildren: RouteObject[] = [
  redirectIndex(paths.admin.dashboard),
  { path: 'dashboard', lazy: () => import('@/web/routes/admin/dashboard') },
  { path: 'staff', lazy: () => import('@/web/routes/admin/staff') },
  { path: 'roles', lazy: () => import('@/web/routes/admin/roles') },
  { path: 'roles/permissions', lazy: () => import('@/web/routes/admin/permissions') },
  soon('farmers', 'admin.farmers'),
  soon('farmers/:id', 'admin.farmer'),
  // Named by the admin breadcrumbs (docs/product/administration.md).
  { path: 'organizations', lazy: () => import('@/web/routes/admin/organizations') },
  soon('integrations', 'admin.integrations'),
  { path: 'crops/templates', lazy: () => import('@/web/routes/admin/crop-templates') },
  { path: 'crops/templates/:id', lazy: () => import('@/web/routes/admin/crop-templates-editor') },
  soon('system-settings', 'admin.systemSettings'),
  soon('packages', 'admin.packages'),
  soon('subscriptions', 'admin.subscriptions'),
  soon('features', 'admin.features'),
  { path: 'notifications', lazy: () => import('@/web/routes/admin/notifications/index') },
  {
    path: 'notifications/system-monitor',
    lazy: () => import('@/web/routes/admin/notifications/system-monitor'),
  },
  soon('content', 'admin.content'),
  soon('ai', 'admin.ai'),
  soon('ai/configuration', 'admin.aiConfiguration'),
  {
    path: 'settings',
    lazy: () => import('@/web/routes/settings/admin-layout'),
    children: settingsChildren('admin'),
  },
];
