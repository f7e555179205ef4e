// How storage location figures read (docs/product/storage-locations.md Storage location; docs/decisions/004 on area units).
import type { StorageLocation } from '@/shared/api/storage-locations';
import { CAPACITY_UNITS, LOCATION_TYPES, SECURITY_LEVELS } from '@/shared/contracts/storage-locations';
import { formatAmount } from '@/shared/ui/inventory/labels';

// Shared with the widgets' usage bars (shared/ui/inventory/labels.ts).
export { AREA_UNITS, formatAmount, isAreaUnit } from '@/shared/ui/inventory/labels';

export const TYPE_OPTIONS = LOCATION_TYPES.map((value) => ({ value, label: value }));
export const UNIT_OPTIONS = CAPACITY_UNITS.map((value) => ({ value, label: value }));
const SECURITY_LABELS: Record<(typeof SECURITY_LEVELS)[number], string> = {
  standard: 'Standard',
  restricted: 'Restricted',
  high: 'High',
};
export const SECURITY_OPTIONS = SECURITY_LEVELS.map((value) => ({ value, label: SECURITY_LABELS[value] }));
export const securityLabel = (level: StorageLocation['security_level']) => SECURITY_LABELS[level] ?? level;

export const capacityLabel = (location: Pick<StorageLocation, 'capacity' | 'capacity_unit'>) =>
  Number(location.capacity) > 0 ? `${formatAmount(location.capacity)} ${location.capacity_unit}` : 'Not set';
