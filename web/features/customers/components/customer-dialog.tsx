// Add or change a customer (docs/product/customers.md): name, phone (a Kenyan number is saved as +254…), e-mail,
// tax id, credit limit typed as an amount of the farm's currency (sent in minor units, shared/money/arithmetic.ts)
// and notes. The contract checks the input before it is sent; the server's 409 for a taken number shows under it.
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Customer, CustomerInput } from '@/shared/api/customers';
import { blankToNull, failureMessage, showFieldErrors } from '@/shared/api/form-errors';
import { amountText, parseAmount } from '@/shared/money/arithmetic';
import { FormAlert } from '@/web/components/form/form-alert';
import { TextField } from '@/web/components/form/text-field';
import { useSaveCustomer } from '../hooks/use-customers';
import { customersText } from '../i18n';

interface Values {
  name: string;
  phone: string;
  email: string;
  tax_id: string;
  credit_limit: string;
  notes: string;
}
const FIELDS = ['name', 'phone', 'email', 'tax_id', 'notes'] as const;

export function CustomerDialog({
  farmId,
  currency,
  customer,
  onClose,
}: {
  farmId: string;
  currency: string;
  customer?: Customer;
  onClose: () => void;
}) {
  const titleId = useId();
  const save = useSaveCustomer(farmId);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({
    defaultValues: {
      name: customer?.name ?? '',
      phone: customer?.phone ?? '',
      email: customer?.email ?? '',
      tax_id: customer?.tax_id ?? '',
      credit_limit: customer?.credit_limit_minor == null ? '' : amountText(customer.credit_limit_minor),
      notes: customer?.notes ?? '',
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
    const limitText = values.credit_limit.trim();
    const limit = limitText === '' ? null : parseAmount(limitText);
    if (limitText !== '' && limit === null) {
      form.setError('credit_limit', { type: 'client', message: customersText.t('creditLimitInvalid') });
      return;
    }
    const input: CustomerInput = {
      name: values.name,
      phone: blankToNull(values.phone),
      email: blankToNull(values.email),
      tax_id: blankToNull(values.tax_id),
      credit_limit_minor: limit,
      notes: blankToNull(values.notes),
    };
    try {
      await save.mutateAsync(customer ? { id: customer.id, input } : { input });
      onClose();
    } catch (error) {
      const limitMessage = fieldMessage(error, 'credit_limit_minor');
      if (limitMessage) form.setError('credit_limit', { type: 'server', message: limitMessage });
      if (!showFieldErrors(error, form.setError, FIELDS) && !limitMessage)
        setFailure(failureMessage(error, customersText.t('customerCouldNotBeSaved')));
    }
  });

  return (
    <div className="modal modal-open" role="dialog" aria-modal="true" aria-labelledby={titleId}>
      <form className="modal-box max-w-2xl" onSubmit={submit} noValidate>
        <h2 id={titleId} className="mb-4 text-lg font-bold">
          {customer ? customersText.t('editName', { name: customer.name }) : customersText.t('addCustomer')}
        </h2>
        <div className="grid gap-3 sm:grid-cols-2">
          {failure && (
            <div className="sm:col-span-2">
              <FormAlert kind="error">{failure}</FormAlert>
            </div>
          )}
          <TextField
            label={customersText.t('name')}
            autoComplete="off"
            error={errors.name?.message}
            fieldClassName="sm:col-span-2"
            {...form.register('name')}
          />
          <TextField
            label={customersText.t('phone')}
            type="tel"
            autoComplete="off"
            hint={customersText.t('phoneHint')}
            error={errors.phone?.message}
            {...form.register('phone')}
          />
          <TextField
            label={customersText.t('email')}
            type="email"
            autoComplete="off"
            hint={customersText.t('optional')}
            error={errors.email?.message}
            {...form.register('email')}
          />
          <TextField
            label={customersText.t('taxId')}
            autoComplete="off"
            hint={customersText.t('optional')}
            error={errors.tax_id?.message}
            {...form.register('tax_id')}
          />
          <TextField
            label={customersText.t('creditLimit')}
            inputMode="decimal"
            hint={customersText.t('creditLimitHint', { currency })}
            error={errors.credit_limit?.message}
            {...form.register('credit_limit')}
          />
          <TextField
            label={customersText.t('notes')}
            hint={customersText.t('optional')}
            error={errors.notes?.message}
            fieldClassName="sm:col-span-2"
            {...form.register('notes')}
          />
        </div>
        <div className="modal-action">
          <button type="button" className="btn btn-ghost" onClick={onClose} disabled={isSubmitting}>
            {customersText.t('cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
            {isSubmitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {customer ? customersText.t('saveChanges') : customersText.t('addCustomer')}
          </button>
        </div>
      </form>
      <div className="modal-backdrop" aria-hidden="true" onClick={isSubmitting ? undefined : onClose} />
    </div>
  );
}

/** The first message the server or the contract gave for `field`, if any. */
function fieldMessage(error: unknown, field: string): string | undefined {
  const errors = (error as { fieldErrors?: Record<string, string[]> } | null)?.fieldErrors;
  return errors?.[field]?.[0];
}
