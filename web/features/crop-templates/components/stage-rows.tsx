// The template's stages in order: a name and the day it starts, counted from planting.
import { X } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { TextField } from '@/web/components/form/text-field';
import type { TemplateValues } from '../template-form';
import { cropTemplatesText as text } from '../i18n';

export function StageRows({ readOnly }: { readOnly: boolean }) {
  const { control, register, formState } = useFormContext<TemplateValues>();
  const stages = useFieldArray({ control, name: 'stages' });
  const errors = formState.errors.stages;

  return (
    <section aria-labelledby="template-stages" className="flex flex-col gap-3">
      <div>
        <h2 id="template-stages" className="text-lg font-semibold">
          {text.t('stages')}
        </h2>
        <p className="text-sm text-base-content/70">{text.t('stagesHint')}</p>
      </div>
      <ol className="flex flex-col gap-2">
        {stages.fields.map((field, index) => (
          <li key={field.id} className="grid items-end gap-2 sm:grid-cols-[1fr_8rem_auto]">
            <TextField
              label={text.t('stageNumber', { number: index + 1 })}
              placeholder={text.t('stageName')}
              readOnly={readOnly}
              error={errors?.[index]?.name?.message}
              {...register(`stages.${index}.name`)}
            />
            <TextField
              label={text.t('dayOffset')}
              inputMode="numeric"
              readOnly={readOnly}
              error={errors?.[index]?.day_offset?.message}
              {...register(`stages.${index}.day_offset`)}
            />
            {!readOnly && (
              <button
                type="button"
                className="btn btn-ghost btn-sm text-error"
                aria-label={text.t('removeStage', { number: index + 1 })}
                disabled={stages.fields.length === 1}
                onClick={() => stages.remove(index)}
              >
                <X aria-hidden className="size-4" />
              </button>
            )}
          </li>
        ))}
      </ol>
      {!readOnly && (
        <div>
          <button
            type="button"
            className="btn btn-sm"
            onClick={() => {
              const last = stages.fields.length;
              stages.append({ name: '', day_offset: String(last * 14) });
            }}
          >
            {text.t('addStage')}
          </button>
        </div>
      )}
    </section>
  );
}
