// "Copy season": every crop of one season again in another, planned, with its stages and open tasks, dates moved
// by the days given (365 for the same time next year). The server refuses a season that already has crops.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { failureMessage, showFieldErrors } from '@/shared/api/form-errors';
import { FormAlert } from '@/web/components/form/form-alert';
import { SelectField } from '@/web/components/form/select-field';
import { TextField } from '@/web/components/form/text-field';
import { useCopySeason } from '../hooks/use-crop-writes';
import { cropsText } from '../i18n';
import { Modal } from '@/web/components/modal';

interface Values {
  from_season: string;
  to_season: string;
  shift_days: string;
}

export function CopySeasonDialog({
  farmId,
  seasons,
  onClose,
}: {
  farmId: string;
  seasons: string[];
  onClose: () => void;
}) {
  const copy = useCopySeason(farmId);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({
    defaultValues: { from_season: seasons[0] ?? '', to_season: '', shift_days: '365' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await copy.mutateAsync({ ...values, shift_days: values.shift_days as unknown as number });
      onClose();
    } catch (error) {
      if (!showFieldErrors(error, form.setError, ['from_season', 'to_season', 'shift_days']))
        setFailure(failureMessage(error, cropsText.t('seasonCouldNotBeCopied')));
    }
  });
  return (
    <Modal title={cropsText.t('copySeason')} onClose={onClose} busy={isSubmitting}>
      <form onSubmit={submit} noValidate className="grid gap-3">
        <p className="text-sm text-base-content/70">{cropsText.t('copySeasonIntro')}</p>
        {failure && <FormAlert kind="error">{failure}</FormAlert>}
        <SelectField
          label={cropsText.t('fromSeason')}
          options={seasons.map((s) => ({ value: s, label: s }))}
          error={errors.from_season?.message}
          {...form.register('from_season')}
        />
        <TextField
          label={cropsText.t('toSeason')}
          placeholder={cropsText.t('seasonPlaceholder')}
          error={errors.to_season?.message}
          {...form.register('to_season')}
        />
        <TextField
          label={cropsText.t('shiftDays')}
          inputMode="numeric"
          hint={cropsText.t('shiftDaysHint')}
          error={errors.shift_days?.message}
          {...form.register('shift_days')}
        />
        <div className="modal-action">
          <button type="button" className="btn btn-ghost" onClick={onClose} disabled={isSubmitting}>
            {cropsText.t('cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
            {cropsText.t('copySeason')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
