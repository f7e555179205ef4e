import { describe, expect, it } from 'vitest';
import {
  buildBreadcrumbs,
  humanizeSegment,
  truncateLabel,
  type Breadcrumb,
  type BreadcrumbOptions,
} from './breadcrumbs';

const home = (area = 'farmer'): Breadcrumb => ({ label: 'Home', to: `/${area}/dashboard` });

describe('buildBreadcrumbs (docs/product/accounts.md)', () => {
  it.each<[string, BreadcrumbOptions, Breadcrumb[]]>([
    ['/', {}, []],
    ['/farmer/dashboard', {}, [{ label: 'Home' }]],
    ['/farmer/farms', {}, [home(), { label: 'Farms' }]],
    [
      '/farmer/farms/f1',
      { farmName: 'Green Acres' },
      [home(), { label: 'Farms', to: '/farmer/farms' }, { label: 'Green Acres' }],
    ],
    ['/farmer/farms/f1', {}, [home(), { label: 'Farms', to: '/farmer/farms' }, { label: 'Farm Details' }]],
    [
      '/farmer/farms/f1/crops/c1',
      { farmName: 'Green Acres', cropName: 'Maize' },
      [
        home(),
        { label: 'Farms', to: '/farmer/farms' },
        { label: 'Green Acres', to: '/farmer/farms/f1' },
        { label: 'Crops', to: '/farmer/farms/f1/crops' },
        { label: 'Maize' },
      ],
    ],
    [
      '/farmer/farms/f1/crops/c1',
      { farmName: '  ', cropName: null },
      [
        home(),
        { label: 'Farms', to: '/farmer/farms' },
        { label: 'Farm Details', to: '/farmer/farms/f1' },
        { label: 'Crops', to: '/farmer/farms/f1/crops' },
        { label: 'Crop Information' },
      ],
    ],
    [
      '/farmer/crops/c9',
      { cropName: 'Beans' },
      [home(), { label: 'Crops', to: '/farmer/crops' }, { label: 'Beans' }],
    ],
    [
      '/farmer/inventory/storage-locations',
      {},
      [home(), { label: 'Inventory', to: '/farmer/inventory' }, { label: 'Storage Locations' }],
    ],
    [
      '/farmer/farms/f1/locations/edit/l1',
      { farmName: 'Kilima' },
      [
        home(),
        { label: 'Farms', to: '/farmer/farms' },
        { label: 'Kilima', to: '/farmer/farms/f1' },
        { label: 'Locations', to: '/farmer/farms/f1/locations' },
        { label: 'Edit' },
        { label: 'Details' },
      ],
    ],
    [
      '/farmer/inventory/storage-locations/l1',
      { detailName: 'North Warehouse Block B' },
      [
        home(),
        { label: 'Inventory', to: '/farmer/inventory' },
        { label: 'Storage Locations', to: '/farmer/inventory/storage-locations' },
        { label: 'North Warehouse…' },
      ],
    ],
    ['/farmer/reports/crop-performance', {}, [home(), { label: 'Reports' }, { label: 'Crop Performance' }]],
    [
      '/farmer/settings/ai-usage',
      {},
      [home(), { label: 'Settings', to: '/farmer/settings' }, { label: 'AI Usage' }],
    ],
    ['/farmer/pos', {}, [home(), { label: 'POS' }]],
    ['/admin/dashboard', {}, [{ label: 'Home' }]],
    ['/admin/organizations', {}, [home('admin'), { label: 'Organizations' }]],
    [
      '/admin/ai/configuration',
      {},
      [home('admin'), { label: 'AI', to: '/admin/ai' }, { label: 'Configuration' }],
    ],
    [
      '/admin/crops/templates/t1',
      {},
      [
        home('admin'),
        { label: 'Crops' },
        { label: 'Templates', to: '/admin/crops/templates' },
        { label: 'Details' },
      ],
    ],
    [
      '/admin/notifications/system-monitor',
      {},
      [home('admin'), { label: 'Notifications', to: '/admin/notifications' }, { label: 'System Monitor' }],
    ],
    [
      '/admin/settings/profile',
      {},
      [home('admin'), { label: 'Settings', to: '/admin/settings' }, { label: 'Profile' }],
    ],
    ['/verification', {}, [{ label: 'Verification' }]],
    ['/farmer/farms/', {}, [home(), { label: 'Farms' }]],
  ])('%s %j', (pathname, options, expected) => {
    expect(buildBreadcrumbs(pathname, options)).toEqual(expected);
  });

  it.each([
    [false, 'Sunrise Valley…'],
    [true, 'Sunrise…'],
  ])('truncates fetched names (mobile: %s)', (isMobile, label) => {
    const crumbs = buildBreadcrumbs('/farmer/farms/f1', { farmName: 'Sunrise Valley Estate Farm', isMobile });
    expect(crumbs.at(-1)).toEqual({ label });
  });

  it('keeps a name of exactly the limit whole', () => {
    expect(buildBreadcrumbs('/farmer/farms/f1', { farmName: 'Fifteen chars!!' }).at(-1)?.label).toBe(
      'Fifteen chars!!',
    );
    expect(buildBreadcrumbs('/farmer/farms/f1', { farmName: 'Eight ch', isMobile: true }).at(-1)?.label).toBe(
      'Eight ch',
    );
  });
});

describe('truncateLabel', () => {
  it.each([
    ['Maize', 15, 'Maize'],
    ['Maize and beans intercrop', 15, 'Maize and beans…'],
    ['Maize and beans intercrop', 8, 'Maize an…'],
    ['Shamba ya Mama ', 6, 'Shamba…'],
    ['🌽🌽🌽🌽🌽', 3, '🌽🌽🌽…'],
    ['', 8, ''],
  ])('%s to %s → %s', (label, max, expected) => {
    expect(truncateLabel(label, max)).toBe(expected);
  });
});

describe('humanizeSegment', () => {
  it.each([
    ['storage-locations', 'Storage Locations'],
    ['crop-performance', 'Crop Performance'],
    ['system_settings', 'System Settings'],
    ['ai-usage', 'AI Usage'],
    ['farms', 'Farms'],
  ])('%s → %s', (segment, expected) => {
    expect(humanizeSegment(segment)).toBe(expected);
  });
});
