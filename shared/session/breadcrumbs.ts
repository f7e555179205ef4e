// docs/product/accounts.md breadcrumbs: the admin set under /admin, the farmer set under /farmer. Ids in the path read as the
// fetched names (farm, crop) or a fallback; Dashboard reads Home and Crop Management reads Crops.
import { paths } from '@/shared/routes/paths';

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
export const FARM_FALLBACK = 'Farm Details';
export const CROP_FALLBACK = 'Crop Information';

const AREA_HOME: Record<string, string> = {
  farmer: paths.farmer.dashboard,
  admin: paths.admin.dashboard,
  org: paths.org.dashboard,
  organization: paths.org.dashboard,
};

// Every fixed word of the route table (docs/product/accounts.md); any other segment is an id.
const LITERALS = new Set(
  (
    'dashboard finances transactions contributors add plans sales expenses pos reports financial crop-performance ' +
    'inventory activity crops all notifications monitor admin activities staff edit teams roles permissions tasks ' +
    'farms new locations inputs test soil-sampling suppliers all-items storage-locations settings profile invoice ' +
    'default farm privacy subscription ai-usage payment regional farmers organizations integrations templates ' +
    'system-settings packages subscriptions features system-monitor content ai configuration verification ' +
    'embed-keys'
  ).split(' '),
);

const LABELS: Record<string, string> = { dashboard: 'Home', crops: 'Crops' };
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
  const crumbs: Breadcrumb[] = home ? [{ label: 'Home', to: home }] : [];
  const rest = home ? segments.slice(1) : segments;
  let href = home ? `/${area}` : '';

  rest.forEach((segment, index) => {
    href += `/${encodeURIComponent(segment)}`;
    if (home && index === 0 && segment === 'dashboard') return; // already the Home crumb
    const previous = rest[index - 1];
    let label: string;
    if (LITERALS.has(segment)) label = LABELS[segment] ?? humanizeSegment(segment);
    else if (previous === 'farms' || previous === 'farm') label = name(options.farmName, FARM_FALLBACK);
    else if (previous === 'crops') label = name(options.cropName, CROP_FALLBACK);
    else label = name(options.detailName, 'Details');
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
