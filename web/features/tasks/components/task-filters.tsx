// The task list's filter bar: chips for Mine, Overdue and Due this week, selects for the team, the crop and the
// status, and a search over titles (docs/product/tasks.md).
import clsx from 'clsx';
import { Search } from 'lucide-react';
import { STATUS_CHOICES, type StatusChoice, type TaskFilters } from '../hooks/use-task-filters';
import { statusLabel } from '../task-labels';
import { tasksText } from '../i18n';

export interface NamedOption {
  id: string;
  name: string;
}

export interface TaskFiltersBarProps {
  filters: TaskFilters;
  onChange: <K extends keyof TaskFilters>(key: K, value: TaskFilters[K]) => void;
  teams: readonly NamedOption[];
  /** Left out when the farm's crops cannot be listed. */
  crops?: readonly NamedOption[];
}

const statusChoiceLabel = (choice: StatusChoice) =>
  choice === 'open'
    ? tasksText.t('statusOpen')
    : choice === 'all'
      ? tasksText.t('statusAll')
      : statusLabel(choice);

function Chip({ label, on, onToggle }: { label: string; on: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      aria-pressed={on}
      className={clsx('btn btn-sm rounded-full', on ? 'btn-primary' : 'btn-outline')}
      onClick={onToggle}
    >
      {label}
    </button>
  );
}

export function TaskFiltersBar({ filters, onChange, teams, crops }: TaskFiltersBarProps) {
  return (
    <div className="mb-4 flex flex-wrap items-end gap-3" role="search">
      <label className="input min-w-56 flex-1">
        <Search className="h-4 w-4 opacity-60" aria-hidden="true" />
        <span className="sr-only">{tasksText.t('searchTasks')}</span>
        <input
          type="search"
          value={filters.search}
          placeholder={tasksText.t('searchPlaceholder')}
          onChange={(event) => onChange('search', event.target.value)}
        />
      </label>
      <div
        className="flex flex-wrap items-center gap-2"
        role="group"
        aria-label={tasksText.t('quickFilters')}
      >
        <Chip
          label={tasksText.t('mine')}
          on={filters.mine}
          onToggle={() => onChange('mine', !filters.mine)}
        />
        <Chip
          label={tasksText.t('overdue')}
          on={filters.overdue}
          onToggle={() => onChange('overdue', !filters.overdue)}
        />
        <Chip
          label={tasksText.t('dueThisWeek')}
          on={filters.this_week}
          onToggle={() => onChange('this_week', !filters.this_week)}
        />
      </div>
      <label className="flex flex-col gap-1 text-sm">
        <span>{tasksText.t('team')}</span>
        <select
          className="select select-sm"
          value={filters.team_id}
          onChange={(event) => onChange('team_id', event.target.value)}
        >
          <option value="">{tasksText.t('allTeams')}</option>
          {teams.map((team) => (
            <option key={team.id} value={team.id}>
              {team.name}
            </option>
          ))}
        </select>
      </label>
      {crops && (
        <label className="flex flex-col gap-1 text-sm">
          <span>{tasksText.t('crop')}</span>
          <select
            className="select select-sm"
            value={filters.crop_id}
            onChange={(event) => onChange('crop_id', event.target.value)}
          >
            <option value="">{tasksText.t('allCrops')}</option>
            {crops.map((crop) => (
              <option key={crop.id} value={crop.id}>
                {crop.name}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className="flex flex-col gap-1 text-sm">
        <span>{tasksText.t('status')}</span>
        <select
          className="select select-sm"
          value={filters.status}
          onChange={(event) => onChange('status', event.target.value as StatusChoice)}
        >
          {STATUS_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {statusChoiceLabel(choice)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
