import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import toast from 'react-hot-toast';
import { updateProfile } from '@/shared/api/auth';
import { toApiRequestError } from '@/shared/api/errors';
import { ProfileInput } from '@/shared/contracts/auth';
import { paths } from '@/shared/routes/paths';
import { useApi } from '@/web/lib/api';
import { useSession } from '@/web/lib/session';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { FormAlert } from '@/web/components/form/form-alert';
import { TextField } from '@/web/components/form/text-field';
import { SettingsCard } from './settings-card';
import { settingsText } from '@/web/features/settings/i18n';

type Values = z.input<typeof ProfileInput>;

/** Your Profile: name and phone number; the e-mail address is shown but not changed here. */
export function ProfileSettings() {
  useDocumentTitle(settingsText.t('yourProfile'));
  const api = useApi();
  const { user, setUser } = useSession();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values, unknown, z.output<typeof ProfileInput>>({
    resolver: zodResolver(ProfileInput),
    values: { name: user?.name ?? '', phone_number: user?.phone_number ?? '' },
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isSubmitting, isDirty } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const updated = await updateProfile(api, values);
      setUser(updated);
      form.reset({ name: updated.name, phone_number: updated.phone_number ?? '' });
      toast.success(settingsText.t('profileSaved'));
    } catch (error) {
      const apiError = toApiRequestError(error);
      for (const field of ['name', 'phone_number'] as const) {
        const message = apiError.fieldErrors?.[field]?.[0];
        if (message) form.setError(field, { type: 'server', message });
      }
      setFailure(apiError.message);
    }
  });

  if (!user) return null;
  const phoneUnverified = Boolean(user.phone_number) && !user.phone_verified_at;

  return (
    <SettingsCard title={settingsText.t('yourProfile2')} description={settingsText.t('howYouAppearToThe')}>
      {failure && <FormAlert kind="error">{failure}</FormAlert>}
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
        <TextField
          label={settingsText.t('email')}
          type="email"
          value={user.email}
          readOnly
          disabled
          hint={settingsText.t('emailHint')}
        />
        <TextField
          label={settingsText.t('name')}
          autoComplete="name"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextField
          label={settingsText.t('phoneNumber')}
          type="tel"
          autoComplete="tel"
          placeholder="+254712345678"
          hint={settingsText.t('phoneHint')}
          error={errors.phone_number?.message}
          {...form.register('phone_number')}
        />
        {phoneUnverified && (
          <p className="text-sm">
            {settingsText.t('yourPhoneNumberIsNot')}{' '}
            <Link to={paths.verification} className="link link-primary">
              {settingsText.t('verifyItNow')}
            </Link>
          </p>
        )}
        <div>
          <button type="submit" className="btn btn-primary" disabled={isSubmitting || !isDirty}>
            {isSubmitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {settingsText.t('saveProfile')}
          </button>
        </div>
      </form>
    </SettingsCard>
  );
}
