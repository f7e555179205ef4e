// docs/product/accounts.md sidebar menus as data. Icons are lucide-react names so this file stays free of React (the extension
// worker and widgets may read it); each surface maps the name to a component. `tour` marks the walkthrough
// targets of docs/product/accounts.md.
import { paths } from '@/shared/routes/paths';
import { normalizeUserType } from './dashboard';

export const TOUR_TARGETS = [
  'dashboard',
  'farm-management',
  'finance',
  'inventory',
  'task-management',
  'reports',
  'user-management',
  'settings',
] as const;
export type TourTarget = (typeof TOUR_TARGETS)[number];

export interface MenuLink {
  label: string;
  path: string;
}

export interface MenuEntry {
  /** Stable key, also what toggleOpenSection tracks. */
  id: string;
  label: string;
  icon: string;
  /** A plain link; absent on entries that only open a submenu. */
  path?: string;
  children?: readonly MenuLink[];
  tour?: TourTarget;
}

const f = paths.farmer;
const a = paths.admin;

export const FARMER_MENU: readonly MenuEntry[] = [
  { id: 'dashboard', label: 'Dashboard', icon: 'LayoutDashboard', path: f.dashboard, tour: 'dashboard' },
  { id: 'notifications', label: 'Notifications', icon: 'Bell', path: f.notifications },
  {
    id: 'farm-management',
    label: 'Farm Management',
    icon: 'Tractor',
    tour: 'farm-management',
    children: [
      { label: 'My Farms', path: f.farms },
      { label: 'Add Farm', path: f.farmNew },
      { label: 'Crops', path: f.crops },
    ],
  },
  {
    id: 'finance',
    label: 'Finance',
    icon: 'Wallet',
    tour: 'finance',
    children: [
      { label: 'Overview', path: f.finances },
      { label: 'Transactions', path: f.transactions },
      { label: 'Contributors', path: f.contributors },
      { label: 'Plans', path: f.plans },
      { label: 'Expenses', path: f.expenses },
    ],
  },
  {
    id: 'sales',
    label: 'Sales',
    icon: 'ShoppingCart',
    children: [
      { label: 'Sales', path: f.sales },
      { label: 'Add Sale', path: f.salesAdd },
      { label: 'Point of Sale', path: f.pos },
    ],
  },
  {
    id: 'inventory',
    label: 'Inventory',
    icon: 'Package',
    tour: 'inventory',
    children: [
      { label: 'Overview', path: f.inventory },
      { label: 'All Items', path: f.allItems },
      { label: 'Storage Locations', path: f.storageLocations },
      { label: 'Suppliers', path: f.suppliers },
    ],
  },
  {
    id: 'task-management',
    label: 'Task Management',
    icon: 'ClipboardList',
    tour: 'task-management',
    children: [
      { label: 'Tasks', path: f.tasks },
      { label: 'Add Task', path: f.taskAdd },
    ],
  },
  {
    id: 'reports',
    label: 'Reports',
    icon: 'ChartColumn',
    tour: 'reports',
    children: [
      { label: 'Financial', path: f.reports('financial') },
      { label: 'Crop Performance', path: f.reports('crop-performance') },
      { label: 'Inventory', path: f.reports('inventory') },
      { label: 'Sales', path: f.reports('sales') },
      { label: 'Expenses', path: f.reports('expenses') },
      { label: 'Activity', path: f.reports('activity') },
    ],
  },
  {
    id: 'user-management',
    label: 'User Management',
    icon: 'Users',
    tour: 'user-management',
    children: [
      { label: 'Staff', path: f.staff },
      { label: 'Teams', path: f.teams },
      { label: 'Roles', path: f.roles },
      { label: 'Permissions', path: f.permissions },
    ],
  },
  {
    id: 'settings',
    label: 'Settings',
    icon: 'Settings',
    tour: 'settings',
    children: [
      { label: 'Profile', path: f.settings('profile') },
      { label: 'Notifications', path: f.settings('notifications') },
      { label: 'Financial', path: f.settings('financial') },
      { label: 'Subscription', path: f.settings('subscription') },
      { label: 'Invoice', path: f.settings('invoice') },
      { label: 'Privacy', path: f.settings('privacy') },
      { label: 'Embed keys', path: f.settings('embed-keys') },
    ],
  },
];

