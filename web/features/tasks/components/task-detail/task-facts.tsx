// The task at a glance: who, when, what it belongs to, how often it repeats, the hours and who finished it.
import clsx from 'clsx';
import { Link } from 'react-router-dom';
import type { TaskDetail } from '@/shared/api/tasks';
import { paths } from '@/shared/routes/paths';
import { useDueFormat } from '../../hooks/use-due-format';
import { gradeLabel, kindLabel } from '../../task-labels';
import { tasksText } from '../../i18n';
import { assigneeText } from '../task-badges';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-base-content/70">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

export function TaskFacts({ task }: { task: TaskDetail }) {
  const format = useDueFormat();
  const recurrence = task.recurrence;
  return (
    <section className="rounded-box border border-base-300 bg-base-100 p-4">
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Fact label={tasksText.t('assignee')}>{assigneeText(task.assignee)}</Fact>
        <Fact label={tasksText.t('due')}>
          <span className={clsx(task.overdue && 'text-error')}>
            {format.due(task)}
            {task.overdue && ` · ${tasksText.t('overdue')}`}
          </span>
        </Fact>
        <Fact label={tasksText.t('kind')}>{kindLabel(task.kind)}</Fact>
        {task.crop && (
          <Fact label={tasksText.t('crop')}>
            <Link to={paths.farmer.crop(task.crop.id)} className="link link-hover">
              {task.crop.name}
            </Link>
          </Fact>
        )}
        {task.field && (
          <Fact label={tasksText.t('field')}>
            <Link to={paths.farmer.farmField(task.farm_id, task.field.id)} className="link link-hover">
              {task.field.name}
            </Link>
          </Fact>
        )}
        {task.item && <Fact label={tasksText.t('item')}>{task.item.name}</Fact>}
        {recurrence && (
          <Fact label={tasksText.t('repeat')}>
            {recurrence.unit === 'days'
              ? tasksText.t('everyNDays', { count: recurrence.every })
              : tasksText.t('everyNWeeks', { count: recurrence.every })}
            {recurrence.until && ` · ${tasksText.t('untilDate', { date: format.date(recurrence.until) })}`}
          </Fact>
        )}
        <Fact label={tasksText.t('hoursWorked')}>{task.hours_worked}</Fact>
        {task.completed_at && (
          <Fact label={tasksText.t('completed')}>
            {format.moment(task.completed_at)}
            {task.completed_by && ` · ${task.completed_by.name}`}
          </Fact>
        )}
        {task.harvest && (
          <Fact label={tasksText.t('harvest')}>
            {task.harvest.quantity} {task.harvest.unit} · {task.harvest.item.name}
            {task.harvest.lot && ` · ${tasksText.t('lotName', { lot: task.harvest.lot })}`}
            {task.harvest.quality_grade && ` · ${gradeLabel(task.harvest.quality_grade)}`}
          </Fact>
        )}
      </dl>
      {task.description && <p className="mt-4 whitespace-pre-wrap">{task.description}</p>}
    </section>
  );
}
