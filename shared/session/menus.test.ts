import * as icons from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_ROLE_PERMISSIONS } from '@/shared/contracts/farm-permissions';
import {
  ADMIN_MENU,
  ORGANIZATION_MENU,
  FARMER_MENU,
  TOUR_TARGETS,
  activeLinkPath,
  menuFor,
  sectionForPath,
  visibleMenu,
  toggleOpenSection,
  menuLabel,
  type MenuEntry,
} from './menus';

const allPaths = (menu: readonly MenuEntry[]) =>
  menu.flatMap((e) => [...(e.path ? [e.path] : []), ...(e.children ?? []).map((c) => c.path)]);

describe('menus (docs/product/accounts.md)', () => {
  it('the farmer menu holds every farmer link of docs/product/web-app.md, in order', () => {
    expect(allPaths(FARMER_MENU)).toEqual([
      '/farmer/dashboard',
      '/farmer/notifications',
      '/farmer/farms',
      '/farmer/farms/new',
      '/farmer/crops',
      '/farmer/finances',
      '/farmer/finances/transactions',
      '/farmer/finances/contributors',
      '/farmer/finances/plans',
      '/farmer/finances/expenses',
      '/farmer/sales',
      '/farmer/sales/add',
      '/farmer/pos',
      '/farmer/sales/customers',
      '/farmer/inventory',
      '/farmer/inventory/all-items',
      '/farmer/inventory/storage-locations',
      '/farmer/inventory/suppliers',
      '/farmer/tasks',
      '/farmer/tasks/add',
      '/farmer/reports/financial',
      '/farmer/reports/crop-performance',
      '/farmer/reports/inventory',
      '/farmer/reports/sales',
      '/farmer/reports/expenses',
      '/farmer/reports/activity',
      '/farmer/staff',
      '/farmer/staff/teams',
      '/farmer/staff/roles',
      '/farmer/staff/permissions',
      '/farmer/settings/profile',
      '/farmer/settings/notifications',
      '/farmer/settings/financial',
      '/farmer/settings/subscription',
      '/farmer/settings/invoice',
      '/farmer/settings/privacy',
      '/farmer/settings/embed-keys',
    ]);
  });

  it('the admin menu holds every superadmin link of docs/product/web-app.md, in order', () => {
    expect(allPaths(ADMIN_MENU)).toEqual([
      '/admin/dashboard',
      '/admin/notifications',
      '/admin/notifications/system-monitor',
      '/admin/content',
      '/admin/farmers',
      '/admin/staff',
      '/admin/roles',
      '/admin/roles/permissions',
      '/admin/crops/templates',
      '/admin/integrations',
      '/admin/ai',
      '/admin/ai/configuration',
      '/admin/subscriptions',
      '/admin/packages',
      '/admin/features',
      '/admin/system-settings',
      '/design-system-showcase',
      '/admin/settings/profile',
      '/admin/settings/notifications',
      '/admin/settings/privacy',
    ]);
  });

  it('names the documented labels for entries with submenus', () => {
    expect(FARMER_MENU.filter((e) => e.children).map(menuLabel)).toEqual([
      'Farm Management',
      'Finance',
      'Sales',
      'Inventory',
      'Task Management',
      'Reports',
      'User Management',
      'Settings',
    ]);
    expect(menuLabel(ADMIN_MENU[0]!)).toBe('Overview');
    expect(ADMIN_MENU[0]).toMatchObject({ path: '/admin/dashboard' });
  });

  it('marks every walkthrough target once in the farmer menu', () => {
    const tours = FARMER_MENU.flatMap((e) => (e.tour ? [e.tour] : []));
    expect(tours).toEqual([...TOUR_TARGETS]);
  });

  it.each([
    ['farmer', FARMER_MENU],
    ['admin', ADMIN_MENU],
  ] as const)('the %s menu has unique ids and only lucide icon names', (_name, menu) => {
    expect(new Set(menu.map((e) => e.id)).size).toBe(menu.length);
    for (const entry of menu) expect(icons, entry.icon).toHaveProperty(entry.icon);
    for (const entry of menu) expect(Boolean(entry.path) !== Boolean(entry.children), entry.id).toBe(true);
  });

  it.each([
    ['superadmin', ADMIN_MENU],
    ['SuperAdmin', ADMIN_MENU],
    ['farmer', FARMER_MENU],
    ['individual', FARMER_MENU],
    ['organization', ORGANIZATION_MENU],
    ['Organization', ORGANIZATION_MENU],
    [undefined, FARMER_MENU],
  ] as const)('menuFor(%s)', (type, menu) => {
    expect(menuFor(type)).toBe(menu);
  });
});

