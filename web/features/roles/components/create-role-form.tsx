// Create a custom role: a name, what it is for, and the built-in role whose permissions it starts from (one the
// creator's own role covers: nobody gives a role more than they have), or nothing but seeing the farm; the boxes
// are then tuned on the permissions page. The server's 422 messages (a name already used, a built-in's name) show
// under their fields.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import toast from 'react-hot-toast';
import { failureMessage, showFieldErrors } from '@/shared/api/form-errors';
import {
  BUILT_IN_FARM_ROLES,
  BUILT_IN_ROLE_PERMISSIONS,
  type FarmPermission,
} from '@/shared/contracts/farm-permissions';
import { ALWAYS_GRANTED, CreateFarmRoleInput } from '@/shared/contracts/farm-roles';
import { useFarmPermissions } from '@/web/lib/farm-permissions';
import { paths } from '@/shared/routes/paths';
import { FormAlert } from '@/web/components/form/form-alert';
import { SelectField } from '@/web/components/form/select-field';
import { TextField } from '@/web/components/form/text-field';
import { useCreateRole } from '../hooks/use-farm-roles';
import { roleName } from '../role-labels';
import { rolesText } from '@/web/features/roles/i18n';

const START_FROM = [...BUILT_IN_FARM_ROLES, 'nothing'] as const;
type StartFrom = (typeof START_FROM)[number];
const NewRoleForm = CreateFarmRoleInput.pick({ name: true, description: true }).extend({
  startFrom: z.enum(START_FROM),
});
const startingPermissions = (from: StartFrom): FarmPermission[] =>
  from === 'nothing' ? [...ALWAYS_GRANTED] : [...BUILT_IN_ROLE_PERMISSIONS[from]];
type Values = z.input<typeof NewRoleForm>;
const FIELDS = ['name', 'description'] as const;

export function CreateRoleForm({ farmId }: { farmId: string }) {
  const create = useCreateRole(farmId);
  const own = useFarmPermissions(farmId);
  const offered = START_FROM.filter((from) => startingPermissions(from).every((p) => own.includes(p)));
  const [failure, setFailure] = useState<string | null>(null);
  const [created, setCreated] = useState<{ id: string; name: string } | null>(null);
  const form = useForm<Values, unknown, z.output<typeof NewRoleForm>>({
    resolver: zodResolver(NewRoleForm),
    defaultValues: {
      name: '',
      description: '',
      startFrom: offered.includes('viewer') ? 'viewer' : 'nothing',
    },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ startFrom, ...values }) => {
    setFailure(null);
    setCreated(null);
    try {
      const role = await create.mutateAsync({
        ...values,
        permissions: startingPermissions(startFrom),
      });
      toast.success(rolesText.t('roleCreated', { name: role.name }));
      setCreated({ id: role.id, name: role.name });
      form.reset();
    } catch (error) {
      if (!showFieldErrors(error, form.setError, FIELDS))
        setFailure(failureMessage(error, rolesText.t('roleCouldNotBeCreated')));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={rolesText.t('newRole')} className="flex flex-col gap-3">
      {failure && <FormAlert kind="error">{failure}</FormAlert>}
      {created && (
        <FormAlert kind="success">
          {rolesText.t('roleCreatedTuneIt', { name: created.name })}{' '}
          <Link to={`${paths.farmer.permissions}?role=${encodeURIComponent(created.id)}`} className="link">
            {rolesText.t('setItsPermissions')}
          </Link>
        </FormAlert>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label={rolesText.t('roleName')} error={errors.name?.message} {...form.register('name')} />
        <SelectField
          label={rolesText.t('startFrom')}
          hint={rolesText.t('startFromHint')}
          options={offered.map((id) => ({
            value: id,
            label:
              id === 'nothing' ? rolesText.t('startFromNothing') : roleName({ id, name: id, built_in: true }),
          }))}
          {...form.register('startFrom')}
        />
      </div>
      <TextField
        label={rolesText.t('description')}
        hint={rolesText.t('optional')}
        error={errors.description?.message}
        {...form.register('description')}
      />
      <div>
        <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
          {isSubmitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {rolesText.t('createRole')}
        </button>
      </div>
    </form>
  );
}
