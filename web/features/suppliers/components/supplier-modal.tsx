// Add or edit a supplier (docs/product/suppliers.md Supplier quick-add rules: name required, e-mail shape, phone and address
// optional). Server field errors (a name already used on this farm) show under their fields.
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import type { Supplier } from '@/shared/api/suppliers';
import { SupplierInput } from '@/shared/contracts/suppliers';
import { FormAlert } from '@/web/components/form/form-alert';
import { TextField } from '@/web/components/form/text-field';
import { showFieldErrors } from '@/shared/api/form-errors';
import { localizeApiMessage } from '@/shared/api/i18n';
import { useSaveSupplier } from '../hooks/use-supplier-writes';
import { suppliersText } from '@/web/features/suppliers/i18n';

const SupplierForm = SupplierInput.omit({ farm_id: true });
type Values = z.input<typeof SupplierForm>;
const FIELDS = ['name', 'email', 'phone', 'address'] as const;

export function SupplierModal({
  farmId,
  supplier,
  onClose,
}: {
  farmId: string;
  supplier?: Supplier;
  onClose: () => void;
}) {
  const titleId = useId();
  const save = useSaveSupplier();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values, unknown, z.output<typeof SupplierForm>>({
    resolver: zodResolver(SupplierForm),
    defaultValues: {
      name: supplier?.name ?? '',
      email: supplier?.email ?? '',
      phone: supplier?.phone ?? '',
      address: supplier?.address ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && !isSubmitting && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [isSubmitting, onClose]);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await save.mutateAsync({
        id: supplier?.id,
        input: { ...values, farm_id: supplier?.farm_id ?? farmId },
      });
      onClose();
    } catch (error) {
      if (!showFieldErrors(error, form.setError, FIELDS))
        setFailure(
          error instanceof Error
            ? localizeApiMessage(error.message)
            : suppliersText.t('supplierCouldNotBeSaved'),
        );
    }
  });

  return (
    <div className="modal modal-open" role="dialog" aria-modal="true" aria-labelledby={titleId}>
      <form className="modal-box" onSubmit={submit} noValidate>
        <h2 id={titleId} className="mb-4 text-lg font-bold">
          {supplier ? suppliersText.t('editName', { name: supplier.name }) : suppliersText.t('addSupplier')}
        </h2>
        <div className="grid gap-3">
          {failure && <FormAlert kind="error">{failure}</FormAlert>}
          <TextField
            label={suppliersText.t('name')}
            autoComplete="organization"
            error={errors.name?.message}
            {...form.register('name')}
          />
          <TextField
            label={suppliersText.t('eMail')}
            type="email"
            hint={suppliersText.t('optional')}
            error={errors.email?.message}
            {...form.register('email')}
          />
          <TextField
            label={suppliersText.t('phone')}
            type="tel"
            hint={suppliersText.t('optional')}
            error={errors.phone?.message}
            {...form.register('phone')}
          />
          <TextField
            label={suppliersText.t('address')}
            hint={suppliersText.t('optional')}
            error={errors.address?.message}
            {...form.register('address')}
          />
        </div>
        <div className="modal-action">
          <button type="button" className="btn btn-ghost" onClick={onClose} disabled={isSubmitting}>
            {suppliersText.t('cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
            {isSubmitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {supplier ? suppliersText.t('saveChanges') : suppliersText.t('addSupplier')}
          </button>
        </div>
      </form>
      <div className="modal-backdrop" aria-hidden="true" onClick={isSubmitting ? undefined : onClose} />
    </div>
  );
}
