// The steps of a task, ticked off one by one on its page.
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import { TextField } from '@/web/components/form/text-field';
import { tasksText } from '../../i18n';
import type { TaskFormValues } from './task-form-values';

export function ChecklistRows({ form }: { form: UseFormReturn<TaskFormValues> }) {
  const rows = useFieldArray({ control: form.control, name: 'checklist' });
  const errors = form.formState.errors.checklist;
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 font-semibold">{tasksText.t('checklist')}</legend>
      {rows.fields.map((row, index) => (
        <div key={row.id} className="grid grid-cols-[1fr_auto] items-start gap-2">
          <TextField
            label={tasksText.t('stepNumber', { number: index + 1 })}
            error={errors?.[index]?.text?.message}
            {...form.register(`checklist.${index}.text`)}
          />
          <button
            type="button"
            className="btn btn-ghost btn-sm btn-square mt-7"
            aria-label={tasksText.t('removeStepNumber', { number: index + 1 })}
            onClick={() => rows.remove(index)}
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
          </button>
        </div>
      ))}
      <div>
        <button type="button" className="btn btn-sm btn-ghost" onClick={() => rows.append({ text: '' })}>
          <Plus className="h-4 w-4" aria-hidden="true" /> {tasksText.t('addStep')}
        </button>
      </div>
    </fieldset>
  );
}
