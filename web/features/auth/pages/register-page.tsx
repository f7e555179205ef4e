import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { register as registerAccount } from '@/shared/api/auth';
import { getPlatformInfo } from '@/shared/api/system-settings';
import { toApiRequestError } from '@/shared/api/errors';
import { RegisterInput } from '@/shared/contracts/auth';
import { paths } from '@/shared/routes/paths';
import { useApi } from '@/web/lib/api';
import { useSession } from '@/web/lib/session';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { FormAlert } from '@/web/components/form/form-alert';
import { PasswordField } from '@/web/components/form/password-field';
import { SelectField } from '@/web/components/form/select-field';
import { TextField } from '@/web/components/form/text-field';
import { countryCodeOptions, joinPhone } from '../country-codes';
import { authText } from '@/web/features/auth/i18n';

// The form keeps the calling code apart from the number; the contract checks the joined E.164 number.
const RegisterForm = z
  .object({ country_code: z.string(), phone_local: z.string() })
  .extend(RegisterInput.omit({ phone_number: true, captcha_token: true }).shape)
  .transform((v, ctx) => {
    const phone = joinPhone(v.country_code, v.phone_local);
    const parsed = RegisterInput.shape.phone_number.safeParse(phone);
    if (!parsed.success) {
      ctx.addIssue({
        code: 'custom',
        path: ['phone_local'],
        message: parsed.error.issues[0]?.message ?? authText.t('checkThePhoneNumber'),
      });
      return z.NEVER;
    }
    return {
      name: v.name,
      email: v.email,
      password: v.password,
      user_type: v.user_type,
      phone_number: parsed.data,
    };
  });
type FormValues = z.input<typeof RegisterForm>;

const ACCOUNT_TYPES = [
  { value: 'farmer', labelKey: 'accountTypeFarmer' },
  { value: 'organization', labelKey: 'accountTypeOrganization' },
  { value: 'individual', labelKey: 'accountTypeIndividual' },
] as const;

// Server field names → form fields, for per-field messages of a 422 answer.
const FIELD_FOR: Record<string, keyof FormValues> = {
  name: 'name',
  email: 'email',
  password: 'password',
  phone_number: 'phone_local',
  user_type: 'user_type',
};

/**
 * docs/product/system-settings.md "Registration": by invitation, the page says so and takes the invited address
 * from the invitation link (?email=…&invitation=…).
 */
function useInvitationOnly() {
  const api = useApi();
  const [invitationOnly, setInvitationOnly] = useState(false);
  useEffect(() => {
    let current = true;
    getPlatformInfo(api)
      .then((info) => current && setInvitationOnly(info.registration_mode === 'invitation'))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [api]);
  return invitationOnly;
}

export function RegisterPage() {
  useDocumentTitle(authText.t('createAnAccount'));
  const api = useApi();
  const { signIn } = useSession();
  const [failure, setFailure] = useState<string | null>(null);
  const invitationOnly = useInvitationOnly();
  const [searchParams] = useSearchParams();
  const invitedEmail = searchParams.get('email') ?? '';
  const invitationCode = searchParams.get('invitation');
  const form = useForm<FormValues, unknown, z.output<typeof RegisterForm>>({
    resolver: zodResolver(RegisterForm),
    defaultValues: {
      name: '',
      email: invitedEmail,
      password: '',
      country_code: '+254',
      phone_local: '',
      user_type: 'farmer',
    },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const auth = await registerAccount(api, values);
      signIn(auth, { to: paths.verification });
    } catch (error) {
      const apiError = toApiRequestError(error);
      let placed = false;
      for (const [field, messages] of Object.entries(apiError.fieldErrors ?? {})) {
        const target = FIELD_FOR[field];
        if (target && messages[0]) {
          form.setError(target, { type: 'server', message: messages[0] });
          placed = true;
        }
      }
      setFailure(placed ? authText.t('pleaseCorrectTheFieldsMarkedBelow') : apiError.message);
    }
  });

  return (
    <>
      <div>
        <h1 className="text-2xl font-bold">{authText.t('createYourAccount')}</h1>
        <p className="mt-1 text-sm text-base-content/70">{authText.t('keepYourFarmRecordsIn')}</p>
      </div>
      {(invitationOnly || invitationCode) && (
        <FormAlert kind="info">
          {invitationCode
            ? authText.t('registerWithInvitation', { code: invitationCode })
            : authText.t('registrationByInvitationOnly')}
        </FormAlert>
      )}
      {failure && <FormAlert kind="error">{failure}</FormAlert>}
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
        <TextField
          label={authText.t('name')}
          autoComplete="name"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextField
          label={authText.t('email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <PasswordField
          label={authText.t('password')}
          autoComplete="new-password"
          hint={authText.t('passwordHintRegister')}
          error={errors.password?.message}
          {...form.register('password')}
        />
        <div className="grid grid-cols-[minmax(0,9rem)_minmax(0,1fr)] items-start gap-2">
          <SelectField
            label={authText.t('countryCode')}
            options={countryCodeOptions()}
            {...form.register('country_code')}
          />
          <TextField
            label={authText.t('phoneNumber')}
            type="tel"
            autoComplete="tel-national"
            inputMode="tel"
            placeholder="712 345 678"
            hint={authText.t('phoneHintRegister')}
            error={errors.phone_local?.message}
            {...form.register('phone_local')}
          />
        </div>
        <SelectField
          label={authText.t('accountType')}
          options={ACCOUNT_TYPES.map(({ value, labelKey }) => ({ value, label: authText.t(labelKey) }))}
          error={errors.user_type?.message}
          {...form.register('user_type')}
        />
        <button type="submit" className="btn btn-primary mt-1" disabled={isSubmitting}>
          {isSubmitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {authText.t('createAccount')}
        </button>
        <p className="text-xs text-base-content/70">
          {authText.t('byCreatingAnAccountYou')}{' '}
          <Link to={paths.terms} className="link">
            {authText.t('termsOfService')}
          </Link>{' '}
          {authText.t('andThe')}{' '}
          <Link to={paths.privacy} className="link">
            {authText.t('privacyPolicy')}
          </Link>
          .
        </p>
      </form>
      <p className="text-center text-sm">
        {authText.t('alreadyHaveAnAccount')}{' '}
        <Link to={paths.login} className="link link-primary font-medium">
          {authText.t('logIn')}
        </Link>
      </p>
    </>
  );
}
