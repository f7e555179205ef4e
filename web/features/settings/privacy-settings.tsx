import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import toast from 'react-hot-toast';
import { changePassword } from '@/shared/api/auth';
import { toApiRequestError } from '@/shared/api/errors';
import { ChangePasswordInput } from '@/shared/contracts/auth';
import { useApi } from '@/web/lib/api';
import { useSession } from '@/web/lib/session';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { FormAlert } from '@/web/components/form/form-alert';
import { PasswordField } from '@/web/components/form/password-field';
import { SettingsCard } from './settings-card';
import { settingsText } from '@/web/features/settings/i18n';

export function PrivacySettings() {
  useDocumentTitle(settingsText.t('privacySettings'));
  return (
    <>
      <ChangePasswordCard />
      <SessionsCard />
    </>
  );
}

function ChangePasswordCard() {
  const api = useApi();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<z.input<typeof ChangePasswordInput>, unknown, z.output<typeof ChangePasswordInput>>({
    resolver: zodResolver(ChangePasswordInput),
    defaultValues: { current_password: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      // The answer's new token replaces ours (the API client); other sessions are signed out by the server.
      await changePassword(api, values);
      form.reset();
      toast.success(settingsText.t('passwordChangedYourOtherSessions'));
    } catch (error) {
      const apiError = toApiRequestError(error);
      for (const field of ['current_password', 'password'] as const) {
        const message = apiError.fieldErrors?.[field]?.[0];
        if (message) form.setError(field, { type: 'server', message });
      }
      setFailure(apiError.message);
    }
  });

  return (
    <SettingsCard
      title={settingsText.t('password')}
      description={settingsText.t('changingYourPasswordSignsYou')}
    >
      {failure && <FormAlert kind="error">{failure}</FormAlert>}
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
        <PasswordField
          label={settingsText.t('currentPassword')}
          autoComplete="current-password"
          error={errors.current_password?.message}
          {...form.register('current_password')}
        />
        <PasswordField
          label={settingsText.t('newPassword')}
          autoComplete="new-password"
          hint={settingsText.t('atLeast8Characters')}
          error={errors.password?.message}
          {...form.register('password')}
        />
        <div>
          <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
            {isSubmitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {settingsText.t('changePassword')}
          </button>
        </div>
      </form>
    </SettingsCard>
  );
}

function SessionsCard() {
  const { signOut } = useSession();
  const [busy, setBusy] = useState(false);
  return (
    <SettingsCard title={settingsText.t('sessions')} description={settingsText.t('signedInOnAPhone')}>
      <div>
        <button
          type="button"
          className="btn btn-outline btn-error"
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            await signOut({ everywhere: true });
          }}
        >
          {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {settingsText.t('signOutOfAllSessions')}
        </button>
      </div>
    </SettingsCard>
  );
}
