// Add or change a soil sample (docs/product/fields-and-soil.md "Soil sample"): the field and day, the six common
// lab values, any other value the lab reported (name, value, unit rows), notes, a re-test interval and the lab's
// report file. The contract checks the input before it is sent; the server's messages land under their fields.
import { useEffect, useId, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { Plus, X } from 'lucide-react';
import type { Field } from '@/shared/api/fields';
import { blankToNull, failureMessage, showFieldErrors } from '@/shared/api/form-errors';
import type { SoilSample, SoilSampleInput } from '@/shared/api/soil-samples';
import { SOIL_REPORT_MAX_BYTES, SOIL_REPORT_TYPES } from '@/shared/contracts/soil-samples';
import { FormAlert } from '@/web/components/form/form-alert';
import { SelectField } from '@/web/components/form/select-field';
import { TextField } from '@/web/components/form/text-field';
import { useSaveSoilSample } from '../hooks/use-soil-samples';
import { soilText } from '../i18n';
import { localToday } from '../retest';

const LAB_VALUES = [
  ['ph', 'ph'],
  ['nitrogen', 'nitrogen'],
  ['phosphorus', 'phosphorus'],
  ['potassium', 'potassium'],
  ['organic_matter', 'organicMatter'],
  ['ec', 'ec'],
] as const;
type LabValue = (typeof LAB_VALUES)[number][0];

type Values = {
  field_id: string;
  sampled_on: string;
  depth_cm: string;
  location: string;
  lab_name: string;
  notes: string;
  retest_interval_days: string;
  extra_values: { name: string; value: string; unit: string }[];
} & Record<LabValue, string>;

const BASE_FIELDS = [
  'field_id',
  'sampled_on',
  'depth_cm',
  'location',
  'lab_name',
  'notes',
  'retest_interval_days',
  ...LAB_VALUES.map(([name]) => name),
] as const;

const text = (value: number | null | undefined) => (value == null ? '' : String(value));

function defaults(sample: SoilSample | undefined, fieldId: string): Values {
  return {
    field_id: sample?.field_id ?? fieldId,
    sampled_on: sample?.sampled_on ?? localToday(),
    depth_cm: text(sample?.depth_cm),
    location: sample?.location ?? '',
    lab_name: sample?.lab_name ?? '',
    notes: sample?.notes ?? '',
    retest_interval_days: text(sample?.retest_interval_days),
    extra_values: (sample?.extra_values ?? []).map((v) => ({
      name: v.name,
      value: String(v.value),
      unit: v.unit ?? '',
    })),
    ...(Object.fromEntries(LAB_VALUES.map(([name]) => [name, text(sample?.[name])])) as Record<
      LabValue,
      string
    >),
  };
}

function toInput(values: Values): SoilSampleInput {
  return {
    sampled_on: values.sampled_on,
    depth_cm: blankToNull(values.depth_cm),
    location: blankToNull(values.location),
    lab_name: blankToNull(values.lab_name),
    notes: blankToNull(values.notes),
    retest_interval_days: blankToNull(values.retest_interval_days),
    extra_values: values.extra_values.map((v) => ({
      name: v.name,
      value: v.value,
      unit: blankToNull(v.unit),
    })),
    ...Object.fromEntries(LAB_VALUES.map(([name]) => [name, blankToNull(values[name])])),
  } as SoilSampleInput;
}

/** The file's problem before it is sent, in the reader's language; null when it may go. */
function reportProblem(file: File | null): string | null {
  if (!file) return null;
  if (file.size > SOIL_REPORT_MAX_BYTES) return soilText.t('reportTooLarge');
  if (!(SOIL_REPORT_TYPES as readonly string[]).includes(file.type)) return soilText.t('reportWrongType');
  return null;
}

export function SoilSampleDialog({
  farmId,
  fields,
  sample,
  fieldId = '',
  onClose,
}: {
  farmId: string;
  fields: Field[];
  sample?: SoilSample;
  fieldId?: string;
  onClose: () => void;
}) {
  const titleId = useId();
  const save = useSaveSoilSample(farmId);
  const [failure, setFailure] = useState<string | null>(null);
  const [report, setReport] = useState<File | null>(null);
  const [reportError, setReportError] = useState<string | null>(null);
  const form = useForm<Values>({ defaultValues: defaults(sample, fieldId || fields[0]?.id || '') });
  const extras = useFieldArray({ control: form.control, name: 'extra_values' });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !isSubmitting) onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose, isSubmitting]);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const problem = reportProblem(report);
    setReportError(problem);
    if (problem) return;
    try {
      await save.mutateAsync({ id: sample?.id, fieldId: values.field_id, input: toInput(values), report });
      onClose();
    } catch (error) {
      const rowFields = values.extra_values.flatMap((_, i) =>
        (['name', 'value', 'unit'] as const).map((key) => `extra_values.${i}.${key}` as const),
      );
      if (!showFieldErrors(error, form.setError, [...BASE_FIELDS, ...rowFields]))
        setFailure(failureMessage(error, soilText.t('sampleCouldNotBeSaved')));
    }
  });

  return (
    <div className="modal modal-open" role="dialog" aria-modal="true" aria-labelledby={titleId}>
      <form className="modal-box max-w-3xl" onSubmit={submit} noValidate>
        <h2 id={titleId} className="mb-4 text-lg font-bold">
          {sample ? soilText.t('editSample') : soilText.t('addSample')}
        </h2>
        <div className="grid gap-3 sm:grid-cols-2">
          {failure && (
            <div className="sm:col-span-2">
              <FormAlert kind="error">{failure}</FormAlert>
            </div>
          )}
          <SelectField
            label={soilText.t('field')}
            options={fields.map((f) => ({ value: f.id, label: f.name }))}
            disabled={Boolean(sample)}
            error={errors.field_id?.message}
            {...form.register('field_id')}
          />
          <TextField
            label={soilText.t('sampledOn')}
            type="date"
            max={localToday()}
            error={errors.sampled_on?.message}
            {...form.register('sampled_on')}
          />
          <TextField
            label={soilText.t('labName')}
            hint={soilText.t('optional')}
            error={errors.lab_name?.message}
            {...form.register('lab_name')}
          />
          <TextField
            label={soilText.t('depthCm')}
            inputMode="decimal"
            hint={soilText.t('optional')}
            error={errors.depth_cm?.message}
            {...form.register('depth_cm')}
          />
          <TextField
            label={soilText.t('locationInField')}
            hint={soilText.t('optional')}
            error={errors.location?.message}
            fieldClassName="sm:col-span-2"
            {...form.register('location')}
          />
        </div>
        <fieldset className="fieldset mt-3">
          <legend className="fieldset-legend">{soilText.t('labValues')}</legend>
          <p className="text-sm text-base-content/70">{soilText.t('labValuesHint')}</p>
          <div className="grid gap-3 sm:grid-cols-3">
            {LAB_VALUES.map(([name, key]) => (
              <TextField
                key={name}
                label={soilText.t(key)}
                inputMode="decimal"
                error={errors[name]?.message}
                {...form.register(name)}
              />
            ))}
          </div>
        </fieldset>
        <fieldset className="fieldset mt-3">
          <legend className="fieldset-legend">{soilText.t('extraValues')}</legend>
          {extras.fields.map((row, index) => (
            <div key={row.id} className="grid grid-cols-[1fr_1fr_1fr_auto] items-end gap-2">
              <TextField
                label={soilText.t('extraName')}
                error={errors.extra_values?.[index]?.name?.message}
                {...form.register(`extra_values.${index}.name`)}
              />
              <TextField
                label={soilText.t('extraValue')}
                inputMode="decimal"
                error={errors.extra_values?.[index]?.value?.message}
                {...form.register(`extra_values.${index}.value`)}
              />
              <TextField
                label={soilText.t('extraUnit')}
                error={errors.extra_values?.[index]?.unit?.message}
                {...form.register(`extra_values.${index}.unit`)}
              />
              <button
                type="button"
                className="btn btn-ghost btn-square mb-1"
                aria-label={soilText.t('removeExtraValue', { index: index + 1 })}
                onClick={() => extras.remove(index)}
              >
                <X className="h-4 w-4" aria-hidden="true" />
              </button>
            </div>
          ))}
          <div>
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              onClick={() => extras.append({ name: '', value: '', unit: '' })}
            >
              <Plus className="h-4 w-4" aria-hidden="true" /> {soilText.t('addExtraValue')}
            </button>
          </div>
        </fieldset>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          <TextField
            label={soilText.t('retestInterval')}
            inputMode="numeric"
            hint={soilText.t('retestIntervalHint')}
            error={errors.retest_interval_days?.message}
            {...form.register('retest_interval_days')}
          />
          <TextField
            label={soilText.t('report')}
            type="file"
            accept={SOIL_REPORT_TYPES.join(',')}
            className="file-input w-full"
            hint={
              sample?.report_file_name
                ? soilText.t('currentReport', { name: sample.report_file_name })
                : soilText.t('reportHint')
            }
            error={reportError ?? undefined}
            onChange={(event) => {
              setReportError(null);
              setReport(event.target.files?.[0] ?? null);
            }}
          />
          <TextField
            label={soilText.t('notes')}
            hint={soilText.t('optional')}
            error={errors.notes?.message}
            fieldClassName="sm:col-span-2"
            {...form.register('notes')}
          />
        </div>
        <div className="modal-action">
          <button type="button" className="btn btn-ghost" onClick={onClose} disabled={isSubmitting}>
            {soilText.t('cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
            {isSubmitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {soilText.t('save')}
          </button>
        </div>
      </form>
      <div className="modal-backdrop" aria-hidden="true" onClick={isSubmitting ? undefined : onClose} />
    </div>
  );
}
