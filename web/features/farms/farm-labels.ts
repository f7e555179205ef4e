// How farm fields read on screen, in the current language (the farms catalogue). The contract's values are
// lower-case codes (shared/contracts/farms.ts); currencies are codes and read as such.
import { can, isBuiltInFarmRole, type BuiltInFarmRole } from '@/shared/contracts/farm-permissions';
import { DEFAULT_FARM_TIMEZONE, ENTERPRISES, SIZE_UNITS, type Farm } from '@/shared/contracts/farms';
import { CURRENCIES } from '@/shared/contracts/settings';
import { formatNumber } from '@/shared/i18n/format';
import { farmsText } from './i18n';

type Key = (typeof farmsText.keys)[number];

const ENTERPRISE_KEYS: Record<(typeof ENTERPRISES)[number], Key> = {
  crops: 'enterpriseCrops',
  horticulture: 'enterpriseHorticulture',
  dairy: 'enterpriseDairy',
  livestock: 'enterpriseLivestock',
  poultry: 'enterprisePoultry',
  aquaculture: 'enterpriseAquaculture',
  mixed: 'enterpriseMixed',
  other: 'enterpriseOther',
};

const ROLE_KEYS: Record<BuiltInFarmRole, Key> = {
  owner: 'roleOwner',
  manager: 'roleManager',
  worker: 'roleWorker',
  viewer: 'roleViewer',
};

const SIZE_UNIT_KEYS: Record<(typeof SIZE_UNITS)[number], { unit: Key; size: Key }> = {
  acres: { unit: 'sizeUnitAcres', size: 'sizeInAcres' },
  hectares: { unit: 'sizeUnitHectares', size: 'sizeInHectares' },
};

export const enterpriseLabel = (value: Farm['main_enterprise']) =>
  Object.hasOwn(ENTERPRISE_KEYS, value) ? farmsText.t(ENTERPRISE_KEYS[value]) : value;
/** A built-in role in the current language; a farm's own (custom) role by the name its owner gave it. */
export function roleLabel(farm: Pick<Farm, 'role' | 'role_name'>): string {
  if (isBuiltInFarmRole(farm.role)) return farmsText.t(ROLE_KEYS[farm.role]);
  return farm.role_name ?? farmsText.t('roleCustom');
}

export const enterpriseOptions = () =>
  ENTERPRISES.map((value) => ({ value, label: farmsText.t(ENTERPRISE_KEYS[value]) }));
export const sizeUnitOptions = () =>
  SIZE_UNITS.map((value) => ({ value, label: farmsText.t(SIZE_UNIT_KEYS[value].unit) }));
export const CURRENCY_OPTIONS = CURRENCIES.map((value) => ({ value, label: value }));

/** "12.5 acres"; "Not recorded" when the farmer left the size out. */
export function sizeLabel(farm: Pick<Farm, 'size' | 'size_unit'>): string {
  if (farm.size === null || farm.size === '') return farmsText.t('notRecorded');
  const amount = Number(farm.size);
  const size = Number.isFinite(amount) ? formatNumber(amount, { maximumFractionDigits: 2 }) : farm.size;
  const keys = Object.hasOwn(SIZE_UNIT_KEYS, farm.size_unit) ? SIZE_UNIT_KEYS[farm.size_unit] : undefined;
  return keys ? farmsText.t(keys.size, { size }) : `${size} ${farm.size_unit}`;
}

/** docs/decisions/035: editing a farm's details needs farms.edit; deleting, archiving or restoring it farms.delete. */
export const canEditFarm = (farm: Pick<Farm, 'permissions'>) => can(farm.permissions, 'farms', 'edit');
export const canDeleteFarm = (farm: Pick<Farm, 'permissions'>) => can(farm.permissions, 'farms', 'delete');

/**
 * The IANA time zones this browser knows, by name, with the farm's own first when the list lacks it (a zone
 * saved elsewhere stays choosable). Reminders go out at the farm's local morning (docs/decisions/038).
 */
export function timeZoneOptions(current?: string): { value: string; label: string }[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const all = [DEFAULT_FARM_TIMEZONE, ...(current ? [current] : []), ...zones];
  return [...new Set(all)].sort().map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));
}