export const ADMIN_MENU: readonly MenuEntry[] = [
  { id: 'dashboard', label: 'Overview', icon: 'LayoutDashboard', path: a.dashboard, tour: 'dashboard' },
  {
    id: 'notifications',
    label: 'Notifications',
    icon: 'Bell',
    children: [
      { label: 'All Notifications', path: a.notifications },
      { label: 'System Monitor', path: a.systemMonitor },
    ],
  },
  { id: 'content', label: 'Content', icon: 'Newspaper', path: a.content },
  { id: 'farmers', label: 'Farmers', icon: 'Tractor', path: a.farmers },
  {
    id: 'user-management',
    label: 'User Management',
    icon: 'UserCog',
    tour: 'user-management',
    children: [
      { label: 'Staff', path: a.staff },
      { label: 'Roles', path: a.roles },
      { label: 'Permissions', path: a.permissions },
    ],
  },
  { id: 'crop-templates', label: 'Crop Templates', icon: 'Sprout', path: a.cropTemplates },
  { id: 'integrations', label: 'Integrations', icon: 'Plug', path: a.integrations },
  {
    id: 'ai-management',
    label: 'AI Management',
    icon: 'Bot',
    children: [
      { label: 'AI Overview', path: a.ai },
      { label: 'Configuration', path: a.aiConfiguration },
    ],
  },
  {
    id: 'subscriptions',
    label: 'Subscriptions',
    icon: 'CreditCard',
    children: [
      { label: 'Subscriptions', path: a.subscriptions },
      { label: 'Packages', path: a.packages },
      { label: 'Features', path: a.features },
    ],
  },
  { id: 'system-settings', label: 'System Settings', icon: 'SlidersHorizontal', path: a.systemSettings },
  { id: 'design-system', label: 'Design System', icon: 'Palette', path: paths.designSystem },
  {
    id: 'settings',
    label: 'Settings',
    icon: 'Settings',
    tour: 'settings',
    children: [
      { label: 'Profile', path: a.settings('profile') },
      { label: 'Notifications', path: a.settings('notifications') },
      { label: 'Privacy', path: a.settings('privacy') },
    ],
  },
];

/** docs/product/accounts.md Menu set: superadmin gets the admin menu, everyone else the farmer menu. */
export const menuFor = (userType?: string | null): readonly MenuEntry[] =>
  normalizeUserType(userType) === 'superadmin' ? ADMIN_MENU : FARMER_MENU;

/** docs/product/accounts.md: a click opens the section, a second click closes it; only one is open at a time. */
export const toggleOpenSection = (current: string | null, clicked: string): string | null =>
  current === clicked ? null : clicked;

/** The section holding the page shown, so the sidebar opens on it after navigation or reload. */
export function sectionForPath(menu: readonly MenuEntry[], pathname: string): string | null {
  const entry = menu.find((e) => e.children?.some((child) => isActivePath(child.path, pathname)));
  return entry?.id ?? null;
}

/** A link is active on its own page and on pages beneath it (/farmer/farms/7 highlights My Farms). */
export function isActivePath(path: string, pathname: string): boolean {
  return pathname === path || pathname.startsWith(`${path}/`);
}

/** The most specific link matching the page, so only one link is highlighted (Overview vs Transactions). */
export function activeLinkPath(menu: readonly MenuEntry[], pathname: string): string | null {
  const links = menu.flatMap((e) => [...(e.path ? [e.path] : []), ...(e.children ?? []).map((c) => c.path)]);
  const matches = links.filter((path) => isActivePath(path, pathname));
  return matches.sort((x, y) => y.length - x.length)[0] ?? null;
}
