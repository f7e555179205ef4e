// Adding a task, as a dialog over the list or as the /farmer/tasks/add page: the same form, with the farm's
// people, teams, items (and crops and fields when offered) in its pickers.
import { useNavigate } from 'react-router-dom';
import { paths } from '@/shared/routes/paths';
import { LoadingState } from '@/web/components/query-states';
import { isoDay } from '../calendar/month-days';
import {
  useCropOptions,
  useFieldOptions,
  useItemOptions,
  useMemberOptions,
  useTeamOptions,
} from '../hooks/use-task-options';
import { useCreateTask } from '../hooks/use-task-writes';
import { tasksText } from '../i18n';
import { Modal } from '@/web/components/modal';
import { TaskForm, type TaskFormOptions } from './task-form/task-form';
import { toCreateTaskRequest, type TaskFormValues } from './task-form/task-form-values';

/**
 * The pickers' lists, and whether they have all answered: the form waits for them, since a select whose option
 * has not arrived yet would show "nobody" or "no field" for a task that has one.
 */
export function useFormOptions(farmId: string): { options: TaskFormOptions; ready: boolean } {
  const fields = useFieldOptions(farmId);
  const crops = useCropOptions(farmId);
  const members = useMemberOptions(farmId);
  const teams = useTeamOptions(farmId);
  const items = useItemOptions(farmId);
  return {
    options: {
      members: members.data ?? [],
      teams: teams.data ?? [],
      items: items.data ?? [],
      // A list that could not be read leaves its picker out rather than offering an empty one.
      fields: fields.isError ? undefined : (fields.data ?? []),
      crops: crops.isError ? undefined : (crops.data ?? []),
    },
    ready: [fields, crops, members, teams, items].every((query) => !query.isPending),
  };
}

interface AddTaskProps {
  farmId: string;
  preset?: Partial<TaskFormValues>;
}

export function AddTaskDialog({ farmId, preset, onClose }: AddTaskProps & { onClose: () => void }) {
  const create = useCreateTask(farmId);
  const { options, ready } = useFormOptions(farmId);
  return (
    <Modal title={tasksText.t('addTask')} onClose={onClose} busy={create.isPending} wide>
      {!ready ? (
        <LoadingState label={tasksText.t('loadingForm')} />
      ) : (
        <TaskForm
          options={options}
          today={isoDay(new Date())}
          preset={preset}
          onSubmit={async (values) => {
            await create.mutateAsync(toCreateTaskRequest(values));
            onClose();
          }}
          onCancel={onClose}
        />
      )}
    </Modal>
  );
}

export function AddTaskPage({ farmId, preset }: AddTaskProps) {
  const create = useCreateTask(farmId);
  const navigate = useNavigate();
  const { options, ready } = useFormOptions(farmId);
  if (!ready) return <LoadingState label={tasksText.t('loadingForm')} />;
  return (
    <div className="max-w-3xl rounded-box border border-base-300 bg-base-100 p-4 sm:p-6">
      <TaskForm
        options={options}
        today={isoDay(new Date())}
        preset={preset}
        onSubmit={async (values) => {
          const { task } = await create.mutateAsync(toCreateTaskRequest(values));
          navigate(paths.farmer.task(task.id));
        }}
        onCancel={() => navigate(paths.farmer.tasks)}
      />
    </div>
  );
}
