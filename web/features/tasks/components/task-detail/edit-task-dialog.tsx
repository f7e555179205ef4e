// Edit a task: reassign it, move its due date, link it, or link a planned input to an item of the store (a crop
// plan names inputs the farm may stock under another name; docs/decisions/038). The checklist is ticked and
// added to on the task's page; a done task's inputs were consumed and stay as they are.
import type { TaskDetail } from '@/shared/api/tasks';
import { LoadingState } from '@/web/components/query-states';
import { isoDay } from '../../calendar/month-days';
import { useSaveTask } from '../../hooks/use-task-writes';
import { tasksText } from '../../i18n';
import { useFormOptions } from '../add-task';
import { Modal } from '@/web/components/modal';
import { TaskForm } from '../task-form/task-form';
import { taskToFormValues, toUpdateTaskRequest } from '../task-form/task-form-values';

export function EditTaskDialog({ task, onClose }: { task: TaskDetail; onClose: () => void }) {
  const save = useSaveTask(task.farm_id, task.id);
  const { options, ready } = useFormOptions(task.farm_id);
  const inputs = task.status !== 'done';
  return (
    <Modal title={tasksText.t('editName', { name: task.title })} onClose={onClose} busy={save.isPending} wide>
      {!ready ? (
        <LoadingState label={tasksText.t('loadingForm')} />
      ) : (
        <TaskForm
          options={options}
          today={isoDay(new Date())}
          preset={taskToFormValues(task)}
          edit={{ inputs }}
          onSubmit={async (values) => {
            await save.mutateAsync(toUpdateTaskRequest(values, { inputs }));
            onClose();
          }}
          onCancel={onClose}
        />
      )}
    </Modal>
  );
}
