// The log's filters: a person (anyone who appears in the log, past staff too), a module, and a range of days.
// Each change reloads the list from its newest entry.
import { FARM_MODULES } from '@/shared/contracts/farm-permissions';
import { useText } from '@/shared/i18n/react';
import type { ActivityPerson } from '@/shared/api/activity-log';
import type { ActivityFilters } from '../hooks/use-activities';
import { activityText } from '../i18n';
import { moduleLabel } from '../labels';

export interface ActivityFiltersProps {
  filters: ActivityFilters;
  people: ActivityPerson[];
  onChange: (filters: ActivityFilters) => void;
}

/** An empty choice means "any": the key is left out rather than sent empty. */
const choose = (value: string) => (value === '' ? undefined : value);

export function ActivityFiltersBar({ filters, people, onChange }: ActivityFiltersProps) {
  const t = useText(activityText);
  const set = (patch: Partial<ActivityFilters>) => onChange({ ...filters, ...patch });
  const active = Object.values(filters).some((value) => value !== undefined);
  return (
    <fieldset className="mb-4 flex flex-wrap items-end gap-3">
      <legend className="sr-only">{t('filters')}</legend>
      <label className="form-control">
        <span className="label-text mb-1 block text-sm">{t('person')}</span>
        <select
          className="select select-sm"
          value={filters.person ?? ''}
          onChange={(event) => set({ person: choose(event.target.value) })}
        >
          <option value="">{t('everyone')}</option>
          {people.map((person) => (
            <option key={person.id} value={person.id}>
              {person.name}
            </option>
          ))}
        </select>
      </label>
      <label className="form-control">
        <span className="label-text mb-1 block text-sm">{t('module')}</span>
        <select
          className="select select-sm"
          value={filters.module ?? ''}
          onChange={(event) => set({ module: choose(event.target.value) as ActivityFilters['module'] })}
        >
          <option value="">{t('allModules')}</option>
          {FARM_MODULES.map((module) => (
            <option key={module} value={module}>
              {moduleLabel(module)}
            </option>
          ))}
        </select>
      </label>
      <label className="form-control">
        <span className="label-text mb-1 block text-sm">{t('from')}</span>
        <input
          type="date"
          className="input input-sm"
          value={filters.from ?? ''}
          max={filters.to}
          onChange={(event) => set({ from: choose(event.target.value) })}
        />
      </label>
      <label className="form-control">
        <span className="label-text mb-1 block text-sm">{t('to')}</span>
        <input
          type="date"
          className="input input-sm"
          value={filters.to ?? ''}
          min={filters.from}
          onChange={(event) => set({ to: choose(event.target.value) })}
        />
      </label>
      {active && (
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => onChange({})}>
          {t('clearFilters')}
        </button>
      )}
    </fieldset>
  );
}
