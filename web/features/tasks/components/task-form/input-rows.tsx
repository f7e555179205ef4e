// The inputs a task uses: an item from the farm's stock, how much and in which unit. Completing the task takes
// them out of the store (docs/decisions/038).
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import { SelectField } from '@/web/components/form/select-field';
import { TextField } from '@/web/components/form/text-field';
import { tasksText } from '../../i18n';
import type { TaskFormValues } from './task-form-values';

export interface ItemOption {
  id: string;
  name: string;
  unit: string;
}

export function InputRows({
  form,
  items,
}: {
  form: UseFormReturn<TaskFormValues>;
  items: readonly ItemOption[];
}) {
  const rows = useFieldArray({ control: form.control, name: 'inputs' });
  const errors = form.formState.errors.inputs;
  const itemOptions = [
    { value: '', label: tasksText.t('chooseAnItem') },
    ...items.map((item) => ({ value: item.id, label: item.name })),
  ];
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 font-semibold">{tasksText.t('inputs')}</legend>
      {rows.fields.length === 0 && (
        <p className="text-sm text-base-content/70">{tasksText.t('noInputsYet')}</p>
      )}
      {rows.fields.map((row, index) => {
        const item = form.register(`inputs.${index}.item_id`);
        const planned = form.getValues(`inputs.${index}.input_name`);
        const linked = Boolean(form.watch(`inputs.${index}.item_id`));
        return (
          <div key={row.id} className="grid grid-cols-[1fr_7rem_6rem_auto] items-start gap-2">
            <SelectField
              label={tasksText.t('inputNumber', { number: index + 1 })}
              options={itemOptions}
              error={errors?.[index]?.item_id?.message}
              hint={planned && !linked ? tasksText.t('plannedAs', { name: planned }) : undefined}
              {...item}
              onChange={(event) => {
                void item.onChange(event);
                // The item's own unit is what the store counts in; a farmer may still change it.
                const chosen = items.find((option) => option.id === event.target.value);
                if (chosen) form.setValue(`inputs.${index}.unit`, chosen.unit);
              }}
            />
            <TextField
              label={tasksText.t('quantity')}
              inputMode="decimal"
              error={errors?.[index]?.quantity?.message}
              {...form.register(`inputs.${index}.quantity`)}
            />
            <TextField
              label={tasksText.t('unit')}
              error={errors?.[index]?.unit?.message}
              {...form.register(`inputs.${index}.unit`)}
            />
            <button
              type="button"
              className="btn btn-ghost btn-sm btn-square mt-7"
              aria-label={tasksText.t('removeInputNumber', { number: index + 1 })}
              onClick={() => rows.remove(index)}
            >
              <Trash2 className="h-4 w-4" aria-hidden="true" />
            </button>
          </div>
        );
      })}
      <div>
        <button
          type="button"
          className="btn btn-sm btn-ghost"
          onClick={() => rows.append({ item_id: '', input_name: '', quantity: '', unit: '' })}
        >
          <Plus className="h-4 w-4" aria-hidden="true" /> {tasksText.t('addInput')}
        </button>
      </div>
    </fieldset>
  );
}
