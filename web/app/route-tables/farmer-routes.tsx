// docs/product/farms.md farmer area: every child of /farmer, relative to it.
import type { RouteObject } from 'react-router-dom';
import { paths } from '@/shared/routes/paths';
import type { FarmPermission } from '@/shared/contracts/farm-permissions';
import { RequireFarmId } from '@/web/routes/farmer/require-farm-id';
import { RequireFarmPermission } from '@/web/routes/farmer/require-farm-permission';
import { redirectIndex } from './lazy';
import { settingsChildren } from './settings-routes';

/** Pages that open only for a role granting `permission` on their farm (docs/decisions/035). */
const gated = (permission: FarmPermission, children: RouteObject[]): RouteObject => ({
  element: <RequireFarmPermission permission={permission} />,
  children,
});

const farmChildren: RouteObject[] = [
  gated('farms.view', [{ index: true, lazy: () => import('@/web/routes/farmer/farms/detail') }]),
  gated('farms.edit', [{ path: 'edit', lazy: () => import('@/web/routes/farmer/farms/edit') }]),
  // docs/product/organizations.md: everyone on the farm sees its organizations; only the owner answers.
  gated('farms.view', [
    { path: 'organizations', lazy: () => import('@/web/routes/farmer/farms/organizations') },
  ]),
  {
    // docs/product/farms.md: these go to the farms list when the farm id is missing.
    element: <RequireFarmId />,
    children: [
      gated('inventory.view', [
        { path: 'inventory', lazy: () => import('@/web/routes/farmer/farms/inventory') },
        { path: 'locations', lazy: () => import('@/web/routes/farmer/farms/locations') },
        { path: 'locations/:locationId', lazy: () => import('@/web/routes/farmer/farms/location') },
        { path: 'inputs', lazy: () => import('@/web/routes/farmer/farms/inputs') },
      ]),
      gated('inventory.create', [
        { path: 'inventory/add', lazy: () => import('@/web/routes/farmer/farms/inventory-add') },
      ]),
      gated('inventory.edit', [
        { path: 'locations/edit/:locationId', lazy: () => import('@/web/routes/farmer/farms/location-edit') },
      ]),
    ],
  },
  // docs/product/crops.md: the farm's crops, one crop's page, and the developer page of its raw answers.
  gated('crops.view', [
    { path: 'crops', lazy: () => import('@/web/routes/farmer/farms/crops') },
    { path: 'crops/test', lazy: () => import('@/web/routes/farmer/farms/crops-test') },
    { path: 'crops/:cropId', lazy: () => import('@/web/routes/farmer/farms/crops-detail') },
  ]),
  // docs/product/fields-and-soil.md: the farm's fields, a field's page and its soil samples.
  gated('crops.view', [
    { path: 'fields', lazy: () => import('@/web/routes/farmer/fields/list') },
    { path: 'fields/:fieldId', lazy: () => import('@/web/routes/farmer/fields/detail') },
    { path: 'soil-sampling', lazy: () => import('@/web/routes/farmer/farms/soil-sampling') },
  ]),
];

