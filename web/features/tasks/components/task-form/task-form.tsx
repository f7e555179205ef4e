// Add a task (docs/product/tasks.md): what, who, when, what it is linked to, the inputs it uses, its steps and
// how often it repeats. The request is checked with the contract before it leaves and by the server after; each
// message shows under its control and nothing typed is lost on an error.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { TASK_KINDS, TASK_PRIORITIES, RECURRENCE_UNITS } from '@/shared/contracts/farm-work-enums';
import { failureMessage } from '@/shared/api/form-errors';
import { FormAlert } from '@/web/components/form/form-alert';
import { SelectField } from '@/web/components/form/select-field';
import { TextField } from '@/web/components/form/text-field';
import { Field } from '@/web/components/form/field';
import { kindLabel, priorityLabel } from '../../task-labels';
import { tasksText } from '../../i18n';
import { ChecklistRows } from './checklist-rows';
import { InputRows, type ItemOption } from './input-rows';
import { emptyTaskForm, showTaskFieldErrors, type TaskFormValues } from './task-form-values';

interface Named {
  id: string;
  name: string;
}

export interface TaskFormOptions {
  members: readonly Named[];
  teams: readonly Named[];
  items: readonly ItemOption[];
  /** Left out while the farm's fields or crops cannot be listed. */
  fields?: readonly Named[];
  crops?: readonly Named[];
}

export interface TaskFormProps {
  options: TaskFormOptions;
  today: string;
  preset?: Partial<TaskFormValues>;
  /** Editing leaves the checklist to the task's page, and the inputs out once they are consumed. */
  edit?: { inputs: boolean };
  onSubmit: (values: TaskFormValues) => Promise<unknown>;
  onCancel: () => void;
}

const choose = (label: string, list: readonly Named[] = []) => [
  { value: '', label },
  ...list.map((entry) => ({ value: entry.id, label: entry.name })),
];

export function TaskForm({ options, today, preset, edit, onSubmit, onCancel }: TaskFormProps) {
  const form = useForm<TaskFormValues>({ defaultValues: emptyTaskForm(today, preset) });
  const [failure, setFailure] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;
  const repeats = form.watch('repeats');
  const showsInputs = !edit || edit.inputs;
  const shown = (field: string) =>
    !(field === 'field_id' && !options.fields) &&
    !(field === 'crop_id' && !options.crops) &&
    !(field.startsWith('inputs.') && !showsInputs) &&
    !(field.startsWith('checklist.') && edit);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(values);
    } catch (error) {
      if (!showTaskFieldErrors(error, form.setError, shown))
        setFailure(failureMessage(error, tasksText.t('taskCouldNotBeSaved')));
    }
  });

  const assigneeChoices = [
    { value: '', label: tasksText.t('nobodyYet') },
    ...options.members.map((m) => ({ value: `user:${m.id}`, label: m.name })),
    ...options.teams.map((t) => ({
      value: `team:${t.id}`,
      label: tasksText.t('teamName', { name: t.name }),
    })),
  ];

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      {failure && <FormAlert kind="error">{failure}</FormAlert>}
      <TextField label={tasksText.t('title')} error={errors.title?.message} {...form.register('title')} />
      <Field
        label={tasksText.t('description')}
        hint={tasksText.t('optional')}
        error={errors.description?.message}
      >
        {({ id, describedBy, invalid }) => (
          <textarea
            id={id}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            className="textarea w-full"
            rows={3}
            {...form.register('description')}
          />
        )}
      </Field>
      <div className="grid gap-3 sm:grid-cols-3">
        <SelectField
          label={tasksText.t('kind')}
          options={TASK_KINDS.map((kind) => ({ value: kind, label: kindLabel(kind) }))}
          error={errors.kind?.message}
          {...form.register('kind')}
        />
        <SelectField
          label={tasksText.t('priority')}
          options={TASK_PRIORITIES.map((p) => ({ value: p, label: priorityLabel(p) }))}
          error={errors.priority?.message}
          {...form.register('priority')}
        />
        <SelectField
          label={tasksText.t('assignee')}
          options={assigneeChoices}
          error={errors.assignee?.message}
          {...form.register('assignee')}
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={tasksText.t('dueDate')}
          type="date"
          error={errors.due_date?.message}
          {...form.register('due_date')}
        />
        <TextField
          label={tasksText.t('dueTime')}
          type="time"
          hint={tasksText.t('optional')}
          error={errors.due_time?.message}
          {...form.register('due_time')}
        />
      </div>
      <fieldset className="grid gap-3 sm:grid-cols-3">
        <legend className="mb-1 font-semibold">{tasksText.t('linkedTo')}</legend>
        {options.fields && (
          <SelectField
            label={tasksText.t('field')}
            options={choose(tasksText.t('noField'), options.fields)}
            error={errors.field_id?.message}
            {...form.register('field_id')}
          />
        )}
        {options.crops && (
          <SelectField
            label={tasksText.t('crop')}
            options={choose(tasksText.t('noCrop'), options.crops)}
            error={errors.crop_id?.message}
            {...form.register('crop_id')}
          />
        )}
        <SelectField
          label={tasksText.t('item')}
          options={choose(tasksText.t('noItem'), options.items)}
          error={errors.item_id?.message}
          {...form.register('item_id')}
        />
      </fieldset>
      {showsInputs && <InputRows form={form} items={options.items} />}
      {!edit && <ChecklistRows form={form} />}
      <fieldset className="grid gap-3">
        <legend className="mb-1 font-semibold">{tasksText.t('repeat')}</legend>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="checkbox checkbox-sm" {...form.register('repeats')} />
          {tasksText.t('repeatThisTask')}
        </label>
        {repeats && (
          <div className="grid gap-3 sm:grid-cols-3">
            <TextField
              label={tasksText.t('every')}
              inputMode="numeric"
              error={errors.repeat_every?.message}
              {...form.register('repeat_every')}
            />
            <SelectField
              label={tasksText.t('unit')}
              options={RECURRENCE_UNITS.map((unit) => ({
                value: unit,
                label: unit === 'days' ? tasksText.t('days') : tasksText.t('weeks'),
              }))}
              error={errors.repeat_unit?.message}
              {...form.register('repeat_unit')}
            />
            <TextField
              label={tasksText.t('until')}
              type="date"
              error={errors.repeat_until?.message}
              {...form.register('repeat_until')}
            />
          </div>
        )}
      </fieldset>
      <div className="flex justify-end gap-2">
        <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={isSubmitting}>
          {tasksText.t('cancel')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
          {isSubmitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {edit ? tasksText.t('saveChanges') : tasksText.t('addTask')}
        </button>
      </div>
    </form>
  );
}
