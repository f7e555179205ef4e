// The task list's rows: title, assignee, due date and time (red when overdue), priority, status and the crop or
// field it belongs to, with a quick "Mark done" for those who may complete tasks.
import clsx from 'clsx';
import { Link } from 'react-router-dom';
import { Check } from 'lucide-react';
import type { Task } from '@/shared/api/tasks';
import { paths } from '@/shared/routes/paths';
import { useDueFormat } from '../hooks/use-due-format';
import { kindLabel } from '../task-labels';
import { isOpen } from '../task-rules';
import { tasksText } from '../i18n';
import { PriorityBadge, StatusBadge, assigneeText } from './task-badges';

export function TaskTable({
  tasks,
  onDone,
  mayDone = () => true,
}: {
  tasks: readonly Task[];
  onDone?: (task: Task) => void;
  /** Whether the person may complete this one (a task that moves stock also needs inventory.edit). */
  mayDone?: (task: Task) => boolean;
}) {
  const format = useDueFormat();
  return (
    <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
      <table className="table">
        <thead>
          <tr>
            <th scope="col">{tasksText.t('title')}</th>
            <th scope="col" className="hidden sm:table-cell">
              {tasksText.t('assignee')}
            </th>
            <th scope="col">{tasksText.t('due')}</th>
            <th scope="col">{tasksText.t('priority')}</th>
            <th scope="col">{tasksText.t('status')}</th>
            <th scope="col" className="hidden md:table-cell">
              {tasksText.t('cropOrField')}
            </th>
            <th scope="col">
              <span className="sr-only">{tasksText.t('actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {tasks.map((task) => (
            <tr key={task.id}>
              <td>
                <Link to={paths.farmer.task(task.id)} className="link-hover font-medium">
                  {task.title}
                </Link>
                <div className="text-xs text-base-content/70">
                  {kindLabel(task.kind)}
                  {task.checklist_total > 0 &&
                    ` · ${tasksText.t('checklistProgress', { done: task.checklist_done, total: task.checklist_total })}`}
                </div>
              </td>
              <td className="hidden sm:table-cell">{assigneeText(task.assignee)}</td>
              <td className={clsx('whitespace-nowrap', task.overdue && 'font-medium text-error')}>
                {format.due(task)}
                {task.overdue && <span className="block text-xs">{tasksText.t('overdue')}</span>}
              </td>
              <td>
                <PriorityBadge priority={task.priority} />
              </td>
              <td>
                <StatusBadge status={task.status} />
              </td>
              <td className="hidden md:table-cell">
                <TaskLinks task={task} />
              </td>
              <td>
                {onDone && isOpen(task) && mayDone(task) && (
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm whitespace-nowrap"
                    aria-label={tasksText.t('markDoneName', { name: task.title })}
                    onClick={() => onDone(task)}
                  >
                    <Check className="h-4 w-4" aria-hidden="true" />
                    <span className="hidden lg:inline">{tasksText.t('markDone')}</span>
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The crop's page and the field's page. */
export function TaskLinks({ task }: { task: Pick<Task, 'crop' | 'field' | 'farm_id'> }) {
  if (!task.crop && !task.field) return <span className="text-base-content/40">—</span>;
  return (
    <div className="flex flex-col">
      {task.crop && (
        <Link to={paths.farmer.crop(task.crop.id)} className="link link-hover">
          {task.crop.name}
        </Link>
      )}
      {task.field && (
        <Link to={paths.farmer.farmField(task.farm_id, task.field.id)} className="link link-hover text-sm">
          {task.field.name}
        </Link>
      )}
    </div>
  );
}
