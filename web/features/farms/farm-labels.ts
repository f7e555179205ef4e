// How farm fields read on screen. The contract's values are lower-case codes (shared/contracts/farms.ts).
import { ENTERPRISES, SIZE_UNITS, type Farm } from '@/shared/contracts/farms';
import { CURRENCIES } from '@/shared/contracts/settings';

const ENTERPRISE_LABELS: Record<(typeof ENTERPRISES)[number], string> = {
  crops: 'Crops',
  horticulture: 'Horticulture',
  dairy: 'Dairy',
  livestock: 'Livestock',
  poultry: 'Poultry',
  aquaculture: 'Aquaculture',
  mixed: 'Mixed farming',
  other: 'Other',
};

const ROLE_LABELS: Record<string, string> = {
  owner: 'Owner',
  manager: 'Manager',
  worker: 'Worker',
  viewer: 'Viewer',
};

export const enterpriseLabel = (value: Farm['main_enterprise']) => ENTERPRISE_LABELS[value] ?? value;
export const roleLabel = (role: string) => ROLE_LABELS[role] ?? role.charAt(0).toUpperCase() + role.slice(1);

export const ENTERPRISE_OPTIONS = ENTERPRISES.map((value) => ({ value, label: ENTERPRISE_LABELS[value] }));
export const SIZE_UNIT_OPTIONS = SIZE_UNITS.map((value) => ({
  value,
  label: value === 'acres' ? 'Acres' : 'Hectares',
}));
export const CURRENCY_OPTIONS = CURRENCIES.map((value) => ({ value, label: value }));

/** "12.5 acres"; "Not recorded" when the farmer left the size out. */
export function sizeLabel(farm: Pick<Farm, 'size' | 'size_unit'>): string {
  if (farm.size === null || farm.size === '') return 'Not recorded';
  const amount = Number(farm.size);
  const figure = Number.isFinite(amount)
    ? amount.toLocaleString(undefined, { maximumFractionDigits: 2 })
    : farm.size;
  return `${figure} ${farm.size_unit}`;
}

/** docs/product/farms.md farm roles: the owner and a manager edit details; only the owner deletes or restores (server rule). */
export const canEditFarm = (farm: Pick<Farm, 'role'>) => farm.role === 'owner' || farm.role === 'manager';
export const canDeleteFarm = (farm: Pick<Farm, 'role'>) => farm.role === 'owner';
