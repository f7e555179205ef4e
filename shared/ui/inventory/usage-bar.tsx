// docs/product/inventory.md usage bar, coloured by usageColour (docs/product/inventory.md: red from 90 percent, yellow from 70, green below).
// Decision 004: no bar and "No capacity set" at capacity 0; area units say the figure is entered by hand.
import clsx from 'clsx';
import type { StorageLocation } from '@/shared/api/storage-locations';
import { capacityUnitLabel } from '@/shared/inventory/labels';
import { usageColour, usagePercent, type UsageColour } from '@/shared/inventory/rules';
import { formatAmount, isAreaUnit } from './labels';
import { uiText } from '@/shared/ui/i18n';

const PROGRESS_CLASS: Record<UsageColour, string> = {
  green: 'progress-success',
  yellow: 'progress-warning',
  red: 'progress-error',
};

type UsageSource = Pick<StorageLocation, 'name' | 'capacity' | 'capacity_unit' | 'current_utilization'>;

export function UsageBar({ location, className }: { location: UsageSource; className?: string }) {
  const capacity = Number(location.capacity);
  const used = Number(location.current_utilization);
  const percent = usagePercent(used, capacity);
  if (percent === null)
    return <span className="text-sm text-base-content/60">{uiText.t('noCapacitySet')}</span>;

  const colour = usageColour(used, capacity);
  const rounded = Math.round(percent);
  return (
    <div className={clsx('min-w-32', className)} data-usage-colour={colour}>
      <progress
        className={clsx('progress h-2 w-full', PROGRESS_CLASS[colour])}
        value={Math.min(percent, 100)}
        max={100}
        aria-label={uiText.t('usageOfName', { name: location.name })}
        aria-valuetext={`${rounded}%`}
      />
      <div className="mt-1 text-xs text-base-content/70">
        {uiText.t('roundedFormatamountOfFormatamount2Capacity', {
          rounded: rounded,
          formatAmount: formatAmount(used),
          formatAmount2: formatAmount(capacity),
          capacity_unit: capacityUnitLabel(location.capacity_unit),
        })}
      </div>
      {isAreaUnit(location.capacity_unit) && (
        <div className="text-xs italic text-base-content/60">{uiText.t('enteredByHand')}</div>
      )}
    </div>
  );
}
