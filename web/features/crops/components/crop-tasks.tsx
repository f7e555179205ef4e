// The crop's tasks, each linking to its page; when the task list cannot be read (the role may not see tasks, or
// the list fails) the counts from the crop itself are shown instead.
import { Link } from 'react-router-dom';
import type { CropDetail } from '@/shared/api/crops';
import { paths } from '@/shared/routes/paths';
import { useFarmCan } from '@/web/lib/farm-permissions';
import { useCropTasks } from '../hooks/use-crops';
import { cropsText } from '../i18n';

const STATUS_KEYS = {
  todo: 'taskTodo',
  in_progress: 'taskInProgress',
  done: 'taskDone',
  cancelled: 'taskCancelled',
} as const;

export function CropTasks({ farmId, crop }: { farmId: string; crop: CropDetail }) {
  const can = useFarmCan();
  const tasks = useCropTasks(farmId, crop.id, can(farmId, 'tasks.view'));
  const counts = crop.task_counts;
  return (
    <section className="card border border-base-300 bg-base-100" aria-labelledby="crop-tasks">
      <div className="card-body gap-2 p-4">
        <h2 id="crop-tasks" className="card-title text-lg">
          {cropsText.t('tasks')}
        </h2>
        <p className="text-sm">
          {cropsText.t('taskCounts', {
            todo: counts.todo,
            inProgress: counts.in_progress,
            done: counts.done,
          })}
          {counts.overdue > 0 && (
            <span className="badge badge-error badge-sm ml-2">
              {cropsText.t('overdueCount', { count: counts.overdue })}
            </span>
          )}
        </p>
        {tasks.isSuccess && tasks.data.length > 0 && (
          <ul className="divide-y divide-base-300">
            {tasks.data.map((task) => (
              <li key={task.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                <Link to={paths.farmer.task(task.id)} className="link link-hover font-medium">
                  {task.title}
                </Link>
                <span className="text-base-content/70">
                  {cropsText.t('taskDueStatus', {
                    date: task.due_date,
                    status: cropsText.t(STATUS_KEYS[task.status]),
                  })}
                  {task.overdue && (
                    <span className="badge badge-error badge-xs ml-2">{cropsText.t('overdue')}</span>
                  )}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
