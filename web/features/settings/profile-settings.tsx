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

type Values = z.input<typeof ProfileInput>;

/** Your Profile: name and phone number; the e-mail address is shown but not changed here. */
export function ProfileSettings() {
  useDocumentTitle('Your profile');
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
      toast.success('Profile saved');
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
    <SettingsCard
      title="Your Profile"
      description="How you appear to the people you work with, and how we reach you."
    >
      {failure && <FormAlert kind="error">{failure}</FormAlert>}
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
        <TextField
          label="Email"
          type="email"
          value={user.email}
          readOnly
          disabled
          hint="Your e-mail address is your sign-in name and cannot be changed here."
        />
        <TextField label="Name" autoComplete="name" error={errors.name?.message} {...form.register('name')} />
        <TextField
          label="Phone number"
          type="tel"
          autoComplete="tel"
          placeholder="+254712345678"
          hint="With the country code, like +254712345678. Leave empty to remove it. A new number needs to be verified again."
          error={errors.phone_number?.message}
          {...form.register('phone_number')}
        />
        {phoneUnverified && (
          <p className="text-sm">
            Your phone number is not verified yet.{' '}
            <Link to={paths.verification} className="link link-primary">
              Verify it now
            </Link>
          </p>
        )}
        <div>
          <button type="submit" className="btn btn-primary" disabled={isSubmitting || !isDirty}>
            {isSubmitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            Save profile
          </button>
        </div>
      </form>
    </SettingsCard>
  );
}
