// docs/product/accounts.md breadcrumbs: the admin set under /admin, the farmer set under /farmer. Ids in the path read as the
// fetched names (farm, crop) or a fallback; Dashboard reads Home and Crop Management reads Crops.
import { paths } from '@/shared/routes/paths';
import { sessionText, type SessionTextKey } from './i18n';

export interface Breadcrumb {
  label: string;
  /** Absent for the current page and for path prefixes that are not pages themselves. */
  to?: string;
}

export interface BreadcrumbOptions {
  farmName?: string | null;
  cropName?: string | null;
  /** The record a detail page shows (a location, a supplier), for an id that would otherwise read "Details". */
  detailName?: string | null;
  isMobile?: boolean;
}

/** docs/product/accounts.md Other limits: 15 characters, 8 on mobile. */
export const BREADCRUMB_MAX = 15;
export const BREADCRUMB_MAX_MOBILE = 8;

const AREA_HOME: Record<string, string> = {
  farmer: paths.farmer.dashboard,
  admin: paths.admin.dashboard,
  org: paths.org.dashboard,
  organization: paths.org.dashboard,
};

// Every fixed word of the route table (docs/product/accounts.md) and its words in the session catalogue; any other
// segment is an id. Dashboard reads Home; the rest read as humanizeSegment would write them in English.
const WORDS_OF: Record<string, SessionTextKey> = {
  dashboard: 'crumbHome',
  finances: 'crumbFinances',
  transactions: 'crumbTransactions',
  contributors: 'crumbContributors',
  add: 'crumbAdd',
  plans: 'crumbPlans',
  sales: 'crumbSales',
  expenses: 'crumbExpenses',
  pos: 'crumbPos',
  reports: 'crumbReports',
  financial: 'crumbFinancial',
  'crop-performance': 'crumbCropPerformance',
  inventory: 'crumbInventory',
  activity: 'crumbActivity',
  crops: 'crumbCrops',
  all: 'crumbAll',
  notifications: 'crumbNotifications',
  monitor: 'crumbMonitor',
  admin: 'crumbAdmin',
  activities: 'crumbActivities',
  staff: 'crumbStaff',
  edit: 'crumbEdit',
  teams: 'crumbTeams',
  roles: 'crumbRoles',
  permissions: 'crumbPermissions',
  tasks: 'crumbTasks',
  farms: 'crumbFarms',
  new: 'crumbNew',
  locations: 'crumbLocations',
  inputs: 'crumbInputs',
  test: 'crumbTest',
  'soil-sampling': 'crumbSoilSampling',
  fields: 'crumbFields',
  suppliers: 'crumbSuppliers',
  'all-items': 'crumbAllItems',
  'storage-locations': 'crumbStorageLocations',
  settings: 'crumbSettings',
  profile: 'crumbProfile',
  invoice: 'crumbInvoice',
  default: 'crumbDefault',
  farm: 'crumbFarm',
  privacy: 'crumbPrivacy',
  subscription: 'crumbSubscription',
  'ai-usage': 'crumbAiUsage',
  payment: 'crumbPayment',
  regional: 'crumbRegional',
  farmers: 'crumbFarmers',
  organizations: 'crumbOrganizations',
  integrations: 'crumbIntegrations',
  templates: 'crumbTemplates',
  'system-settings': 'crumbSystemSettings',
  packages: 'crumbPackages',
  subscriptions: 'crumbSubscriptions',
  features: 'crumbFeatures',
  'system-monitor': 'crumbSystemMonitor',
  content: 'crumbContent',
  ai: 'crumbAi',
  configuration: 'crumbConfiguration',
  verification: 'crumbVerification',
  'embed-keys': 'crumbEmbedKeys',
};
const LITERALS = new Set(Object.keys(WORDS_OF));

const WORDS: Record<string, string> = { ai: 'AI', pos: 'POS', sms: 'SMS' };

/** "storage-locations" → "Storage Locations". */
export function humanizeSegment(segment: string): string {
  return segment
    .split(/[-_]+/)
    .filter(Boolean)
    .map((word) => WORDS[word.toLowerCase()] ?? word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** Cuts by characters (not UTF-16 units, so an emoji is never split) and marks the cut with an ellipsis. */
export function truncateLabel(label: string, max: number): string {
  const chars = Array.from(label);
  return chars.length <= max ? label : `${chars.slice(0, max).join('').trimEnd()}…`;
}

export function buildBreadcrumbs(pathname: string, options: BreadcrumbOptions = {}): Breadcrumb[] {
  const segments = pathname.split(/[?#]/)[0]!.split('/').filter(Boolean).map(safeDecode);
  if (segments.length === 0) return [];
  const max = options.isMobile ? BREADCRUMB_MAX_MOBILE : BREADCRUMB_MAX;
  const name = (value: string | null | undefined, fallback: string) =>
    value?.trim() ? truncateLabel(value.trim(), max) : fallback;

  const area = segments[0]!;
  const home = AREA_HOME[area];
  const t = sessionText.t;
  const crumbs: Breadcrumb[] = home ? [{ label: t('crumbHome'), to: home }] : [];
  const rest = home ? segments.slice(1) : segments;
  let href = home ? `/${area}` : '';

  rest.forEach((segment, index) => {
    href += `/${encodeURIComponent(segment)}`;
    if (home && index === 0 && segment === 'dashboard') return; // already the Home crumb
    const previous = rest[index - 1];
    let label: string;
    const words = LITERALS.has(segment) ? WORDS_OF[segment] : undefined;
    if (words) label = t(words);
    else if (previous === 'farms' || previous === 'farm')
      label = name(options.farmName, t('crumbFarmDetails'));
    else if (previous === 'crops') label = name(options.cropName, t('crumbCropInformation'));
    else label = name(options.detailName, t('crumbDetails'));
    crumbs.push(isPage(area, segment, index) ? { label, to: href } : { label });
  });

  const last = crumbs[crumbs.length - 1];
  if (last) delete last.to; // the current page is not a link
  return crumbs;
}

/** Prefixes that are not routes of docs/product/accounts.md get no link (e.g. /farmer/reports, /admin/crops, …/edit/{id}). */
function isPage(area: string, segment: string, index: number): boolean {
  if (segment === 'edit' || segment === 'farm') return false;
  if (index === 0 && area === 'farmer' && segment === 'reports') return false;
  if (index === 0 && area === 'admin' && segment === 'crops') return false;
  return true;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
