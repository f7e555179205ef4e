// "Mark done": the hours the work took and, for a harvest task, what came in: quantity, unit, lot, grade and the
// product item it goes into (an existing one, or a new one kept at a storage location). Completing takes the
// task's inputs out of the store, so the server may refuse it for short stock; that message shows here.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { QUALITY_GRADES } from '@/shared/contracts/farm-work-enums';
import { failureMessage } from '@/shared/api/form-errors';
import { FormAlert } from '@/web/components/form/form-alert';
import { SelectField } from '@/web/components/form/select-field';
import { TextField } from '@/web/components/form/text-field';
import { useItemOptions, useLocationOptions } from '../hooks/use-task-options';
import { useCompleteTask } from '../hooks/use-task-writes';
import { gradeLabel } from '../task-labels';
import { tasksText } from '../i18n';
import { Modal } from '@/web/components/modal';
import { showCompleteFieldErrors, toCompleteRequest, type CompleteValues } from './complete-values';

export interface CompleteTaskDialogProps {
  farmId: string;
  task: { id: string; title: string; kind: string; input_count?: number };
  onClose: () => void;
}

export function CompleteTaskDialog({ farmId, task, onClose }: CompleteTaskDialogProps) {
  const complete = useCompleteTask(farmId, task.id);
  const harvest = task.kind === 'harvest';
  // A harvest goes into a product item of the farm, or a new one kept at one of its storage locations.
  const items = useItemOptions(farmId, harvest);
  const locations = useLocationOptions(farmId, harvest).data ?? [];
  const products = (harvest ? (items.data ?? []) : []).filter((item) => item.type === 'product');
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<CompleteValues>({
    defaultValues: {
      hours_worked: '',
      quantity: '',
      unit: 'kg',
      lot: '',
      quality_grade: '',
      item_id: '',
      location_id: '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const newItem = form.watch('item_id') === '';

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await complete.mutateAsync(toCompleteRequest(values, harvest));
      onClose();
    } catch (error) {
      if (!showCompleteFieldErrors(error, form.setError))
        setFailure(failureMessage(error, tasksText.t('taskCouldNotBeCompleted')));
    }
  });

  return (
    <Modal title={tasksText.t('markNameDone', { name: task.title })} onClose={onClose} busy={isSubmitting}>
      <form onSubmit={submit} noValidate className="grid gap-3">
        {failure && <FormAlert kind="error">{failure}</FormAlert>}
        {(task.input_count ?? 0) > 0 && (
          <p className="text-sm text-base-content/70">{tasksText.t('inputsWillBeTaken')}</p>
        )}
        <TextField
          label={tasksText.t('hoursWorked')}
          inputMode="decimal"
          hint={tasksText.t('optional')}
          error={errors.hours_worked?.message}
          {...form.register('hours_worked')}
        />
        {harvest && (
          <fieldset className="grid gap-3">
            <legend className="mb-1 font-semibold">{tasksText.t('harvest')}</legend>
            <div className="grid grid-cols-2 gap-3">
              <TextField
                label={tasksText.t('quantity')}
                inputMode="decimal"
                error={errors.quantity?.message}
                {...form.register('quantity')}
              />
              <TextField
                label={tasksText.t('unit')}
                error={errors.unit?.message}
                {...form.register('unit')}
              />
              <TextField
                label={tasksText.t('lot')}
                hint={tasksText.t('optional')}
                error={errors.lot?.message}
                {...form.register('lot')}
              />
              <SelectField
                label={tasksText.t('qualityGrade')}
                options={[
                  { value: '', label: tasksText.t('notGraded') },
                  ...QUALITY_GRADES.map((grade) => ({ value: grade, label: gradeLabel(grade) })),
                ]}
                error={errors.quality_grade?.message}
                {...form.register('quality_grade')}
              />
            </div>
            <SelectField
              label={tasksText.t('productItem')}
              options={[
                { value: '', label: tasksText.t('newProductItem') },
                ...products.map((item) => ({ value: item.id, label: item.name })),
              ]}
              error={errors.item_id?.message}
              {...form.register('item_id')}
            />
            {newItem && (
              <SelectField
                label={tasksText.t('storageLocation')}
                options={[
                  { value: '', label: tasksText.t('chooseALocation') },
                  ...locations.map((location) => ({ value: location.id, label: location.name })),
                ]}
                error={errors.location_id?.message}
                {...form.register('location_id')}
              />
            )}
          </fieldset>
        )}
        <div className="modal-action">
          <button type="button" className="btn btn-ghost" onClick={onClose} disabled={isSubmitting}>
            {tasksText.t('cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
            {isSubmitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {tasksText.t('markDone')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
