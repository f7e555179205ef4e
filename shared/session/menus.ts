// docs/product/accounts.md sidebar menus as data. Icons are lucide-react names so this file stays free of React (the extension
// worker and widgets may read it); each surface maps the name to a component. `tour` marks the walkthrough
// targets of docs/product/accounts.md.
// Labels are keys of the session catalogue (./i18n), so each surface shows them in the language of the moment.
// `requires` names the farm permission an entry or link needs (docs/decisions/035): the sidebar shows the current
// farm's modules only; the server refuses the rest anyway.
import type { FarmPermission } from '@/shared/contracts/farm-permissions';
import { paths } from '@/shared/routes/paths';
import { normalizeUserType } from './dashboard';
import { sessionText, type SessionTextKey } from './i18n';

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

/** A label's key in the session catalogue (shared/session/i18n), read in the current language when shown. */
export type MenuLabelKey = Extract<SessionTextKey, `menu${string}`>;

export interface MenuLink {
  labelKey: MenuLabelKey;
  path: string;
  /** The permission on the current farm this link needs; absent for the user's own pages. */
  requires?: FarmPermission;
}

export interface MenuEntry {
  /** Stable key, also what toggleOpenSection tracks. */
  id: string;
  labelKey: MenuLabelKey;
  icon: string;
  /** A plain link; absent on entries that only open a submenu. */
  path?: string;
  children?: readonly MenuLink[];
  tour?: TourTarget;
  /** The permission on the current farm the whole section needs. */
  requires?: FarmPermission;
}

const f = paths.farmer;
const a = paths.admin;

export const FARMER_MENU: readonly MenuEntry[] = [
  {
    id: 'dashboard',
    labelKey: 'menuDashboard',
    icon: 'LayoutDashboard',
    path: f.dashboard,
    tour: 'dashboard',
  },
  { id: 'notifications', labelKey: 'menuNotifications', icon: 'Bell', path: f.notifications },
  {
    id: 'farm-management',
    labelKey: 'menuFarmManagement',
    icon: 'Tractor',
    tour: 'farm-management',
    children: [
      { labelKey: 'menuMyFarms', path: f.farms },
      { labelKey: 'menuAddFarm', path: f.farmNew },
      { labelKey: 'menuCrops', path: f.crops, requires: 'crops.view' },
    ],
  },
  {
    id: 'finance',
    labelKey: 'menuFinance',
    icon: 'Wallet',
    tour: 'finance',
    requires: 'finances.view',
    children: [
      { labelKey: 'menuOverview', path: f.finances },
      { labelKey: 'menuTransactions', path: f.transactions },
      { labelKey: 'menuContributors', path: f.contributors },
      { labelKey: 'menuPlans', path: f.plans },
      { labelKey: 'menuExpenses', path: f.expenses },
    ],
  },
  {
    id: 'sales',
    labelKey: 'menuSales',
    icon: 'ShoppingCart',
    requires: 'sales.view',
    children: [
      { labelKey: 'menuSales', path: f.sales },
      { labelKey: 'menuAddSale', path: f.salesAdd, requires: 'sales.create' },
      { labelKey: 'menuPointOfSale', path: f.pos, requires: 'sales.create' },
      { labelKey: 'menuCustomers', path: f.customers },
    ],
  },
  {
    id: 'inventory',
    labelKey: 'menuInventory',
    icon: 'Package',
    tour: 'inventory',
    requires: 'inventory.view',
    children: [
      { labelKey: 'menuOverview', path: f.inventory },
      { labelKey: 'menuAllItems', path: f.allItems },
      { labelKey: 'menuStorageLocations', path: f.storageLocations },
      { labelKey: 'menuSuppliers', path: f.suppliers },
    ],
  },
  {
    id: 'task-management',
    labelKey: 'menuTaskManagement',
    icon: 'ClipboardList',
    tour: 'task-management',
    requires: 'tasks.view',
    children: [
      { labelKey: 'menuTasks', path: f.tasks },
      { labelKey: 'menuAddTask', path: f.taskAdd, requires: 'tasks.create' },
    ],
  },
  {
    id: 'reports',
    labelKey: 'menuReports',
    icon: 'ChartColumn',
    tour: 'reports',
    requires: 'reports.view',
    children: [
      { labelKey: 'menuFinancial', path: f.reports('financial') },
      { labelKey: 'menuCropPerformance', path: f.reports('crop-performance') },
      { labelKey: 'menuInventory', path: f.reports('inventory') },
      { labelKey: 'menuSales', path: f.reports('sales') },
      { labelKey: 'menuExpenses', path: f.reports('expenses') },
      { labelKey: 'menuActivity', path: f.reports('activity') },
    ],
  },
  {
    id: 'user-management',
    labelKey: 'menuUserManagement',
    icon: 'Users',
    tour: 'user-management',
    requires: 'staff.view',
    children: [
      { labelKey: 'menuStaff', path: f.staff },
      { labelKey: 'menuTeams', path: f.teams },
      { labelKey: 'menuRoles', path: f.roles },
      { labelKey: 'menuPermissions', path: f.permissions },
    ],
  },
  {
    id: 'settings',
    labelKey: 'menuSettings',
    icon: 'Settings',
    tour: 'settings',
    children: [
      { labelKey: 'menuProfile', path: f.settings('profile') },
      { labelKey: 'menuNotifications', path: f.settings('notifications') },
      { labelKey: 'menuFinancial', path: f.settings('financial'), requires: 'settings.view' },
      { labelKey: 'menuSubscription', path: f.settings('subscription') },
      { labelKey: 'menuInvoice', path: f.settings('invoice'), requires: 'settings.view' },
      { labelKey: 'menuPrivacy', path: f.settings('privacy') },
      { labelKey: 'menuEmbedKeys', path: f.settings('embed-keys'), requires: 'settings.view' },
    ],
  },
];

