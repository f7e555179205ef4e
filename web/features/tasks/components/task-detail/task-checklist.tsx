// The task's steps, ticked off as they are done (by anyone who may work on tasks), with new steps added here.
import { useState, type FormEvent } from 'react';
import { Trash2 } from 'lucide-react';
import type { ChecklistItem } from '@/shared/api/tasks';
import { failureMessage } from '@/shared/api/form-errors';
import { useChecklistWrites } from '../../hooks/use-task-writes';
import { tasksText } from '../../i18n';

export function TaskChecklist({
  farmId,
  taskId,
  items,
  mayEdit,
}: {
  farmId: string;
  taskId: string;
  items: readonly ChecklistItem[];
  mayEdit: boolean;
}) {
  const writes = useChecklistWrites(farmId, taskId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const done = items.filter((item) => item.done).length;

  const add = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await writes.add.mutateAsync(text);
      setText('');
    } catch (failure) {
      setError(failureMessage(failure, tasksText.t('checklistCouldNotBeSaved')));
    }
  };

  return (
    <section aria-labelledby="task-checklist" className="rounded-box border border-base-300 bg-base-100 p-4">
      <h2 id="task-checklist" className="mb-2 font-semibold">
        {tasksText.t('checklist')}
        {items.length > 0 && (
          <span className="ml-2 text-sm font-normal text-base-content/70">
            {tasksText.t('checklistProgress', { done, total: items.length })}
          </span>
        )}
      </h2>
      {items.length === 0 && <p className="text-sm text-base-content/70">{tasksText.t('noChecklist')}</p>}
      <ul className="grid gap-1">
        {items.map((item) => (
          <li key={item.id} className="flex items-center gap-2">
            <label className="flex flex-1 items-center gap-2">
              <input
                type="checkbox"
                className="checkbox checkbox-sm"
                checked={item.done}
                disabled={!mayEdit || writes.toggle.isPending}
                onChange={(event) => writes.toggle.mutate({ id: item.id, done: event.target.checked })}
              />
              <span className={item.done ? 'line-through text-base-content/60' : undefined}>{item.text}</span>
            </label>
            {mayEdit && (
              <button
                type="button"
                className="btn btn-ghost btn-xs btn-square"
                aria-label={tasksText.t('removeStepName', { name: item.text })}
                onClick={() => writes.remove.mutate(item.id)}
              >
                <Trash2 className="h-3 w-3" aria-hidden="true" />
              </button>
            )}
          </li>
        ))}
      </ul>
      {mayEdit && (
        <form onSubmit={add} className="mt-3 flex flex-wrap items-start gap-2" noValidate>
          <div className="flex-1">
            <label className="sr-only" htmlFor="new-checklist-step">
              {tasksText.t('newStep')}
            </label>
            <input
              id="new-checklist-step"
              className="input input-sm w-full"
              value={text}
              placeholder={tasksText.t('newStep')}
              aria-invalid={error ? true : undefined}
              onChange={(event) => setText(event.target.value)}
            />
            {error && <p className="mt-1 text-sm text-error">{error}</p>}
          </div>
          <button type="submit" className="btn btn-sm" disabled={writes.add.isPending}>
            {tasksText.t('addStep')}
          </button>
        </form>
      )}
    </section>
  );
}
