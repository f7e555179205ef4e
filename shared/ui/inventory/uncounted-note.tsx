// Says which stock a location's usage leaves out (docs/decisions/004): items whose unit does not convert to the
// capacity unit, named by their units ("2 items are not counted: pieces and bags do not convert to kg."), so a
// bar that looks emptier than the store is explained rather than wrong. Beside the usage bar in the web app and
// the storage-usage widget.
import type { StorageLocation } from '@/shared/contracts/storage-locations';
import { getLocale } from '@/shared/i18n/runtime';
import { capacityUnitLabel, unitLabel } from '@/shared/inventory/labels';
import { isAreaUnit } from './labels';
import { uiText } from '@/shared/ui/i18n';

type UncountedSource = Pick<StorageLocation, 'capacity_unit' | 'uncounted_items' | 'uncounted_units'>;

export function UncountedNote({ location, className }: { location: UncountedSource; className?: string }) {
  const count = location.uncounted_items ?? 0;
  if (count === 0 || isAreaUnit(location.capacity_unit)) return null;
  const unit = capacityUnitLabel(location.capacity_unit);
  const units = location.uncounted_units ?? [];
  const text =
    units.length > 0
      ? uiText.t('uncountedItemsUnits', {
          count,
          unitCount: units.length,
          units: new Intl.ListFormat(getLocale(), { type: 'conjunction' }).format(
            units.map((u) => unitLabel(u)),
          ),
          unit,
        })
      : uiText.t('uncountedItems', { count, unit });
  return <p className={className ?? 'mt-1 text-xs text-base-content/60'}>{text}</p>;
}
