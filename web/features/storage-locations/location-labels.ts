// How storage location figures read (docs/product/storage-locations.md Storage location; docs/decisions/004 on area units).
// Types, units and security levels are values of the contract; their words come from shared/inventory/labels.ts
// and app-labels.ts, in the current language, so the options are made when a form is drawn.
import type { StorageLocation } from '@/shared/api/storage-locations';
import { CAPACITY_UNITS, LOCATION_TYPES, SECURITY_LEVELS } from '@/shared/contracts/storage-locations';
import { locationTypeLabel, securityLevelLabel } from '@/shared/inventory/app-labels';
import { capacityUnitLabel, formatCapacity } from '@/shared/inventory/labels';
import { storageLocationsText } from './i18n';

// Shared with the widgets' usage bars (shared/ui/inventory/labels.ts).
export { AREA_UNITS, formatAmount, isAreaUnit } from '@/shared/ui/inventory/labels';

export const typeOptions = () => LOCATION_TYPES.map((value) => ({ value, label: locationTypeLabel(value) }));
export const unitOptions = () => CAPACITY_UNITS.map((value) => ({ value, label: capacityUnitLabel(value) }));
export const securityOptions = () =>
  SECURITY_LEVELS.map((value) => ({ value, label: securityLevelLabel(value) }));
export const securityLabel = (level: StorageLocation['security_level']) => securityLevelLabel(level);
export { capacityUnitLabel, locationTypeLabel };

export const capacityLabel = (location: Pick<StorageLocation, 'capacity' | 'capacity_unit'>) =>
  Number(location.capacity) > 0
    ? formatCapacity(location.capacity, location.capacity_unit)
    : storageLocationsText.t('notSet');
