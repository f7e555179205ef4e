// Add or change a tax rate (docs/product/financial-settings.md "Tax rates"): a name used once among the farm's
// active rates, a percent with at most two decimals, and whether prices include it. The contract checks the input
// before it is sent; the server's 409 for a taken name shows under the name.
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { TaxRate, TaxRateInput } from '@/shared/api/financial-settings';
import { failureMessage, showFieldErrors } from '@/shared/api/form-errors';
import { FormAlert } from '@/web/components/form/form-alert';
import { TextField } from '@/web/components/form/text-field';
import { useSaveTaxRate } from '../hooks/use-financial-settings';
import { financialText } from '../i18n';

interface Values {
  name: string;
  percent: string;
  inclusive: boolean;
}
const FIELDS = ['name', 'percent', 'inclusive'] as const;

export function TaxRateDialog({
  farmId,
  rate,
  onClose,
}: {
  farmId: string;
  rate?: TaxRate;
  onClose: () => void;
}) {
  const titleId = useId();
  const save = useSaveTaxRate(farmId);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({
    defaultValues: {
      name: rate?.name ?? '',
      percent: rate ? String(rate.percent) : '',
      inclusive: rate?.inclusive ?? false,
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
      const input: TaxRateInput = { name: values.name, percent: values.percent, inclusive: values.inclusive };
      await save.mutateAsync({ id: rate?.id, input });
      onClose();
    } catch (error) {
      if (!showFieldErrors(error, form.setError, FIELDS))
        setFailure(failureMessage(error, financialText.t('taxRateCouldNotBeSaved')));
    }
  });

  const title = rate ? financialText.t('editName', { name: rate.name }) : financialText.t('addTaxRate');
  return (
    <div className="modal modal-open" role="dialog" aria-modal="true" aria-labelledby={titleId}>
      <form className="modal-box" onSubmit={submit} noValidate>
        <h2 id={titleId} className="mb-4 text-lg font-bold">
          {title}
        </h2>
        <div className="grid gap-3">
          {failure && <FormAlert kind="error">{failure}</FormAlert>}
          <TextField
            label={financialText.t('taxName')}
            autoComplete="off"
            error={errors.name?.message}
            {...form.register('name')}
          />
          <TextField
            label={financialText.t('percent')}
            inputMode="decimal"
            hint={financialText.t('percentHint')}
            error={errors.percent?.message}
            {...form.register('percent')}
          />
          <label className="label cursor-pointer justify-start gap-2">
            <input type="checkbox" className="checkbox checkbox-sm" {...form.register('inclusive')} />
            {financialText.t('pricesInclude')}
          </label>
        </div>
        <div className="modal-action">
          <button type="button" className="btn btn-ghost" onClick={onClose} disabled={isSubmitting}>
            {financialText.t('cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
            {isSubmitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {rate ? financialText.t('saveChanges') : financialText.t('addTaxRate')}
          </button>
        </div>
      </form>
      <div className="modal-backdrop" aria-hidden="true" onClick={isSubmitting ? undefined : onClose} />
    </div>
  );
}
