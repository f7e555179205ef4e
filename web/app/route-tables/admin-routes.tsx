// docs/product/administration.md superadmin area: every child of /admin, relative to it.
import type { RouteObject } from 'react-router-dom';
import { paths } from '@/shared/routes/paths';
import { redirectIndex } from './lazy';
import { settingsChildren } from './settings-routes';

export const adminChildren: RouteObject[] = [
  redirectIndex(paths.admin.dashboard),
  { path: 'dashboard', lazy: () => import('@/web/routes/admin/dashboard') },
  { path: 'staff', lazy: () => import('@/web/routes/admin/staff') },
  { path: 'roles', lazy: () => import('@/web/routes/admin/roles') },
  { path: 'roles/permissions', lazy: () => import('@/web/routes/admin/permissions') },
  { path: 'farmers', lazy: () => import('@/web/routes/admin/farmers') },
  { path: 'farmers/:id', lazy: () => import('@/web/routes/admin/farmer') },
  // Named by the admin breadcrumbs (docs/product/administration.md).
  { path: 'organizations', lazy: () => import('@/web/routes/admin/organizations') },
  { path: 'integrations', lazy: () => import('@/web/routes/admin/integrations') },
  { path: 'crops/templates', lazy: () => import('@/web/routes/admin/crop-templates') },
  { path: 'crops/templates/:id', lazy: () => import('@/web/routes/admin/crop-templates-editor') },
  { path: 'system-settings', lazy: () => import('@/web/routes/admin/system-settings') },
  { path: 'packages', lazy: () => import('@/web/routes/admin/packages') },
  { path: 'subscriptions', lazy: () => import('@/web/routes/admin/subscriptions') },
  { path: 'features', lazy: () => import('@/web/routes/admin/features') },
  { path: 'notifications', lazy: () => import('@/web/routes/admin/notifications/index') },
  {
    path: 'notifications/system-monitor',
    lazy: () => import('@/web/routes/admin/notifications/system-monitor'),
  },
  { path: 'content', lazy: () => import('@/web/routes/admin/content') },
  { path: 'ai', lazy: () => import('@/web/routes/admin/ai') },
  { path: 'ai/configuration', lazy: () => import('@/web/routes/admin/ai-configuration') },
  {
    path: 'settings',
    lazy: () => import('@/web/routes/settings/admin-layout'),
    children: settingsChildren('admin'),
  },
];
