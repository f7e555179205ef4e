// Rename a custom role, or change its description. The server's word on a name already used on this farm shows
// under the field; anything else above the form.
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import toast from 'react-hot-toast';
import { failureMessage, showFieldErrors } from '@/shared/api/form-errors';
import { CreateFarmRoleInput, type FarmRole } from '@/shared/contracts/farm-roles';
import { FormAlert } from '@/web/components/form/form-alert';
import { TextField } from '@/web/components/form/text-field';
import { useUpdateRole } from '../hooks/use-farm-roles';
import { rolesText } from '@/web/features/roles/i18n';

const DetailsForm = CreateFarmRoleInput.pick({ name: true, description: true });
type Values = z.input<typeof DetailsForm>;
const FIELDS = ['name', 'description'] as const;

export function RoleDetailsDialog({
  farmId,
  role,
  onClose,
}: {
  farmId: string;
  role: FarmRole;
  onClose: () => void;
}) {
  const titleId = useId();
  const update = useUpdateRole(farmId);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values, unknown, z.output<typeof DetailsForm>>({
    resolver: zodResolver(DetailsForm),
    defaultValues: { name: role.name, description: role.description ?? '' },
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
      const saved = await update.mutateAsync({
        roleId: role.id,
        input: { name: values.name, description: values.description ?? null },
      });
      toast.success(rolesText.t('roleSaved', { name: saved.name }));
      onClose();
    } catch (error) {
      if (!showFieldErrors(error, form.setError, FIELDS))
        setFailure(failureMessage(error, rolesText.t('roleCouldNotBeSaved')));
    }
  });

  return (
    <div className="modal modal-open" role="dialog" aria-modal="true" aria-labelledby={titleId}>
      <form className="modal-box" onSubmit={submit} noValidate>
        <h2 id={titleId} className="mb-4 text-lg font-bold">
          {rolesText.t('renameName', { name: role.name })}
        </h2>
        <div className="grid gap-3">
          {failure && <FormAlert kind="error">{failure}</FormAlert>}
          <TextField
            label={rolesText.t('roleName')}
            error={errors.name?.message}
            {...form.register('name')}
          />
          <TextField
            label={rolesText.t('description')}
            hint={rolesText.t('optional')}
            error={errors.description?.message}
            {...form.register('description')}
          />
        </div>
        <div className="modal-action">
          <button type="button" className="btn btn-ghost" onClick={onClose} disabled={isSubmitting}>
            {rolesText.t('cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
            {isSubmitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {rolesText.t('saveChanges')}
          </button>
        </div>
      </form>
      <div className="modal-backdrop" aria-hidden="true" onClick={isSubmitting ? undefined : onClose} />
    </div>
  );
}
