// The farm switcher: a compact select of the user's active farms, each with the user's role on it, that sets the
// current farm (and with it the sidebar's modules, docs/decisions/035). In the sidebar and at the head of the
// inventory pages; it renders nothing until there is a farm to choose.
import clsx from 'clsx';
import { useId } from 'react';
import { Tractor } from 'lucide-react';
import { useCurrentFarm } from '../hooks/use-current-farm';
import { roleLabel } from '../farm-labels';
import { farmsText } from '@/web/features/farms/i18n';

/** `stacked`: the label above a full-width select (the narrow sidebar); otherwise side by side (a page's head). */
export function FarmSwitcher({ className, stacked = false }: { className?: string; stacked?: boolean }) {
  const id = useId();
  const { farmId, farms, setFarmId, isPending } = useCurrentFarm();
  if (isPending || farms.length === 0 || !farmId) return null;
  return (
    <div className={clsx('flex gap-2', stacked ? 'flex-col gap-1' : 'items-center', className)}>
      <label htmlFor={id} className="flex items-center gap-1 text-sm text-base-content/70">
        <Tractor className="h-4 w-4" aria-hidden="true" />
        <span>{farmsText.t('farm')}</span>
      </label>
      <select
        id={id}
        className={clsx('select select-sm min-w-0', stacked ? 'w-full' : 'w-auto max-w-[14rem]')}
        value={farmId}
        onChange={(event) => setFarmId(event.target.value)}
        aria-label={farmsText.t('currentFarm')}
      >
        {farms.map((farm) => (
          <option key={farm.id} value={farm.id}>
            {farmsText.t('farmWithRole', { farm: farm.name, role: roleLabel(farm) })}
          </option>
        ))}
      </select>
    </div>
  );
}
