// How storage location figures read (SPEC §3 Storage location; docs/decisions/004 on area units).
import type { StorageLocation } from '@/shared/api/storage-locations';
import { CAPACITY_UNITS, LOCATION_TYPES, SECURITY_LEVELS } from '@/shared/contracts/storage-locations';

type CapacityUnit = (typeof CAPACITY_UNITS)[number];

/** Decision 004: stock cannot be converted to floor area, so for these the space in use is typed by hand. */
export const AREA_UNITS: readonly CapacityUnit[] = ['sq ft', 'sq m'];
export const isAreaUnit = (unit: string) => (AREA_UNITS as readonly string[]).includes(unit);

export const TYPE_OPTIONS = LOCATION_TYPES.map((value) => ({ value, label: value }));
export const UNIT_OPTIONS = CAPACITY_UNITS.map((value) => ({ value, label: value }));
const SECURITY_LABELS: Record<(typeof SECURITY_LEVELS)[number], string> = {
  standard: 'Standard',
  restricted: 'Restricted',
  high: 'High',
};
export const SECURITY_OPTIONS = SECURITY_LEVELS.map((value) => ({ value, label: SECURITY_LABELS[value] }));
export const securityLabel = (level: StorageLocation['security_level']) => SECURITY_LABELS[level] ?? level;

/** "1,250.5" from the decimal string the API sends. */
export function formatAmount(value: string | number): string {
  const amount = Number(value);
  return Number.isFinite(amount)
    ? amount.toLocaleString(undefined, { maximumFractionDigits: 2 })
    : String(value);
}

export const capacityLabel = (location: Pick<StorageLocation, 'capacity' | 'capacity_unit'>) =>
  Number(location.capacity) > 0 ? `${formatAmount(location.capacity)} ${location.capacity_unit}` : 'Not set';
