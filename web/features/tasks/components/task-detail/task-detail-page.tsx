// /farmer/tasks/{taskId}: one task of the current farm with its status actions, facts, inputs, checklist and
// comments (docs/product/tasks.md). Only what the person's role allows is offered; the server checks anyway.
import { Link } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { isApiRequestError } from '@/shared/api/errors';
import { paths } from '@/shared/routes/paths';
import { useBreadcrumbName } from '@/web/lib/breadcrumb-name';
import { useFarmCan } from '@/web/lib/farm-permissions';
import { useSession } from '@/web/lib/session';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { PageHeader } from '@/web/components/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/web/components/query-states';
import { useTask } from '../../hooks/use-tasks';
import { tasksText } from '../../i18n';
import { mayComplete } from '../../task-rules';
import { PriorityBadge, StatusBadge } from '../task-badges';
import { TaskActions } from './task-actions';
import { TaskChecklist } from './task-checklist';
import { TaskComments } from './task-comments';
import { TaskFacts } from './task-facts';
import { TaskInputs } from './task-inputs';

const back = (
  <Link to={paths.farmer.tasks} className="btn btn-ghost btn-sm">
    <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {tasksText.t('backToTasks')}
  </Link>
);

export function TaskDetailPage({ farmId, taskId }: { farmId: string; taskId: string }) {
  const query = useTask(farmId, taskId);
  const can = useFarmCan();
  const { user } = useSession();
  useDocumentTitle(query.data?.title ?? tasksText.t('task'));
  useBreadcrumbName(query.data?.title);

  if (query.isPending) return <LoadingState label={tasksText.t('loadingTask')} />;
  if (query.isError) {
    // Another farm's task, or one deleted since: the server answers 404 either way.
    if (isApiRequestError(query.error) && query.error.status === 404)
      return (
        <EmptyState title={tasksText.t('taskNotFound')} action={back}>
          {tasksText.t('taskNotFoundHelp')}
        </EmptyState>
      );
    return <ErrorState message={tasksText.t('failedToLoadTask')} onRetry={() => void query.refetch()} />;
  }
  const task = query.data;
  const mayEdit = can(farmId, 'tasks.edit');
  const mayDelete = can(farmId, 'tasks.delete');
  return (
    <>
      <div className="mb-2">{back}</div>
      <PageHeader
        title={task.title}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <StatusBadge status={task.status} />
            <PriorityBadge priority={task.priority} />
            <span>{task.farm_name}</span>
          </span>
        }
        actions={
          <TaskActions task={task} mayEdit={mayEdit} mayDone={mayComplete(can, task)} mayDelete={mayDelete} />
        }
      />
      <div className="grid gap-4">
        <TaskFacts task={task} />
        <div className="grid gap-4 lg:grid-cols-2">
          <TaskInputs farmId={farmId} inputs={task.inputs} />
          <TaskChecklist farmId={farmId} taskId={task.id} items={task.checklist} mayEdit={mayEdit} />
        </div>
        <TaskComments
          farmId={farmId}
          taskId={task.id}
          comments={task.comments}
          currentUserId={user?.id}
          mayComment={mayEdit}
        />
      </div>
    </>
  );
}
