// Accepting as a new person: the account is created with the invited e-mail (or, for an SMS invitation, the
// person's own) and signed in. An e-mail that already has an account is told to log in instead.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { AcceptInvitationResponse } from '@/shared/api/staff';
import { failureMessage, showFieldErrors } from '@/shared/api/form-errors';
import { FormAlert } from '@/web/components/form/form-alert';
import { PasswordField } from '@/web/components/form/password-field';
import { TextField } from '@/web/components/form/text-field';
import { staffText } from '../i18n';

interface Values {
  name: string;
  email: string;
  password: string;
}
const FIELDS = ['name', 'email', 'password'] as const;

export function JoinNewAccountForm({
  farmName,
  onAccept,
}: {
  farmName: string;
  onAccept: (account: Values) => Promise<AcceptInvitationResponse>;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({ defaultValues: { name: '', email: '', password: '' } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onAccept(values);
    } catch (error) {
      if (!showFieldErrors(error, form.setError, FIELDS))
        setFailure(failureMessage(error, staffText.t('couldNotJoin')));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      {failure && <FormAlert kind="error">{failure}</FormAlert>}
      <TextField
        label={staffText.t('yourName')}
        autoComplete="name"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <TextField
        label={staffText.t('email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        hint={staffText.t('invitedEmailHint')}
        error={errors.email?.message}
        {...form.register('email')}
      />
      <PasswordField
        label={staffText.t('choosePassword')}
        autoComplete="new-password"
        hint={staffText.t('passwordHint')}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <button type="submit" className="btn btn-primary mt-1" disabled={isSubmitting}>
        {isSubmitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {staffText.t('createAccountAndJoin', { farmName })}
      </button>
    </form>
  );
}
