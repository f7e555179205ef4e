// /farmer/tasks: the current farm's tasks as a list (filters, search, 25 a page) or a month calendar, with
// "Add task" and a quick "Mark done" for those whose role allows them (docs/product/tasks.md).
import { useDeferredValue, useState, type ReactNode } from 'react';
import { CalendarDays, List, Plus } from 'lucide-react';
import clsx from 'clsx';
import type { Task, TaskListQuery } from '@/shared/api/tasks';
import { TASK_PAGE_DEFAULT } from '@/shared/contracts/tasks';
import { useFarmCan } from '@/web/lib/farm-permissions';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { PageHeader } from '@/web/components/page-header';
import { ExportMenu } from '@/web/components/export-menu';
import { listExportPaths } from '@/shared/api/exports';
import { EmptyState, ErrorState, LoadingState } from '@/web/components/query-states';
import { gridRange, parseDay } from '../calendar/month-days';
import {
  isFiltered,
  statusesOf,
  useTaskFilters,
  type CalendarSpan,
  type TaskFilters,
} from '../hooks/use-task-filters';
import { useCropOptions, useTeamOptions } from '../hooks/use-task-options';
import { useCalendarTasks, useTaskList } from '../hooks/use-tasks';
import { tasksText } from '../i18n';
import { mayComplete } from '../task-rules';
import { AddTaskDialog } from './add-task';
import { CompleteTaskDialog } from './complete-task-dialog';
import { Pager } from './pager';
import { TaskCalendar, calendarWeeks } from './task-calendar';
import { TaskFiltersBar } from './task-filters';
import { TaskTable } from './task-table';

export interface TasksPageProps {
  farmId: string;
  farmName: string;
  toolbar?: ReactNode;
}

/** What the filters ask of the server. */
export function toListQuery(filters: TaskFilters, search: string): TaskListQuery {
  return {
    mine: filters.mine || undefined,
    team_id: filters.team_id || undefined,
    overdue: filters.overdue || undefined,
    due: filters.this_week ? 'this_week' : undefined,
    crop_id: filters.crop_id || undefined,
    status: statusesOf(filters.status),
    search: search.trim() || undefined,
  };
}

export function TasksPage({ farmId, farmName, toolbar }: TasksPageProps) {
  useDocumentTitle(tasksText.t('tasks'));
  const can = useFarmCan();
  const filterState = useTaskFilters();
  const { filters, page, view, setFilter, setPage, setView, clear } = filterState;
  const search = useDeferredValue(filters.search);
  const query = toListQuery(filters, search);
  const teams = useTeamOptions(farmId);
  const crops = useCropOptions(farmId);
  const [adding, setAdding] = useState(false);
  const [completing, setCompleting] = useState<Task | null>(null);
  const mayEdit = can(farmId, 'tasks.edit');
  const mayAdd = can(farmId, 'tasks.create');

  return (
    <>
      <PageHeader
        title={tasksText.t('tasks')}
        description={tasksText.t('tasksDescription', { farmName })}
        actions={
          <>
            {toolbar}
            <ExportMenu url={listExportPaths.tasks(farmId)} query={query} fileLabel={tasksText.t('tasks')} />
            <div className="join" role="group" aria-label={tasksText.t('view')}>
              <ViewButton
                on={view === 'list'}
                onClick={() => setView('list')}
                icon={<List className="h-4 w-4" />}
              >
                {tasksText.t('list')}
              </ViewButton>
              <ViewButton
                on={view === 'calendar'}
                onClick={() => setView('calendar')}
                icon={<CalendarDays className="h-4 w-4" />}
              >
                {tasksText.t('calendar')}
              </ViewButton>
            </div>
            {mayAdd && (
              <button type="button" className="btn btn-primary btn-sm" onClick={() => setAdding(true)}>
                <Plus className="h-4 w-4" aria-hidden="true" /> {tasksText.t('addTask')}
              </button>
            )}
          </>
        }
      />
      <TaskFiltersBar
        filters={filters}
        onChange={setFilter}
        teams={teams.data ?? []}
        crops={crops.isError ? undefined : crops.data}
      />
      {view === 'calendar' ? (
        <CalendarView
          farmId={farmId}
          query={query}
          span={filterState.span}
          on={filterState.on}
          onMove={filterState.setOn}
          onSpan={filterState.setSpan}
        />
      ) : (
        <ListView
          farmId={farmId}
          query={{ ...query, page, per_page: TASK_PAGE_DEFAULT }}
          filtered={isFiltered(filters)}
          onClear={clear}
          onPage={setPage}
          onDone={mayEdit ? setCompleting : undefined}
          mayDone={(task) => mayComplete(can, task)}
        />
      )}
      {adding && <AddTaskDialog farmId={farmId} onClose={() => setAdding(false)} />}
      {completing && (
        <CompleteTaskDialog farmId={farmId} task={completing} onClose={() => setCompleting(null)} />
      )}
    </>
  );
}