export const farmerChildren: RouteObject[] = [
  redirectIndex(paths.farmer.dashboard),
  { path: 'dashboard', lazy: () => import('@/web/routes/farmer/dashboard') },

  gated('finances.view', [
    { path: 'finances', lazy: () => import('@/web/routes/farmer/finances/overview') },
    { path: 'finances/transactions', lazy: () => import('@/web/routes/farmer/finances/transactions') },
    { path: 'finances/contributors', lazy: () => import('@/web/routes/farmer/finances/contributors/index') },
    {
      path: 'finances/contributors/add',
      lazy: () => import('@/web/routes/farmer/finances/contributors/add'),
    },
    {
      path: 'finances/contributors/:id',
      lazy: () => import('@/web/routes/farmer/finances/contributors/contributor'),
    },
    { path: 'finances/plans', lazy: () => import('@/web/routes/farmer/finances/plans') },
    { path: 'finances/sales', lazy: () => import('@/web/routes/farmer/finances/sales') },
    { path: 'finances/expenses', lazy: () => import('@/web/routes/farmer/finances/expenses') },
  ]),

  // docs/product/sales.md: the current farm's sales, one sale's page, and recording a sale.
  gated('sales.view', [
    { path: 'sales', lazy: () => import('@/web/routes/farmer/sales/list') },
    { path: 'sales/:saleId', lazy: () => import('@/web/routes/farmer/sales/detail') },
  ]),
  // docs/product/customers.md: the current farm's customers and one customer's page.
  gated('sales.view', [
    { path: 'sales/customers', lazy: () => import('@/web/routes/farmer/customers/list') },
    { path: 'sales/customers/:customerId', lazy: () => import('@/web/routes/farmer/customers/detail') },
  ]),
  gated('sales.create', [
    { path: 'sales/add', lazy: () => import('@/web/routes/farmer/sales/add') },
    { path: 'pos', lazy: () => import('@/web/routes/farmer/pos/till') },
  ]),

  {
    path: 'reports',
    children: [
      redirectIndex(paths.farmer.reports('financial')),
      gated('reports.view', [
        { path: 'financial', lazy: () => import('@/web/routes/farmer/reports/financial') },
        { path: 'crop-performance', lazy: () => import('@/web/routes/farmer/reports/crop-performance') },
        { path: 'inventory', lazy: () => import('@/web/routes/farmer/reports/inventory') },
        { path: 'sales', lazy: () => import('@/web/routes/farmer/reports/sales') },
        { path: 'expenses', lazy: () => import('@/web/routes/farmer/reports/expenses') },
        { path: 'activity', lazy: () => import('@/web/routes/farmer/reports/activity') },
      ]),
    ],
  },

  // docs/product/crops.md: the current farm's crops and one of them; All crops spans farms, each by its own role.
  gated('crops.view', [
    { path: 'crops', lazy: () => import('@/web/routes/farmer/crops/list') },
    { path: 'crops/:cropId', lazy: () => import('@/web/routes/farmer/crops/detail') },
  ]),
  { path: 'crops/all', lazy: () => import('@/web/routes/farmer/crops/all') },

  { path: 'notifications', lazy: () => import('@/web/routes/farmer/notifications/list') },
  { path: 'notifications/monitor', lazy: () => import('@/web/routes/farmer/notifications/monitor') },
  { path: 'notifications/admin', lazy: () => import('@/web/routes/farmer/notifications/admin') },

  gated('staff.view', [{ path: 'activities', lazy: () => import('@/web/routes/farmer/activities') }]),

  // docs/product/staff.md: the people of the current farm, their teams, and changing their role and terms.
  gated('staff.view', [
    { path: 'staff', lazy: () => import('@/web/routes/farmer/staff/list') },
    { path: 'staff/teams', lazy: () => import('@/web/routes/farmer/staff/teams') },
    { path: 'staff/:staffId', lazy: () => import('@/web/routes/farmer/staff/detail') },
  ]),
  gated('staff.edit', [
    { path: 'staff/:staffId/edit', lazy: () => import('@/web/routes/farmer/staff/edit') },
  ]),
  gated('staff.view', [
    { path: 'staff/roles', lazy: () => import('@/web/routes/farmer/staff/roles') },
    { path: 'staff/permissions', lazy: () => import('@/web/routes/farmer/staff/permissions') },
  ]),

  // docs/product/tasks.md: the current farm's tasks as a list or a calendar, one task, and adding one.
  gated('tasks.view', [
    { path: 'tasks', lazy: () => import('@/web/routes/farmer/tasks/list') },
    { path: 'tasks/:taskId', lazy: () => import('@/web/routes/farmer/tasks/detail') },
  ]),
  gated('tasks.create', [{ path: 'tasks/add', lazy: () => import('@/web/routes/farmer/tasks/add') }]),

  { path: 'farms', lazy: () => import('@/web/routes/farmer/farms/list') },
  { path: 'farms/new', lazy: () => import('@/web/routes/farmer/farms/new') },
  { path: 'farms/:farmId', children: farmChildren },

  // The inventory area works on the current farm; All Items, a supplier and a location may be of another farm,
  // whose own permissions decide their buttons.
  gated('inventory.view', [
    { path: 'inventory', lazy: () => import('@/web/routes/farmer/inventory/dashboard') },
    { path: 'inventory/suppliers', lazy: () => import('@/web/routes/farmer/suppliers/list') },
    { path: 'inventory/storage-locations', lazy: () => import('@/web/routes/farmer/storage-locations/list') },
  ]),
  { path: 'inventory/all-items', lazy: () => import('@/web/routes/farmer/inventory/all-items') },
  { path: 'imports/:kind', lazy: () => import('@/web/routes/farmer/imports/import') },
  { path: 'inventory/suppliers/:supplierId', lazy: () => import('@/web/routes/farmer/suppliers/detail') },
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
