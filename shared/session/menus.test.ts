import * as icons from 'lucide-react';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_MENU,
  FARMER_MENU,
  TOUR_TARGETS,
  activeLinkPath,
  menuFor,
  sectionForPath,
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
    ['organization', FARMER_MENU],
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
