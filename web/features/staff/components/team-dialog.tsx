// Create or change a team (docs/product/staff.md "Teams"): a name used once on the farm, a description, and any
// of the farm's people as members. A name already taken shows under the name field.
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { StaffMember, Team } from '@/shared/api/staff';
import { failureMessage, showFieldErrors } from '@/shared/api/form-errors';
import { FormAlert } from '@/web/components/form/form-alert';
import { TextField } from '@/web/components/form/text-field';
import { useSaveTeam } from '../hooks/use-team-writes';
import { staffText } from '../i18n';
import { useModalEscape } from './use-modal-escape';

interface Values {
  name: string;
  description: string;
  member_ids: string[] | string | false;
}
const FIELDS = ['name', 'description', 'member_ids'] as const;

export function TeamDialog({
  farmId,
  team,
  people,
  onClose,
}: {
  farmId: string;
  team?: Team;
  people: StaffMember[];
  onClose: () => void;
}) {
  const titleId = useId();
  const save = useSaveTeam(farmId);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({
    defaultValues: {
      name: team?.name ?? '',
      description: team?.description ?? '',
      member_ids: team?.members.map((member) => member.id) ?? [],
    },
  });
  const { errors, isSubmitting } = form.formState;
  useModalEscape(onClose, isSubmitting);

  const submit = form.handleSubmit(async ({ member_ids, ...values }) => {
    setFailure(null);
    // One checkbox alone reads as its value or false rather than a list.
    const ids = (Array.isArray(member_ids) ? member_ids : [member_ids]).filter(
      (id): id is string => typeof id === 'string',
    );
    try {
      await save.mutateAsync({ id: team?.id, input: { ...values, member_ids: ids } });
      onClose();
    } catch (error) {
      if (!showFieldErrors(error, form.setError, FIELDS))
        setFailure(failureMessage(error, staffText.t('teamCouldNotBeSaved')));
    }
  });

  return (
    <div className="modal modal-open" role="dialog" aria-modal="true" aria-labelledby={titleId}>
      <form className="modal-box" onSubmit={submit} noValidate>
        <h2 id={titleId} className="mb-4 text-lg font-bold">
          {team ? staffText.t('editName', { name: team.name }) : staffText.t('newTeam')}
        </h2>
        <div className="grid gap-3">
          {failure && <FormAlert kind="error">{failure}</FormAlert>}
          <TextField
            label={staffText.t('teamName')}
            error={errors.name?.message}
            {...form.register('name')}
          />
          <TextField
            label={staffText.t('description')}
            hint={staffText.t('optional')}
            error={errors.description?.message}
            {...form.register('description')}
          />
          <fieldset className="fieldset">
            <legend className="fieldset-legend text-sm">{staffText.t('members')}</legend>
            <div className="grid max-h-60 gap-2 overflow-y-auto sm:grid-cols-2">
              {people.map((person) => (
                <label key={person.user_id} className="label cursor-pointer justify-start gap-2">
                  <input
                    type="checkbox"
                    className="checkbox checkbox-sm"
                    value={person.user_id}
                    {...form.register('member_ids')}
                  />
                  {person.name}
                </label>
              ))}
            </div>
            {errors.member_ids?.message && <p className="text-sm text-error">{errors.member_ids.message}</p>}
          </fieldset>
        </div>
        <div className="modal-action">
          <button type="button" className="btn btn-ghost" onClick={onClose} disabled={isSubmitting}>
            {staffText.t('cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
            {isSubmitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {team ? staffText.t('saveChanges') : staffText.t('createTeam')}
          </button>
        </div>
      </form>
      <div className="modal-backdrop" aria-hidden="true" onClick={isSubmitting ? undefined : onClose} />
    </div>
  );
}
