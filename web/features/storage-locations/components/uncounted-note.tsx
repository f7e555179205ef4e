// Says which stock a location's usage leaves out (docs/decisions/004): items whose unit does not convert to the
// capacity unit, named by their units ("2 items are not counted: pieces and bags do not convert to kg."), so a
// bar that looks emptier than the store is explained rather than wrong.
import type { StorageLocation } from '@/shared/api/storage-locations';
import { getLocale } from '@/shared/i18n/runtime';
import { unitLabel } from '@/shared/inventory/labels';
import { capacityUnitLabel, isAreaUnit } from '../location-labels';
import { storageLocationsText } from '@/web/features/storage-locations/i18n';

export function UncountedNote({ location, className }: { location: StorageLocation; className?: string }) {
  const count = location.uncounted_items ?? 0;
  if (count === 0 || isAreaUnit(location.capacity_unit)) return null;
  const unit = capacityUnitLabel(location.capacity_unit);
  const units = location.uncounted_units ?? [];
  const text =
    units.length > 0
      ? storageLocationsText.t('uncountedItemsUnits', {
          count,
          unitCount: units.length,
          units: new Intl.ListFormat(getLocale(), { type: 'conjunction' }).format(
            units.map((u) => unitLabel(u)),
          ),
          unit,
        })
      : storageLocationsText.t('uncountedItems', { count, unit });
  return <p className={className ?? 'mt-1 text-xs text-base-content/60'}>{text}</p>;
}
