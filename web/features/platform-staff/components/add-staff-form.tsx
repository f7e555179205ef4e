// "Add a staff member": name, e-mail and role. The server's 422s (a taken e-mail, an unknown role) show under
// their fields.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import toast from 'react-hot-toast';
import { failureMessage, showFieldErrors } from '@/shared/api/form-errors';
import { CreatePlatformStaffInput, type PlatformRole } from '@/shared/contracts/platform-staff';
import { FormAlert } from '@/web/components/form/form-alert';
import { SelectField } from '@/web/components/form/select-field';
import { TextField } from '@/web/components/form/text-field';
import { useAddStaff } from '../hooks/use-platform-staff';
import { roleName } from '../platform-labels';
import { platformStaffText } from '../i18n';

type Values = z.input<typeof CreatePlatformStaffInput>;
const FIELDS = ['name', 'email', 'role_id'] as const;

export function AddStaffForm({ roles }: { roles: PlatformRole[] }) {
  const add = useAddStaff();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values, unknown, z.output<typeof CreatePlatformStaffInput>>({
    resolver: zodResolver(CreatePlatformStaffInput),
    defaultValues: { name: '', email: '', role_id: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const member = await add.mutateAsync(values);
      toast.success(platformStaffText.t('staffAdded', { name: member.name }));
      form.reset();
    } catch (error) {
      if (!showFieldErrors(error, form.setError, FIELDS))
        setFailure(failureMessage(error, platformStaffText.t('staffCouldNotBeAdded')));
    }
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={platformStaffText.t('addStaff')}
      className="flex flex-col gap-3"
    >
      {failure && <FormAlert kind="error">{failure}</FormAlert>}
      <div className="grid gap-3 md:grid-cols-3">
        <TextField
          label={platformStaffText.t('name')}
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextField
          label={platformStaffText.t('email')}
          type="email"
          autoComplete="off"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <SelectField
          label={platformStaffText.t('role')}
          error={errors.role_id?.message}
          options={[
            { value: '', label: platformStaffText.t('chooseRole') },
            ...roles.map((role) => ({ value: role.id, label: roleName(role) })),
          ]}
          {...form.register('role_id')}
        />
      </div>
      <div>
        <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
          {isSubmitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {platformStaffText.t('add')}
        </button>
      </div>
    </form>
  );
}