/**
 * An organization's menu: its dashboard, the one page of its area that works today. The farmer menu's pages are
 * the farmer area's, which sends an organization back to its dashboard (docs/decisions/037).
 */
export const ORGANIZATION_MENU: readonly MenuEntry[] = [
  { id: 'dashboard', labelKey: 'menuDashboard', icon: 'LayoutDashboard', path: paths.org.dashboard },
  { id: 'reports', labelKey: 'menuReports', icon: 'BarChart3', path: paths.org.reports },
];

export const ADMIN_MENU: readonly MenuEntry[] = [
  {
    id: 'dashboard',
    labelKey: 'menuOverview',
    icon: 'LayoutDashboard',
    path: a.dashboard,
    tour: 'dashboard',
  },
  {
    id: 'notifications',
    labelKey: 'menuNotifications',
    icon: 'Bell',
    children: [
      { labelKey: 'menuAllNotifications', path: a.notifications },
      { labelKey: 'menuSystemMonitor', path: a.systemMonitor },
    ],
  },
  { id: 'content', labelKey: 'menuContent', icon: 'Newspaper', path: a.content },
  { id: 'farmers', labelKey: 'menuFarmers', icon: 'Tractor', path: a.farmers },
  {
    id: 'user-management',
    labelKey: 'menuUserManagement',
    icon: 'UserCog',
    tour: 'user-management',
    children: [
      { labelKey: 'menuStaff', path: a.staff },
      { labelKey: 'menuRoles', path: a.roles },
      { labelKey: 'menuPermissions', path: a.permissions },
    ],
  },
  { id: 'crop-templates', labelKey: 'menuCropTemplates', icon: 'Sprout', path: a.cropTemplates },
  { id: 'integrations', labelKey: 'menuIntegrations', icon: 'Plug', path: a.integrations },
  {
    id: 'ai-management',
    labelKey: 'menuAiManagement',
    icon: 'Bot',
    children: [
      { labelKey: 'menuAiOverview', path: a.ai },
      { labelKey: 'menuConfiguration', path: a.aiConfiguration },
    ],
  },
  {
    id: 'subscriptions',
    labelKey: 'menuSubscriptions',
    icon: 'CreditCard',
    children: [
      { labelKey: 'menuSubscriptions', path: a.subscriptions },
      { labelKey: 'menuPackages', path: a.packages },
      { labelKey: 'menuFeatures', path: a.features },
    ],
  },
  {
    id: 'system-settings',
    labelKey: 'menuSystemSettings',
    icon: 'SlidersHorizontal',
    path: a.systemSettings,
  },
  { id: 'design-system', labelKey: 'menuDesignSystem', icon: 'Palette', path: paths.designSystem },
  {
    id: 'settings',
    labelKey: 'menuSettings',
    icon: 'Settings',
    tour: 'settings',
    children: [
      { labelKey: 'menuProfile', path: a.settings('profile') },
      { labelKey: 'menuNotifications', path: a.settings('notifications') },
      { labelKey: 'menuPrivacy', path: a.settings('privacy') },
    ],
  },
];

/** An entry's or link's label in the current language (the sidebar reads it at render time, so a change of
 *  language shows at once). */
export const menuLabel = (item: { labelKey: MenuLabelKey }): string => sessionText.t(item.labelKey);

/**
 * What the current farm lets the person see: its permissions; `null` when they have no farm yet (whatever farm
 * they set up is theirs, so every entry shows); `[]` while the farms load (only the user's own pages show, and
 * the farm's modules appear when they arrive rather than vanish).
 */
export type MenuPermissions = readonly string[] | null;

const allowed = (permissions: MenuPermissions, requires: FarmPermission | undefined) =>
  !requires || permissions === null || permissions.includes(requires);

/** The entries and links `permissions` grant; a section left without links goes too. */
export function visibleMenu(menu: readonly MenuEntry[], permissions: MenuPermissions): readonly MenuEntry[] {
  if (permissions === null) return menu;
  return menu.flatMap((entry) => {
    if (!allowed(permissions, entry.requires)) return [];
    if (!entry.children) return [entry];
    const children = entry.children.filter((link) => allowed(permissions, link.requires));
    return children.length > 0 ? [{ ...entry, children }] : [];
  });
}

/**
 * docs/product/accounts.md Menu set: superadmin gets the admin menu, an organization its own (docs/decisions/037),
 * everyone else the farmer menu, narrowed to what their role on the current farm grants (docs/decisions/035).
 * Without `permissions` the whole menu.
 */
export function menuFor(userType?: string | null, permissions: MenuPermissions = null): readonly MenuEntry[] {
  const type = normalizeUserType(userType);
  if (type === 'superadmin') return ADMIN_MENU;
  if (type === 'organization') return ORGANIZATION_MENU;
  return visibleMenu(FARMER_MENU, permissions);
}

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
