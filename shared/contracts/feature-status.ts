// The one list of which product areas work today and which are still being built. The public pages (home,
// features, pricing), the "In development" pages and docs/product/web-app.md all read or follow it, so a label
// never claims more, or less, than what ships (docs/decisions/002). Flip an area here the day it ships.
export const FEATURE_STATUSES = ['live', 'in-development'] as const;
export type FeatureStatus = (typeof FEATURE_STATUSES)[number];

export const FEATURE_STATUS = {
  accounts: 'live',
  settings: 'live',
  languages: 'live',
  farms: 'live',
  inventory: 'live',
  storage: 'live',
  suppliers: 'live',
  notifications: 'live',
  extension: 'live',
  widgets: 'live',
  team: 'live',
  organizations: 'live',
  'crops-tasks': 'live',
  money: 'live',
  reports: 'in-development',
  'platform-admin': 'live',
} as const satisfies Record<string, FeatureStatus>;

export type FeatureArea = keyof typeof FEATURE_STATUS;
export const FEATURE_AREAS = Object.keys(FEATURE_STATUS) as FeatureArea[];

export const featureStatus = (area: FeatureArea): FeatureStatus => FEATURE_STATUS[area];
export const isLive = (area: FeatureArea) => FEATURE_STATUS[area] === 'live';
export const liveAreas = () => FEATURE_AREAS.filter(isLive);
export const areasInDevelopment = () => FEATURE_AREAS.filter((area) => !isLive(area));
