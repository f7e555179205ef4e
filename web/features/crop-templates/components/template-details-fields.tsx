// The template's name, crop and variety, days to harvest (to propose the crop's harvest date) and description.
import { useFormContext } from 'react-hook-form';
import { TextField } from '@/web/components/form/text-field';
import type { TemplateValues } from '../template-form';
import { cropTemplatesText as text } from '../i18n';

export function TemplateDetailsFields({ readOnly }: { readOnly: boolean }) {
  const { register, formState } = useFormContext<TemplateValues>();
  const { errors } = formState;
  return (
    <section aria-labelledby="template-details" className="flex flex-col gap-3">
      <h2 id="template-details" className="text-lg font-semibold">
        {text.t('details')}
      </h2>
      <div className="grid gap-3 md:grid-cols-2">
        <TextField
          label={text.t('templateName')}
          readOnly={readOnly}
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label={text.t('cropName')}
          readOnly={readOnly}
          error={errors.crop_name?.message}
          {...register('crop_name')}
        />
        <TextField
          label={text.t('variety')}
          hint={text.t('optional')}
          readOnly={readOnly}
          error={errors.variety?.message}
          {...register('variety')}
        />
        <TextField
          label={text.t('durationDays')}
          hint={text.t('optional')}
          inputMode="numeric"
          readOnly={readOnly}
          error={errors.duration_days?.message}
          {...register('duration_days')}
        />
      </div>
      <TextField
        label={text.t('description')}
        hint={text.t('optional')}
        readOnly={readOnly}
        error={errors.description?.message}
        {...register('description')}
      />
    </section>
  );
}
