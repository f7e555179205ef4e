// docs/product/suppliers.md Supplier quick-add: name required, e-mail shape, phone and address optional. Unlike the original
// (docs/product/suppliers.md "sends no request") it really creates the supplier and hands it back to be selected.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { createSupplier, type Supplier } from '@/shared/api/suppliers';
import { useApi } from '@/web/lib/api';
import { TextField } from '@/web/components/form/text-field';
import { failureMessage, serverSuccessMessage, showFieldErrors } from '@/shared/api/form-errors';
import { inventoryKeys } from '../../hooks/query-keys';
import { DialogForm } from '../dialogs/dialog-form';
import { inventoryText } from '@/web/features/inventory/i18n';

type Values = { name: string; email: string; phone: string; address: string };
const FIELDS = ['name', 'email', 'phone', 'address'] as const;

export function SupplierDialog({
  farmId,
  onClose,
  onCreated,
}: {
  farmId: string;
  onClose: () => void;
  onCreated: (supplier: Supplier) => void;
}) {
  const api = useApi();
  const client = useQueryClient();
  const form = useForm<Values>({ defaultValues: { name: '', email: '', phone: '', address: '' } });
  const [error, setError] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: (values: Values) => createSupplier(api, { ...values, farm_id: farmId }),
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const { message, supplier } = await create.mutateAsync(values);
      client.setQueryData<Supplier[]>(inventoryKeys.suppliers(farmId), (list) => [...(list ?? []), supplier]);
      void client.invalidateQueries({ queryKey: inventoryKeys.suppliers(farmId) });
      toast.success(serverSuccessMessage(message, inventoryText.t('supplierAdded')));
      onCreated(supplier);
    } catch (failure) {
      if (!showFieldErrors(failure, form.setError, FIELDS))
        setError(failureMessage(failure, inventoryText.t('failedToAddSupplier')));
    }
  });

  return (
    <DialogForm
      title={inventoryText.t('addSupplier')}
      submitLabel={inventoryText.t('saveSupplier')}
      onClose={onClose}
      onSubmit={onSubmit}
      pending={create.isPending}
      error={error}
    >
      <TextField
        label={inventoryText.t('supplierName')}
        autoComplete="organization"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <TextField
        label={inventoryText.t('email')}
        type="email"
        autoComplete="email"
        hint={inventoryText.t('optional')}
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        label={inventoryText.t('phone')}
        type="tel"
        autoComplete="tel"
        hint={inventoryText.t('optional')}
        error={errors.phone?.message}
        {...form.register('phone')}
      />
      <TextField
        label={inventoryText.t('address')}
        hint={inventoryText.t('optional')}
        error={errors.address?.message}
        {...form.register('address')}
      />
    </DialogForm>
  );
}
