// One task of the template: what, when (days from planting), in which stage, its inputs and checklist.
import { useFormContext, useWatch } from 'react-hook-form';
import { Field } from '@/web/components/form/field';
import { SelectField } from '@/web/components/form/select-field';
import { TextField } from '@/web/components/form/text-field';
import type { TemplateValues } from '../template-form';
import { kindOptions, priorityOptions } from '../template-labels';
import { cropTemplatesText as text } from '../i18n';
import { TaskInputs } from './task-inputs';

interface Props {
  index: number;
  readOnly: boolean;
  onRemove: () => void;
}

export function TaskCard({ index, readOnly, onRemove }: Props) {
  const { control, register, formState } = useFormContext<TemplateValues>();
  const stages = useWatch({ control, name: 'stages' });
  const errors = formState.errors.tasks?.[index];
  const stageOptions = [
    { value: '', label: text.t('noStage') },
    ...stages.map((stage, i) => ({
      value: String(i),
      label: stage.name.trim() || text.t('stageNumber', { number: i + 1 }),
    })),
  ];
  const title = text.t('taskNumber', { number: index + 1 });

  return (
    <li className="card border border-base-300 bg-base-100">
      <fieldset className="card-body gap-3">
        <div className="flex items-center justify-between gap-2">
          <legend className="font-semibold">{title}</legend>
          {!readOnly && (
            <button
              type="button"
              className="btn btn-ghost btn-sm text-error"
              aria-label={text.t('removeTask', { number: index + 1 })}
              onClick={onRemove}
            >
              {text.t('delete')}
            </button>
          )}
        </div>
        <div className="grid gap-3 md:grid-cols-[2fr_1fr_1fr]">
          <TextField
            label={text.t('taskTitle')}
            readOnly={readOnly}
            error={errors?.title?.message}
            {...register(`tasks.${index}.title`)}
          />
          <SelectField
            label={text.t('kind')}
            options={kindOptions()}
            disabled={readOnly}
            error={errors?.kind?.message}
            {...register(`tasks.${index}.kind`)}
          />
          <SelectField
            label={text.t('priority')}
            options={priorityOptions()}
            disabled={readOnly}
            error={errors?.priority?.message}
            {...register(`tasks.${index}.priority`)}
          />
        </div>
        <div className="grid gap-3 md:grid-cols-[8rem_1fr]">
          <TextField
            label={text.t('dayOffset')}
            inputMode="numeric"
            readOnly={readOnly}
            error={errors?.day_offset?.message}
            {...register(`tasks.${index}.day_offset`)}
          />
          <SelectField
            label={text.t('stage')}
            options={stageOptions}
            disabled={readOnly}
            error={errors?.stage_index?.message}
            {...register(`tasks.${index}.stage_index`)}
          />
        </div>
        <TextField
          label={text.t('description')}
          hint={text.t('optional')}
          readOnly={readOnly}
          error={errors?.description?.message}
          {...register(`tasks.${index}.description`)}
        />
        <TaskInputs taskIndex={index} readOnly={readOnly} />
        <Field
          label={text.t('checklist')}
          hint={text.t('checklistHint')}
          error={errors?.checklist_text?.message}
        >
          {({ id, describedBy, invalid }) => (
            <textarea
              id={id}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              rows={3}
              readOnly={readOnly}
              className="textarea w-full"
              {...register(`tasks.${index}.checklist_text`)}
            />
          )}
        </Field>
      </fieldset>
    </li>
  );
}