describe('toggleOpenSection (only one open at a time)', () => {
  it.each([
    [null, 'finance', 'finance'],
    ['finance', 'finance', null],
    ['finance', 'inventory', 'inventory'],
    ['inventory', 'reports', 'reports'],
  ] as const)('open %s, click %s → %s', (current, clicked, expected) => {
    expect(toggleOpenSection(current, clicked)).toBe(expected);
  });
});

describe('active section and link', () => {
  it.each([
    ['/farmer/finances/transactions', 'finance', '/farmer/finances/transactions'],
    ['/farmer/finances', 'finance', '/farmer/finances'],
    ['/farmer/farms/f1/inventory', 'farm-management', '/farmer/farms'],
    ['/farmer/dashboard', null, '/farmer/dashboard'],
    ['/farmer/financesx', null, null],
  ])('%s opens %s and highlights %s', (pathname, section, link) => {
    expect(sectionForPath(FARMER_MENU, pathname)).toBe(section);
    expect(activeLinkPath(FARMER_MENU, pathname)).toBe(link);
  });
});

describe("the farmer menu follows the current farm's permissions (docs/decisions/035)", () => {
  const ids = (menu: readonly MenuEntry[]) => menu.map((e) => e.id);

  it('an owner sees every entry and link', () => {
    expect(menuFor('farmer', BUILT_IN_ROLE_PERMISSIONS.owner)).toEqual(FARMER_MENU);
  });

  it('a viewer sees the modules they may view, without staff, settings of the farm or adding', () => {
    const menu = menuFor('farmer', BUILT_IN_ROLE_PERMISSIONS.viewer);
    expect(ids(menu)).toEqual([
      'dashboard',
      'notifications',
      'farm-management',
      'finance',
      'sales',
      'inventory',
      'task-management',
      'reports',
      'settings',
    ]);
    expect(allPaths(menu)).not.toContain('/farmer/sales/add');
    expect(allPaths(menu)).not.toContain('/farmer/tasks/add');
    expect(allPaths(menu)).not.toContain('/farmer/settings/embed-keys');
    expect(allPaths(menu)).toContain('/farmer/settings/profile');
  });

  it('a worker has no finance, reports or user management', () => {
    const menu = menuFor('farmer', BUILT_IN_ROLE_PERMISSIONS.worker);
    expect(ids(menu)).not.toContain('finance');
    expect(ids(menu)).not.toContain('reports');
    expect(ids(menu)).not.toContain('user-management');
    expect(allPaths(menu)).toContain('/farmer/sales/add');
  });

  it("a custom role with staff.view alone keeps user management and the user's own pages", () => {
    const menu = menuFor('farmer', ['staff.view']);
    expect(ids(menu)).toEqual([
      'dashboard',
      'notifications',
      'farm-management',
      'user-management',
      'settings',
    ]);
    expect(allPaths(menu)).toContain('/farmer/staff/permissions');
    expect(allPaths(menu)).not.toContain('/farmer/crops');
  });

  it("while the farms load only the user's own pages show; without a farm everything does", () => {
    expect(ids(visibleMenu(FARMER_MENU, []))).toEqual([
      'dashboard',
      'notifications',
      'farm-management',
      'settings',
    ]);
    expect(visibleMenu(FARMER_MENU, null)).toBe(FARMER_MENU);
  });

  it('a section whose every link is withheld goes too', () => {
    const menu: MenuEntry[] = [
      {
        id: 'x',
        labelKey: 'menuSales',
        icon: 'Bell',
        children: [{ labelKey: 'menuAddSale', path: '/a', requires: 'sales.create' }],
      },
    ];
    expect(visibleMenu(menu, ['sales.view'])).toEqual([]);
  });

  it('the admin menu ignores farm permissions', () => {
    expect(menuFor('superadmin', [])).toBe(ADMIN_MENU);
  });
});
