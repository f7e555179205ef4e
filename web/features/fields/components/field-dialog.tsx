// Add or change a field (docs/product/fields-and-soil.md "Field"): name used once on the farm, area with its
// unit, soil, irrigation, optional coordinates (both or neither) and notes. The contract checks the input before
// it is sent, and the server's 409 for a taken name shows under the name.
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Field, FieldInput } from '@/shared/api/fields';
import { blankToNull, failureMessage, showFieldErrors } from '@/shared/api/form-errors';
import { FormAlert } from '@/web/components/form/form-alert';
import { SelectField } from '@/web/components/form/select-field';
import { TextField } from '@/web/components/form/text-field';
import { areaUnitOptions, irrigationOptions, soilTypeOptions } from '../field-labels';
import { useSaveField } from '../hooks/use-fields';
import { fieldsText } from '../i18n';

interface Values {
  name: string;
  area: string;
  area_unit: Field['area_unit'];
  soil_type: string;
  irrigation: string;
  latitude: string;
  longitude: string;
  notes: string;
}
const FIELDS = [
  'name',
  'area',
  'area_unit',
  'soil_type',
  'irrigation',
  'latitude',
  'longitude',
  'notes',
] as const;

const text = (value: number | null | undefined) => (value == null ? '' : String(value));

function toInput(values: Values): FieldInput {
  return {
    name: values.name,
    area: values.area,
    area_unit: values.area_unit,
    soil_type: (blankToNull(values.soil_type) as FieldInput['soil_type']) ?? null,
    irrigation: (blankToNull(values.irrigation) as FieldInput['irrigation']) ?? null,
    latitude: blankToNull(values.latitude),
    longitude: blankToNull(values.longitude),
    notes: blankToNull(values.notes),
  } as FieldInput;
}

export function FieldDialog({
  farmId,
  field,
  onClose,
}: {
  farmId: string;
  field?: Field;
  onClose: () => void;
}) {
  const titleId = useId();
  const save = useSaveField(farmId);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({
    defaultValues: {
      name: field?.name ?? '',
      area: text(field?.area),
      area_unit: field?.area_unit ?? 'acres',
      soil_type: field?.soil_type ?? '',
      irrigation: field?.irrigation ?? '',
      latitude: text(field?.latitude),
      longitude: text(field?.longitude),
      notes: field?.notes ?? '',
    },
  });
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
    try {
      await save.mutateAsync({ id: field?.id, input: toInput(values) });
      onClose();
    } catch (error) {
      if (!showFieldErrors(error, form.setError, FIELDS))
        setFailure(failureMessage(error, fieldsText.t('fieldCouldNotBeSaved')));
    }
  });

  return (
    <div className="modal modal-open" role="dialog" aria-modal="true" aria-labelledby={titleId}>
      <form className="modal-box max-w-2xl" onSubmit={submit} noValidate>
        <h2 id={titleId} className="mb-4 text-lg font-bold">
          {field ? fieldsText.t('editName', { name: field.name }) : fieldsText.t('addField')}
        </h2>
        <div className="grid gap-3 sm:grid-cols-2">
          {failure && (
            <div className="sm:col-span-2">
              <FormAlert kind="error">{failure}</FormAlert>
            </div>
          )}
          <TextField
            label={fieldsText.t('fieldName')}
            autoComplete="off"
            error={errors.name?.message}
            fieldClassName="sm:col-span-2"
            {...form.register('name')}
          />
          <TextField
            label={fieldsText.t('area')}
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            error={errors.area?.message}
            {...form.register('area')}
          />
          <SelectField
            label={fieldsText.t('areaUnit')}
            options={areaUnitOptions()}
            error={errors.area_unit?.message}
            {...form.register('area_unit')}
          />
          <SelectField
            label={fieldsText.t('soilType')}
            options={soilTypeOptions()}
            error={errors.soil_type?.message}
            {...form.register('soil_type')}
          />
          <SelectField
            label={fieldsText.t('irrigation')}
            options={irrigationOptions()}
            error={errors.irrigation?.message}
            {...form.register('irrigation')}
          />
          <TextField
            label={fieldsText.t('latitude')}
            inputMode="decimal"
            hint={fieldsText.t('coordinatesHint')}
            error={errors.latitude?.message}
            {...form.register('latitude')}
          />
          <TextField
            label={fieldsText.t('longitude')}
            inputMode="decimal"
            hint={fieldsText.t('optional')}
            error={errors.longitude?.message}
            {...form.register('longitude')}
          />
          <TextField
            label={fieldsText.t('notes')}
            hint={fieldsText.t('optional')}
            error={errors.notes?.message}
            fieldClassName="sm:col-span-2"
            {...form.register('notes')}
          />
        </div>
        <div className="modal-action">
          <button type="button" className="btn btn-ghost" onClick={onClose} disabled={isSubmitting}>
            {fieldsText.t('cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
            {isSubmitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {field ? fieldsText.t('saveChanges') : fieldsText.t('addField')}
          </button>
        </div>
      </form>
      <div className="modal-backdrop" aria-hidden="true" onClick={isSubmitting ? undefined : onClose} />
    </div>
  );
}
