// The calendar view of the task list: a month of whole weeks, or one week (Monday first), with each task on its
// due day, overdue ones in red, done ones struck through; a task opens its page (docs/product/tasks.md).
import clsx from 'clsx';
import { Link } from 'react-router-dom';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { formatDateTime } from '@/shared/i18n/format';
import { paths } from '@/shared/routes/paths';
import {
  addDays,
  addMonths,
  byDay,
  isoDay,
  monthWeeks,
  weekRow,
  weekStart,
  type CalendarDay,
} from '../calendar/month-days';
import type { CalendarSpan } from '../hooks/use-task-filters';
import { tasksText } from '../i18n';

export interface CalendarTask {
  id: string;
  title: string;
  due_date: string;
  due_time: string | null;
  status: string;
  overdue: boolean;
}

/** The days the calendar shows for a span around a day. */
export function calendarWeeks(span: CalendarSpan, on: Date): CalendarDay[][] {
  return span === 'week' ? weekRow(on) : monthWeeks(new Date(on.getFullYear(), on.getMonth(), 1));
}

export interface TaskCalendarProps {
  span: CalendarSpan;
  on: Date;
  onMove: (day: string) => void;
  onSpan: (span: CalendarSpan) => void;
  tasks: readonly CalendarTask[];
  /** More tasks fall in these days than one answer holds: say so rather than silently leave some out. */
  truncated?: boolean;
  today?: Date;
}

const SPANS: readonly CalendarSpan[] = ['month', 'week'];

// Monday 2 March 2026 onwards: seven weekday names in the current language.
const WEEKDAYS = Array.from({ length: 7 }, (_, i) => new Date(2026, 2, 2 + i));

function spanTitle(span: CalendarSpan, on: Date) {
  if (span === 'month') return formatDateTime(on, { month: 'long', year: 'numeric' });
  const start = weekStart(on);
  const end = addDays(start, 6);
  return `${formatDateTime(start, { day: 'numeric', month: 'short' })} – ${formatDateTime(end, { dateStyle: 'medium' })}`;
}

export function TaskCalendar(props: TaskCalendarProps) {
  const { span, on, onMove, onSpan, tasks, truncated, today = new Date() } = props;
  const weeks = calendarWeeks(span, on);
  const tasksByDay = byDay(tasks);
  const todayKey = isoDay(today);
  const title = spanTitle(span, on);
  const move = (step: number) =>
    onMove(isoDay(span === 'week' ? addDays(on, 7 * step) : addMonths(on, step)));
  return (
    <section aria-label={tasksText.t('calendarOf', { month: title })}>
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <button
          type="button"
          className="btn btn-sm btn-ghost"
          aria-label={span === 'week' ? tasksText.t('previousWeek') : tasksText.t('previousMonth')}
          onClick={() => move(-1)}
        >
          <ChevronLeft className="h-4 w-4" aria-hidden="true" />
        </button>
        <h2 className="min-w-40 text-center text-lg font-semibold">{title}</h2>
        <button
          type="button"
          className="btn btn-sm btn-ghost"
          aria-label={span === 'week' ? tasksText.t('nextWeek') : tasksText.t('nextMonth')}
          onClick={() => move(1)}
        >
          <ChevronRight className="h-4 w-4" aria-hidden="true" />
        </button>
        <button type="button" className="btn btn-sm" onClick={() => onMove(isoDay(today))}>
          {tasksText.t('today')}
        </button>
        <div className="join ml-auto" role="group" aria-label={tasksText.t('calendarSpan')}>
          {SPANS.map((choice) => (
            <button
              key={choice}
              type="button"
              aria-pressed={span === choice}
              className={clsx('btn btn-sm join-item', span === choice && 'btn-active')}
              onClick={() => onSpan(choice)}
            >
              {choice === 'month' ? tasksText.t('month') : tasksText.t('week')}
            </button>
          ))}
        </div>
      </div>
      {truncated && <p className="mb-2 text-sm text-warning">{tasksText.t('calendarTruncated')}</p>}
      <div role="grid" className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
        <div
          role="row"
          className="grid min-w-[42rem] grid-cols-7 border-b border-base-300 text-sm font-medium"
        >
          {WEEKDAYS.map((day) => (
            <div role="columnheader" key={day.getDay()} className="px-2 py-1 text-base-content/70">
              {formatDateTime(day, { weekday: 'short' })}
            </div>
          ))}
        </div>
        {weeks.map((week) => (
          <div role="row" key={week[0]!.day} className="grid min-w-[42rem] grid-cols-7">
            {week.map((cell) => (
              <DayCell
                key={cell.day}
                cell={cell}
                tall={span === 'week'}
                isToday={cell.day === todayKey}
                tasks={tasksByDay.get(cell.day) ?? []}
              />
            ))}
          </div>
        ))}
      </div>
    </section>
  );
}

function DayCell(props: {
  cell: CalendarDay;
  tall: boolean;
  isToday: boolean;
  tasks: readonly CalendarTask[];
}) {
  const { cell, tall, isToday, tasks } = props;
  return (
    <div
      role="gridcell"
      aria-label={formatDateTime(new Date(`${cell.day}T12:00:00`), { dateStyle: 'full' })}
      data-day={cell.day}
      className={clsx(
        'min-w-0 overflow-hidden border-b border-r border-base-300 p-1 text-sm',
        tall ? 'min-h-64' : 'min-h-24',
        !cell.inMonth && 'bg-base-200/50 text-base-content/50',
      )}
    >
      <div
        className={clsx('mb-1 w-7 rounded-full text-center', isToday && 'bg-primary text-primary-content')}
        aria-current={isToday ? 'date' : undefined}
      >
        {cell.date}
      </div>
      <ul className="grid gap-1">
        {tasks.map((task) => (
          <li key={task.id}>
            <Link
              to={paths.farmer.task(task.id)}
              className={clsx(
                'block rounded px-1 text-xs hover:underline',
                tall ? 'whitespace-normal' : 'truncate',
                task.overdue ? 'bg-error/15 text-error' : 'bg-base-200',
                (task.status === 'done' || task.status === 'cancelled') && 'line-through opacity-60',
              )}
              title={task.title}
            >
              {task.due_time && <span className="mr-1">{task.due_time.slice(0, 5)}</span>}
              {task.title}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
