// The task list's filters live in the query string, so a reload, the back button or a shared link keeps them,
// with the page, the view (list or calendar) and the calendar's month (docs/product/tasks.md).
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { TASK_STATUSES, type TaskStatus } from '@/shared/contracts/farm-work-enums';

/** "open" (to do and in progress) is what a farmer looks at first; "all" shows done and cancelled too. */
export const STATUS_CHOICES = ['open', ...TASK_STATUSES, 'all'] as const;
export type StatusChoice = (typeof STATUS_CHOICES)[number];

export interface TaskFilters {
  mine: boolean;
  team_id: string;
  overdue: boolean;
  this_week: boolean;
  crop_id: string;
  status: StatusChoice;
  search: string;
}

export type TaskView = 'list' | 'calendar';
export type CalendarSpan = 'month' | 'week';

const flag = (value: string | null) => value === '1';

export function filtersFromParams(params: URLSearchParams): TaskFilters {
  const status = params.get('status');
  return {
    mine: flag(params.get('mine')),
    team_id: params.get('team_id') ?? '',
    overdue: flag(params.get('overdue')),
    this_week: flag(params.get('this_week')),
    crop_id: params.get('crop_id') ?? '',
    status: (STATUS_CHOICES as readonly string[]).includes(status ?? '') ? (status as StatusChoice) : 'open',
    search: params.get('search') ?? '',
  };
}

/** The statuses a choice stands for; none means every status. */
export function statusesOf(choice: StatusChoice): TaskStatus[] | undefined {
  if (choice === 'all') return undefined;
  if (choice === 'open') return ['todo', 'in_progress'];
  return [choice];
}

export function useTaskFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const view: TaskView = params.get('view') === 'calendar' ? 'calendar' : 'list';
  const span: CalendarSpan = params.get('span') === 'week' ? 'week' : 'month';
  /** The day the calendar is around ("YYYY-MM-DD"); absent: today. */
  const on = params.get('on');

  const update = useCallback(
    (change: (next: URLSearchParams) => void, { keepPage = false } = {}) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          change(next);
          // A new filter starts again on the first page.
          if (!keepPage) next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const setFilter = useCallback(
    <K extends keyof TaskFilters>(key: K, value: TaskFilters[K]) =>
      update((next) => {
        const text = typeof value === 'boolean' ? (value ? '1' : '') : String(value);
        // "open" is the default and stays out of the address.
        if (text && !(key === 'status' && text === 'open')) next.set(key, text);
        else next.delete(key);
      }),
    [update],
  );

  return {
    filters,
    page,
    view,
    span,
    on,
    setFilter,
    clear: () => update((next) => STATUS_FILTER_KEYS.forEach((key) => next.delete(key))),
    setPage: (value: number) => update((next) => next.set('page', String(value)), { keepPage: true }),
    setView: (value: TaskView) =>
      update((next) => (value === 'list' ? next.delete('view') : next.set('view', value)), {
        keepPage: true,
      }),
    setOn: (day: string) => update((next) => next.set('on', day), { keepPage: true }),
    setSpan: (value: CalendarSpan) =>
      update((next) => (value === 'month' ? next.delete('span') : next.set('span', value)), {
        keepPage: true,
      }),
  };
}

const STATUS_FILTER_KEYS = [
  'mine',
  'team_id',
  'overdue',
  'this_week',
  'crop_id',
  'status',
  'search',
] as const;

/** Whether anything narrows the list beyond the default (for the empty state's wording). */
export const isFiltered = (filters: TaskFilters) =>
  filters.mine ||
  filters.overdue ||
  filters.this_week ||
  Boolean(filters.team_id || filters.crop_id || filters.search) ||
  filters.status !== 'open';
