// The tasks card (docs/product/dashboard.md "Tasks"): open tasks due today and overdue, each a link to the task
// list showing them, and the next five due with who does them.
import { ListChecks } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { DashboardTasks } from '@/shared/contracts/farm-dashboard';
import { formatDateTime } from '@/shared/i18n/format';
import { paths } from '@/shared/routes/paths';
import { dashboardsText } from '../i18n';
import { CardEmpty, DashboardCard, FigureLink } from './dashboard-card';
import { BAD } from './tones';

const t = dashboardsText.t;

export const shortDate = (date: string) =>
  formatDateTime(`${date}T00:00:00Z`, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

export function TasksCard({ tasks, today }: { tasks: DashboardTasks; today: string }) {
  const nothing = tasks.due_today === 0 && tasks.overdue === 0 && tasks.next.length === 0;
  return (
    <DashboardCard
      icon={ListChecks}
      title={t('tasksTitle')}
      source={{ to: paths.farmer.tasks, label: t('allTasks') }}
    >
      <div className="grid grid-cols-2 gap-2">
        <FigureLink to={paths.farmer.tasks} value={tasks.due_today} label={t('dueToday')} />
        <FigureLink
          to={`${paths.farmer.tasks}?overdue=1`}
          value={tasks.overdue}
          label={t('overdue')}
          tone={tasks.overdue > 0 ? BAD : ''}
        />
      </div>
      {nothing ? (
        <CardEmpty text={t('noOpenTasks')} action={{ to: paths.farmer.taskAdd, label: t('createTask') }} />
      ) : (
        tasks.next.length > 0 && (
          <div>
            <h3 className="mb-1 text-sm font-medium">{t('nextTasks')}</h3>
            <ul className="divide-y divide-base-300 text-sm">
              {tasks.next.map((task) => (
                <li key={task.id} className="flex flex-wrap items-baseline justify-between gap-x-2 py-1.5">
                  <Link to={paths.farmer.task(task.id)} className="link-hover link font-medium">
                    {task.title}
                  </Link>
                  <span className="text-xs text-base-content/70">
                    {task.due_date === today ? t('today') : shortDate(task.due_date)}
                    {' · '}
                    {task.assignee_name ?? t('unassigned')}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        )
      )}
    </DashboardCard>
  );
}
