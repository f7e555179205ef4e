// "New role": a name and what it is for; it starts with farmers.view and its boxes are then ticked in the matrix.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import toast from 'react-hot-toast';
import { failureMessage, showFieldErrors } from '@/shared/api/form-errors';
import { CreatePlatformRoleInput } from '@/shared/contracts/platform-staff';
import { FormAlert } from '@/web/components/form/form-alert';
import { TextField } from '@/web/components/form/text-field';
import { useCreatePlatformRole } from '../hooks/use-platform-staff';
import { platformStaffText } from '../i18n';

const NewRole = CreatePlatformRoleInput.pick({ name: true, description: true });
type Values = z.input<typeof NewRole>;
const FIELDS = ['name', 'description'] as const;

export function CreatePlatformRoleForm({ onCreated }: { onCreated: (roleId: string) => void }) {
  const create = useCreatePlatformRole();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values, unknown, z.output<typeof NewRole>>({
    resolver: zodResolver(NewRole),
    defaultValues: { name: '', description: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const role = await create.mutateAsync({ ...values, permissions: ['farmers.view'] });
      toast.success(platformStaffText.t('roleCreated', { name: role.name }));
      form.reset();
      onCreated(role.id);
    } catch (error) {
      if (!showFieldErrors(error, form.setError, FIELDS))
        setFailure(failureMessage(error, platformStaffText.t('roleCouldNotBeCreated')));
    }
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={platformStaffText.t('newRole')}
      className="flex flex-col gap-3"
    >
      {failure && <FormAlert kind="error">{failure}</FormAlert>}
      <div className="grid gap-3 md:grid-cols-2">
        <TextField
          label={platformStaffText.t('roleName')}
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextField
          label={platformStaffText.t('description')}
          hint={platformStaffText.t('optional')}
          error={errors.description?.message}
          {...form.register('description')}
        />
      </div>
      <div>
        <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
          {platformStaffText.t('createRole')}
        </button>
      </div>
    </form>
  );
}
