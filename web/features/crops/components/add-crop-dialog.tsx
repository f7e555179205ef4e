// "Add crop": the field it is on (its area is the crop's unless another is typed), name, variety, season, dates,
// expected yield, and optionally a template whose stages and tasks are planned from the planting date. Without
// templates (none offered, or the list fails) the picker is not shown. Given a crop, the same form edits it
// ("Edit crop", no template: a plan is applied only when a crop is added).
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { failureMessage, showFieldErrors } from '@/shared/api/form-errors';
import { AREA_UNITS } from '@/shared/contracts/farm-work-enums';
import { FormAlert } from '@/web/components/form/form-alert';
import { SelectField } from '@/web/components/form/select-field';
import { TextField } from '@/web/components/form/text-field';
import { areaUnitLabel } from '../crop-labels';
import { useFieldOptions, useTemplateOptions } from '../hooks/use-crops';
import type { CropDetail } from '@/shared/api/crops';
import { useCreateCrop, useUpdateCrop } from '../hooks/use-crop-writes';
import { cropsText } from '../i18n';
import { Modal } from '@/web/components/modal';
import { toCreateRequest, toUpdateRequest, valuesOf, type CropFormValues } from './crop-form-values';

const FIELDS = [
  'field_id',
  'name',
  'variety',
  'season',
  'planting_date',
  'expected_harvest_date',
  'expected_yield',
  'yield_unit',
  'area',
  'area_unit',
  'template_id',
] as const;

export function AddCropDialog({
  farmId,
  onClose,
  cropHref,
  crop,
}: {
  farmId: string;
  onClose: () => void;
  /** The crop to edit; left out, the dialog adds one. */
  crop?: CropDetail;
  /** Where to go once the crop is added; stays on the list when left out. */
  cropHref?: (cropId: string) => string;
}) {
  const create = useCreateCrop(farmId);
  const update = useUpdateCrop(farmId, crop?.id ?? '');
  const navigate = useNavigate();
  const fieldOptions = useFieldOptions(farmId);
  const templates = useTemplateOptions(farmId);
  const templateList = templates.isError || crop ? [] : (templates.data ?? []);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<CropFormValues>({
    defaultValues: valuesOf(crop),
  });
  const { errors, isSubmitting } = form.formState;

  const chooseTemplate = (templateId: string) => {
    const template = templateList.find((t) => t.id === templateId);
    if (!template) return;
    if (!form.getValues('name')) form.setValue('name', template.crop_name);
    if (!form.getValues('variety') && template.variety) form.setValue('variety', template.variety);
  };

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      if (crop) {
        await update.mutateAsync(toUpdateRequest(values));
        onClose();
        return;
      }
      const added = await create.mutateAsync(toCreateRequest(values));
      onClose();
      if (cropHref) void navigate(cropHref(added.id));
    } catch (error) {
      if (!showFieldErrors(error, form.setError, FIELDS))
        setFailure(failureMessage(error, cropsText.t(crop ? 'cropCouldNotBeSaved' : 'cropCouldNotBeAdded')));
    }
  });

  const fields = fieldOptions.data ?? [];
  // An edited crop keeps its field in the picker even while the fields load (or if the field is archived).
  const ownField =
    crop && !fields.some((f) => f.id === crop.field_id)
      ? [{ value: crop.field_id, label: crop.field_name }]
      : [];
  return (
    <Modal title={cropsText.t(crop ? 'editCrop' : 'addCrop')} onClose={onClose} busy={isSubmitting} wide>
      <form onSubmit={submit} noValidate className="grid gap-3">
        {failure && <FormAlert kind="error">{failure}</FormAlert>}
        {fieldOptions.isSuccess && fields.length === 0 && (
          <FormAlert kind="info">{cropsText.t('addAFieldFirst')}</FormAlert>
        )}
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField
            label={cropsText.t('field')}
            options={[
              { value: '', label: cropsText.t('chooseAField') },
              ...ownField,
              ...fields.map((f) => ({
                value: f.id,
                label: `${f.name} (${f.area} ${areaUnitLabel(f.area_unit)})`,
              })),
            ]}
            error={errors.field_id?.message}
            {...form.register('field_id')}
          />
          {templateList.length > 0 && (
            <SelectField
              label={cropsText.t('template')}
              hint={cropsText.t('templateHint')}
              options={[
                { value: '', label: cropsText.t('noTemplate') },
                ...templateList.map((t) => ({ value: t.id, label: t.name })),
              ]}
              error={errors.template_id?.message}
              {...form.register('template_id', { onChange: (e) => chooseTemplate(e.target.value) })}
            />
          )}
          <TextField
            label={cropsText.t('cropName')}
            error={errors.name?.message}
            {...form.register('name')}
          />
          <TextField
            label={cropsText.t('variety')}
            hint={cropsText.t('optional')}
            error={errors.variety?.message}
            {...form.register('variety')}
          />
          <TextField
            label={cropsText.t('season')}
            placeholder={cropsText.t('seasonPlaceholder')}
            error={errors.season?.message}
            {...form.register('season')}
          />
          <TextField
            label={cropsText.t('plantingDate')}
            type="date"
            error={errors.planting_date?.message}
            {...form.register('planting_date')}
          />
          <TextField
            label={cropsText.t('expectedHarvestDate')}
            type="date"
            hint={cropsText.t('optional')}
            error={errors.expected_harvest_date?.message}
            {...form.register('expected_harvest_date')}
          />
          <div className="grid grid-cols-2 gap-3">
            <TextField
              label={cropsText.t('expectedYield')}
              inputMode="decimal"
              hint={cropsText.t('optional')}
              error={errors.expected_yield?.message}
              {...form.register('expected_yield')}
            />
            <TextField
              label={cropsText.t('yieldUnit')}
              error={errors.yield_unit?.message}
              {...form.register('yield_unit')}
            />
          </div>
          <div className="grid grid-cols-2 gap-3">
            <TextField
              label={cropsText.t('plantedArea')}
              inputMode="decimal"
              hint={cropsText.t('areaHint')}
              error={errors.area?.message}
              {...form.register('area')}
            />
            <SelectField
              label={cropsText.t('areaUnit')}
              options={[
                { value: '', label: cropsText.t('fieldsUnit') },
                ...AREA_UNITS.map((unit) => ({ value: unit, label: areaUnitLabel(unit) })),
              ]}
              error={errors.area_unit?.message}
              {...form.register('area_unit')}
            />
          </div>
        </div>
        <div className="modal-action">
          <button type="button" className="btn btn-ghost" onClick={onClose} disabled={isSubmitting}>
            {cropsText.t('cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
            {isSubmitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {cropsText.t(crop ? 'saveCrop' : 'addCrop')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
