// A task's inputs per hectare: applying the template scales each to the crop's area and links it to the farm's
// item of the same name (docs/product/crop-templates.md).
import { X } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { SelectField } from '@/web/components/form/select-field';
import { TextField } from '@/web/components/form/text-field';
import { emptyInput, type TemplateValues } from '../template-form';
import { categoryOptions, unitOptions } from '../template-labels';
import { cropTemplatesText as text } from '../i18n';

export function TaskInputs({ taskIndex, readOnly }: { taskIndex: number; readOnly: boolean }) {
  const { control, register, formState } = useFormContext<TemplateValues>();
  const inputs = useFieldArray({ control, name: `tasks.${taskIndex}.inputs` });
  const errors = formState.errors.tasks?.[taskIndex]?.inputs;

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-semibold">{text.t('inputs')}</legend>
      {inputs.fields.map((field, index) => (
        <div key={field.id} className="grid items-end gap-2 md:grid-cols-[2fr_1.2fr_1fr_1fr_auto]">
          <TextField
            label={text.t('inputName')}
            readOnly={readOnly}
            error={errors?.[index]?.name?.message}
            {...register(`tasks.${taskIndex}.inputs.${index}.name`)}
          />
          <SelectField
            label={text.t('category')}
            options={categoryOptions()}
            disabled={readOnly}
            error={errors?.[index]?.category?.message}
            {...register(`tasks.${taskIndex}.inputs.${index}.category`)}
          />
          <TextField
            label={text.t('quantityPerHectare')}
            inputMode="decimal"
            readOnly={readOnly}
            error={errors?.[index]?.quantity_per_hectare?.message}
            {...register(`tasks.${taskIndex}.inputs.${index}.quantity_per_hectare`)}
          />
          <SelectField
            label={text.t('unit')}
            options={unitOptions()}
            disabled={readOnly}
            error={errors?.[index]?.unit?.message}
            {...register(`tasks.${taskIndex}.inputs.${index}.unit`)}
          />
          {!readOnly && (
            <button
              type="button"
              className="btn btn-ghost btn-sm text-error"
              aria-label={text.t('removeInput', { number: index + 1 })}
              onClick={() => inputs.remove(index)}
            >
              <X aria-hidden className="size-4" />
            </button>
          )}
        </div>
      ))}
      {!readOnly && (
        <div>
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => inputs.append(emptyInput())}>
            {text.t('addInput')}
          </button>
        </div>
      )}
    </fieldset>
  );
}
