// "Record harvest": quantity, unit, lot, grade and date, into an existing product item or a new one kept at a
// storage location. One Idempotency-Key per dialog, so pressing again after a lost answer records it once.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { CropDetail, RecordHarvestInput } from '@/shared/api/crops';
import { failureMessage, showFieldErrors } from '@/shared/api/form-errors';
import { CATEGORIES_BY_TYPE } from '@/shared/contracts/inventory-enums';
import { QUALITY_GRADES, type QualityGrade } from '@/shared/contracts/farm-work-enums';
import { FormAlert } from '@/web/components/form/form-alert';
import { SelectField } from '@/web/components/form/select-field';
import { TextField } from '@/web/components/form/text-field';
import { categoryLabel } from '@/shared/inventory/labels';
import { gradeLabel } from '../crop-labels';
import { useLocationOptions, useProductOptions } from '../hooks/use-crops';
import { useRecordHarvest } from '../hooks/use-crop-writes';
import { cropsText } from '../i18n';
import { Modal } from '@/web/components/modal';

interface Values {
  quantity: string;
  unit: string;
  lot: string;
  quality_grade: string;
  harvested_on: string;
  item_id: string;
  location_id: string;
  category: string;
}

const FIELDS = [
  'quantity',
  'unit',
  'lot',
  'quality_grade',
  'harvested_on',
  'item_id',
  'location_id',
] as const;
const blank = (value: string) => (value.trim() === '' ? null : value.trim());
const today = () => new Date().toISOString().slice(0, 10);

export function toHarvestRequest(values: Values): RecordHarvestInput {
  const itemId = blank(values.item_id);
  return {
    quantity: values.quantity as unknown as number,
    unit: values.unit.trim(),
    lot: blank(values.lot),
    quality_grade: blank(values.quality_grade) as QualityGrade | null,
    harvested_on: values.harvested_on,
    item_id: itemId,
    location_id: itemId ? null : blank(values.location_id),
    category: itemId ? null : blank(values.category),
  };
}

export function RecordHarvestDialog({
  farmId,
  crop,
  onClose,
}: {
  farmId: string;
  crop: CropDetail;
  onClose: () => void;
}) {
  const record = useRecordHarvest(farmId, crop.id);
  const products = useProductOptions(farmId, true).data ?? [];
  const locations = useLocationOptions(farmId, true).data ?? [];
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({
    defaultValues: {
      quantity: '',
      unit: crop.yield_unit ?? 'kg',
      lot: '',
      quality_grade: '',
      harvested_on: today(),
      item_id: '',
      location_id: '',
      category: 'Other',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const newItem = form.watch('item_id') === '';

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await record.mutateAsync(toHarvestRequest(values));
      onClose();
    } catch (error) {
      if (!showFieldErrors(error, form.setError, FIELDS))
        setFailure(failureMessage(error, cropsText.t('harvestCouldNotBeRecorded')));
    }
  });

  return (
    <Modal title={cropsText.t('recordHarvestOf', { name: crop.name })} onClose={onClose} busy={isSubmitting}>
      <form onSubmit={submit} noValidate className="grid gap-3">
        {failure && <FormAlert kind="error">{failure}</FormAlert>}
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label={cropsText.t('quantity')}
            inputMode="decimal"
            error={errors.quantity?.message}
            {...form.register('quantity')}
          />
          <TextField label={cropsText.t('unit')} error={errors.unit?.message} {...form.register('unit')} />
          <TextField
            label={cropsText.t('lot')}
            hint={cropsText.t('optional')}
            error={errors.lot?.message}
            {...form.register('lot')}
          />
          <SelectField
            label={cropsText.t('grade')}
            options={[
              { value: '', label: cropsText.t('notGraded') },
              ...QUALITY_GRADES.map((grade) => ({ value: grade, label: gradeLabel(grade) })),
            ]}
            error={errors.quality_grade?.message}
            {...form.register('quality_grade')}
          />
          <TextField
            label={cropsText.t('harvestedOn')}
            type="date"
            error={errors.harvested_on?.message}
            {...form.register('harvested_on')}
          />
        </div>
        <SelectField
          label={cropsText.t('productItem')}
          options={[
            { value: '', label: cropsText.t('newProductItem') },
            ...products.map((item) => ({ value: item.id, label: `${item.name} (${item.unit})` })),
          ]}
          error={errors.item_id?.message}
          {...form.register('item_id')}
        />
        {newItem && (
          <div className="grid grid-cols-2 gap-3">
            <SelectField
              label={cropsText.t('storageLocation')}
              options={[
                { value: '', label: cropsText.t('chooseALocation') },
                ...locations.map((location) => ({ value: location.id, label: location.name })),
              ]}
              error={errors.location_id?.message}
              {...form.register('location_id')}
            />
            <SelectField
              label={cropsText.t('category')}
              options={CATEGORIES_BY_TYPE.product.map((c) => ({ value: c, label: categoryLabel(c) }))}
              {...form.register('category')}
            />
          </div>
        )}
        <div className="modal-action">
          <button type="button" className="btn btn-ghost" onClick={onClose} disabled={isSubmitting}>
            {cropsText.t('cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
            {isSubmitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {cropsText.t('recordHarvest')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
