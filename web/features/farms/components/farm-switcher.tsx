// The farm switcher: a compact select of the user's active farms that sets the current farm. Meant
// for the top bar or the head of an inventory page; it renders nothing until there is a farm to choose.
import clsx from 'clsx';
import { useId } from 'react';
import { Tractor } from 'lucide-react';
import { useCurrentFarm } from '../hooks/use-current-farm';
import { farmsText } from '@/web/features/farms/i18n';

export function FarmSwitcher({ className }: { className?: string }) {
  const id = useId();
  const { farmId, farms, setFarmId, isPending } = useCurrentFarm();
  if (isPending || farms.length === 0 || !farmId) return null;
  return (
    <div className={clsx('flex items-center gap-2', className)}>
      <label htmlFor={id} className="flex items-center gap-1 text-sm text-base-content/70">
        <Tractor className="h-4 w-4" aria-hidden="true" />
        <span>{farmsText.t('farm')}</span>
      </label>
      <select
        id={id}
        className="select select-sm w-auto max-w-[14rem]"
        value={farmId}
        onChange={(event) => setFarmId(event.target.value)}
        aria-label={farmsText.t('currentFarm')}
      >
        {farms.map((farm) => (
          <option key={farm.id} value={farm.id}>
            {farm.name}
          </option>
        ))}
      </select>
    </div>
  );
}
