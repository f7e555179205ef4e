// "Invite a farm": the owner's e-mail or the farm's id. The server's 422 (nothing found, a bad e-mail) shows under
// its field; a farm already invited or sharing shows above the form.
import { useUpgradePrompt } from '@/web/components/upgrade-prompt';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import toast from 'react-hot-toast';
import { failureMessage, showFieldErrors } from '@/shared/api/form-errors';
import { InviteFarmInput } from '@/shared/contracts/organizations';
import { FormAlert } from '@/web/components/form/form-alert';
import { TextField } from '@/web/components/form/text-field';
import { useInviteFarm } from '../hooks/use-organization-dashboard';
import { organizationsText } from '../i18n';

type Values = z.input<typeof InviteFarmInput>;
const FIELDS = ['email', 'farm_id'] as const;

export function InviteFarmForm() {
  const invite = useInviteFarm();
  const [failure, setFailure] = useState<string | null>(null);
  // Inviting farms is a package feature: a refusal shows the upgrade prompt (docs/product/packages.md).
  const upgrade = useUpgradePrompt();
  const form = useForm<Values, unknown, z.output<typeof InviteFarmInput>>({
    resolver: zodResolver(InviteFarmInput),
    defaultValues: { email: '', farm_id: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    upgrade.clear();
    try {
      const sent = await invite.mutateAsync({
        ...(values.email ? { email: values.email } : {}),
        ...(values.farm_id ? { farm_id: values.farm_id } : {}),
      });
      toast.success(
        sent.length === 1
          ? organizationsText.t('invitationSent')
          : organizationsText.t('invitationsSent', { count: sent.length }),
      );
      form.reset();
    } catch (error) {
      if (upgrade.handle(error)) return;
      if (!showFieldErrors(error, form.setError, FIELDS))
        setFailure(failureMessage(error, organizationsText.t('invitationCouldNotBeSent')));
    }
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={organizationsText.t('inviteAFarm')}
      className="flex flex-col gap-3"
    >
      {failure && <FormAlert kind="error">{failure}</FormAlert>}
      {upgrade.prompt}
      <div className="grid items-start gap-3 md:grid-cols-[1fr_auto_1fr]">
        <TextField
          label={organizationsText.t('ownerEmail')}
          type="email"
          autoComplete="off"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <span className="self-center pt-6 text-sm text-base-content/60">{organizationsText.t('or')}</span>
        <TextField
          label={organizationsText.t('farmId')}
          autoComplete="off"
          error={errors.farm_id?.message}
          {...form.register('farm_id')}
        />
      </div>
      <div>
        <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
          {isSubmitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {organizationsText.t('sendInvitation')}
        </button>
      </div>
    </form>
  );
}
