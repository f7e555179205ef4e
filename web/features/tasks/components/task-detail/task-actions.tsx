// What can happen to a task next, offered only to a role that may do it: start, mark done, cancel, reopen and
// delete (docs/product/tasks.md). Reopening a done task leaves the stock it used consumed; the dialog says so.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { TaskDetail } from '@/shared/api/tasks';
import { paths } from '@/shared/routes/paths';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { useDeleteTask, useReopenTask, useUpdateTask } from '../../hooks/use-task-writes';
import { tasksText } from '../../i18n';
import { CompleteTaskDialog } from '../complete-task-dialog';
import { EditTaskDialog } from './edit-task-dialog';

export function TaskActions({
  task,
  mayEdit,
  mayDone,
  mayDelete,
}: {
  task: TaskDetail;
  mayEdit: boolean;
  /** Completing a task that moves stock also needs inventory.edit (docs/decisions/038). */
  mayDone: boolean;
  mayDelete: boolean;
}) {
  const navigate = useNavigate();
  const update = useUpdateTask(task.farm_id, task.id);
  const reopen = useReopenTask(task.farm_id, task.id);
  const remove = useDeleteTask(task.farm_id, task.id);
  const [dialog, setDialog] = useState<'edit' | 'complete' | 'reopen' | 'delete' | null>(null);
  const open = task.status === 'todo' || task.status === 'in_progress';
  const busy = update.isPending || reopen.isPending;

  return (
    <>
      {mayEdit && task.status === 'todo' && (
        <button
          type="button"
          className="btn btn-sm"
          disabled={busy}
          onClick={() => update.mutate({ status: 'in_progress' })}
        >
          {tasksText.t('start')}
        </button>
      )}
      {mayDone && open && (
        <button type="button" className="btn btn-primary btn-sm" onClick={() => setDialog('complete')}>
          {tasksText.t('markDone')}
        </button>
      )}
      {mayEdit && open && (
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          disabled={busy}
          onClick={() => update.mutate({ status: 'cancelled' })}
        >
          {tasksText.t('cancelTask')}
        </button>
      )}
      {mayEdit && task.status === 'done' && (
        <button type="button" className="btn btn-sm" disabled={busy} onClick={() => setDialog('reopen')}>
          {tasksText.t('reopen')}
        </button>
      )}
      {mayEdit && task.status === 'cancelled' && (
        <button
          type="button"
          className="btn btn-sm"
          disabled={busy}
          onClick={() => update.mutate({ status: 'todo' })}
        >
          {tasksText.t('reopen')}
        </button>
      )}
      {mayEdit && (
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => setDialog('edit')}>
          {tasksText.t('edit')}
        </button>
      )}
      {mayDelete && (
        <button type="button" className="btn btn-ghost btn-sm text-error" onClick={() => setDialog('delete')}>
          {tasksText.t('delete')}
        </button>
      )}
      {dialog === 'edit' && <EditTaskDialog task={task} onClose={() => setDialog(null)} />}
      {dialog === 'complete' && (
        <CompleteTaskDialog farmId={task.farm_id} task={task} onClose={() => setDialog(null)} />
      )}
      {dialog === 'reopen' && (
        <ConfirmDialog
          title={tasksText.t('reopenName', { name: task.title })}
          confirmLabel={tasksText.t('reopen')}
          danger={false}
          busy={reopen.isPending}
          onCancel={() => setDialog(null)}
          onConfirm={() => reopen.mutate(undefined, { onSettled: () => setDialog(null) })}
        >
          <p>{task.input_count > 0 ? tasksText.t('reopenKeepsStock') : tasksText.t('reopenBackToTodo')}</p>
        </ConfirmDialog>
      )}
      {dialog === 'delete' && (
        <ConfirmDialog
          title={tasksText.t('deleteName', { name: task.title })}
          confirmLabel={tasksText.t('delete')}
          busy={remove.isPending}
          onCancel={() => setDialog(null)}
          onConfirm={() =>
            remove.mutate(undefined, {
              onSuccess: () => navigate(paths.farmer.tasks),
              onSettled: () => setDialog(null),
            })
          }
        >
          <p>{tasksText.t('deleteTaskWarning')}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
