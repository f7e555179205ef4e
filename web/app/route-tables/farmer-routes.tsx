// docs/product/farms.md farmer area: every child of /farmer, relative to it.
import type { RouteObject } from 'react-router-dom';
import { paths } from '@/shared/routes/paths';
import { RequireFarmId } from '@/web/routes/farmer/require-farm-id';
import { redirectIndex, soon } from './lazy';
import { settingsChildren } from './settings-routes';

const farmChildren: RouteObject[] = [
  { index: true, lazy: () => import('@/web/routes/farmer/farms/detail') },
  { path: 'edit', lazy: () => import('@/web/routes/farmer/farms/edit') },
  {
    // docs/product/farms.md: these go to the farms list when the farm id is missing.
    element: <RequireFarmId />,
    children: [
      { path: 'inventory', lazy: () => import('@/web/routes/farmer/farms/inventory') },
      { path: 'inventory/add', lazy: () => import('@/web/routes/farmer/farms/inventory-add') },
      { path: 'locations', lazy: () => import('@/web/routes/farmer/farms/locations') },
      { path: 'locations/:locationId', lazy: () => import('@/web/routes/farmer/farms/location') },
      { path: 'locations/edit/:locationId', lazy: () => import('@/web/routes/farmer/farms/location-edit') },
      { path: 'inputs', lazy: () => import('@/web/routes/farmer/farms/inputs') },
    ],
  },
  soon('crops', 'farmer.farmCrops'),
  soon('crops/test', 'farmer.farmCropTest'),
  soon('crops/:cropId', 'farmer.farmCrop'),
  soon('soil-sampling', 'farmer.farmSoil'),
];

export const farmerChildren: RouteObject[] = [
  redirectIndex(paths.farmer.dashboard),
  { path: 'dashboard', lazy: () => import('@/web/routes/farmer/dashboard') },

  soon('finances', 'farmer.finances'),
  soon('finances/transactions', 'farmer.transactions'),
  soon('finances/contributors', 'farmer.contributors'),
  soon('finances/contributors/add', 'farmer.contributorAdd'),
  soon('finances/contributors/:id', 'farmer.contributor'),
  soon('finances/plans', 'farmer.plans'),
  soon('finances/sales', 'farmer.financeSales'),
  soon('finances/expenses', 'farmer.expenses'),

  soon('sales', 'farmer.sales'),
  soon('sales/add', 'farmer.salesAdd'),
  soon('pos', 'farmer.pos'),

  {
    path: 'reports',
    children: [
      redirectIndex(paths.farmer.reports('financial')),
      soon('financial', 'farmer.reportFinancial'),
      soon('crop-performance', 'farmer.reportCropPerformance'),
      soon('inventory', 'farmer.reportInventory'),
      soon('sales', 'farmer.reportSales'),
      soon('expenses', 'farmer.reportExpenses'),
      soon('activity', 'farmer.reportActivity'),
    ],
  },

  soon('crops', 'farmer.crops'),
  soon('crops/all', 'farmer.cropsAll'),
  soon('crops/:cropId', 'farmer.crop'),

  { path: 'notifications', lazy: () => import('@/web/routes/farmer/notifications/list') },
  { path: 'notifications/monitor', lazy: () => import('@/web/routes/farmer/notifications/monitor') },
  { path: 'notifications/admin', lazy: () => import('@/web/routes/farmer/notifications/admin') },

  soon('activities', 'farmer.activities'),

  soon('staff', 'farmer.staff'),
  soon('staff/teams', 'farmer.teams'),
  soon('staff/roles', 'farmer.roles'),
  soon('staff/permissions', 'farmer.permissions'),
  soon('staff/:staffId', 'farmer.staffMember'),
  soon('staff/:staffId/edit', 'farmer.staffEdit'),

  soon('tasks', 'farmer.tasks'),
  soon('tasks/add', 'farmer.taskAdd'),
  soon('tasks/:taskId', 'farmer.task'),

  { path: 'farms', lazy: () => import('@/web/routes/farmer/farms/list') },
  { path: 'farms/new', lazy: () => import('@/web/routes/farmer/farms/new') },
  { path: 'farms/:farmId', children: farmChildren },

  { path: 'inventory', lazy: () => import('@/web/routes/farmer/inventory/dashboard') },
  { path: 'inventory/all-items', lazy: () => import('@/web/routes/farmer/inventory/all-items') },
  { path: 'inventory/suppliers', lazy: () => import('@/web/routes/farmer/suppliers/list') },
  { path: 'inventory/suppliers/:supplierId', lazy: () => import('@/web/routes/farmer/suppliers/detail') },
  { path: 'inventory/storage-locations', lazy: () => import('@/web/routes/farmer/storage-locations/list') },
  {
    path: 'inventory/storage-locations/:locationId',
    lazy: () => import('@/web/routes/farmer/storage-locations/detail'),
  },
  {
    path: 'inventory/storage-locations/edit/:locationId',
    lazy: () => import('@/web/routes/farmer/storage-locations/edit'),
  },

  {
    path: 'settings',
    lazy: () => import('@/web/routes/settings/farmer-layout'),
    children: settingsChildren('farmer'),
  },
];
