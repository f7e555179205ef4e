// Invite someone to the farm (docs/product/staff.md "Invitations"): an e-mail address, a phone number or both, a
// role and an optional job title. The link and code go out by e-mail and SMS; field errors show under fields.
import { useUpgradePrompt } from '@/web/components/upgrade-prompt';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { showFieldErrors, failureMessage } from '@/shared/api/form-errors';
import { FormAlert } from '@/web/components/form/form-alert';
import { SelectField } from '@/web/components/form/select-field';
import { TextField } from '@/web/components/form/text-field';
import { useInvite } from '../hooks/use-staff-writes';
import { roleFromChoice, type RoleOption } from '../role-choice';
import { staffText } from '../i18n';
import { useModalEscape } from './use-modal-escape';

interface Values {
  email: string;
  phone_number: string;
  role_id: string;
  job_title: string;
}
const FIELDS = ['email', 'phone_number', 'role_id', 'job_title'] as const;

export function InviteDialog({
  farmId,
  farmName,
  roles,
  onClose,
}: {
  farmId: string;
  farmName: string;
  roles: RoleOption[];
  onClose: () => void;
}) {
  const titleId = useId();
  const invite = useInvite(farmId);
  const [failure, setFailure] = useState<string | null>(null);
  // Staff past the owner's package limit: the upgrade prompt, not an error (docs/product/packages.md).
  const upgrade = useUpgradePrompt();
  const form = useForm<Values>({
    defaultValues: {
      email: '',
      phone_number: '',
      role_id: roles.find((r) => r.value === 'worker')?.value ?? '',
      job_title: '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  useModalEscape(onClose, isSubmitting);

  const submit = form.handleSubmit(async ({ role_id: choice, ...values }) => {
    setFailure(null);
    upgrade.clear();
    try {
      const { role, role_id } = roleFromChoice(choice);
      await invite.mutateAsync({ ...values, role, role_id: role_id ?? undefined });
      onClose();
    } catch (error) {
      if (upgrade.handle(error)) return;
      if (!showFieldErrors(error, form.setError, FIELDS))
        setFailure(failureMessage(error, staffText.t('invitationCouldNotBeSent')));
    }
  });

  return (
    <div className="modal modal-open" role="dialog" aria-modal="true" aria-labelledby={titleId}>
      <form className="modal-box" onSubmit={submit} noValidate>
        <h2 id={titleId} className="text-lg font-bold">
          {staffText.t('inviteToFarm', { farmName })}
        </h2>
        <p className="mb-4 mt-1 text-sm text-base-content/70">{staffText.t('inviteExplanation')}</p>
        <div className="grid gap-3">
          {failure && <FormAlert kind="error">{failure}</FormAlert>}
          {upgrade.prompt}
          <TextField
            label={staffText.t('email')}
            type="email"
            autoComplete="off"
            hint={staffText.t('emailOrPhoneHint')}
            error={errors.email?.message}
            {...form.register('email')}
          />
          <TextField
            label={staffText.t('phone')}
            type="tel"
            autoComplete="off"
            placeholder={staffText.t('phonePlaceholder')}
            error={errors.phone_number?.message}
            {...form.register('phone_number')}
          />
          <SelectField
            label={staffText.t('role')}
            options={roles}
            error={errors.role_id?.message}
            {...form.register('role_id')}
          />
          <TextField
            label={staffText.t('jobTitle')}
            hint={staffText.t('optional')}
            error={errors.job_title?.message}
            {...form.register('job_title')}
          />
        </div>
        <div className="modal-action">
          <button type="button" className="btn btn-ghost" onClick={onClose} disabled={isSubmitting}>
            {staffText.t('cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
            {isSubmitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {staffText.t('sendInvitation')}
          </button>
        </div>
      </form>
      <div className="modal-backdrop" aria-hidden="true" onClick={isSubmitting ? undefined : onClose} />
    </div>
  );
}