function ViewButton(props: { on: boolean; onClick: () => void; icon: ReactNode; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-pressed={props.on}
      className={clsx('btn btn-sm join-item', props.on && 'btn-active')}
      onClick={props.onClick}
    >
      <span aria-hidden="true">{props.icon}</span>
      {props.children}
    </button>
  );
}

function ListView(props: {
  farmId: string;
  query: TaskListQuery;
  filtered: boolean;
  onClear: () => void;
  onPage: (page: number) => void;
  onDone?: (task: Task) => void;
  mayDone: (task: Task) => boolean;
}) {
  const list = useTaskList(props.farmId, props.query);
  if (list.isPending) return <LoadingState label={tasksText.t('loadingTasks')} />;
  if (list.isError)
    return <ErrorState message={tasksText.t('failedToLoadTasks')} onRetry={() => void list.refetch()} />;
  const { data, meta } = list.data;
  if (data.length === 0)
    return props.filtered ? (
      <EmptyState
        title={tasksText.t('noTasksMatch')}
        action={
          <button type="button" className="btn btn-sm" onClick={props.onClear}>
            {tasksText.t('clearFilters')}
          </button>
        }
      >
        {tasksText.t('tryOtherFilters')}
      </EmptyState>
    ) : (
      <EmptyState title={tasksText.t('noOpenTasks')}>{tasksText.t('noOpenTasksHelp')}</EmptyState>
    );
  const pages = Math.max(1, Math.ceil(meta.total / Math.max(1, meta.per_page)));
  return (
    <>
      <p className="mb-2 text-sm text-base-content/70" aria-live="polite">
        {meta.total_capped
          ? tasksText.t('tasksCountCapped', { count: meta.total })
          : tasksText.t('tasksCount', { count: meta.total })}
      </p>
      <TaskTable tasks={data} onDone={props.onDone} mayDone={props.mayDone} />
      <Pager page={meta.page} pages={pages} onPage={props.onPage} />
    </>
  );
}

function CalendarView(props: {
  farmId: string;
  query: TaskListQuery;
  span: CalendarSpan;
  on: string | null;
  onMove: (day: string) => void;
  onSpan: (span: CalendarSpan) => void;
}) {
  const on = parseDay(props.on);
  const range = gridRange(calendarWeeks(props.span, on));
  const tasks = useCalendarTasks(props.farmId, props.query, range);
  if (tasks.isError)
    return <ErrorState message={tasksText.t('failedToLoadTasks')} onRetry={() => void tasks.refetch()} />;
  return (
    <>
      {tasks.isPending && <LoadingState label={tasksText.t('loadingTasks')} />}
      <TaskCalendar
        span={props.span}
        on={on}
        onMove={props.onMove}
        onSpan={props.onSpan}
        tasks={tasks.data?.data ?? []}
        truncated={tasks.data ? tasks.data.meta.total > tasks.data.data.length : false}
      />
    </>
  );
}
