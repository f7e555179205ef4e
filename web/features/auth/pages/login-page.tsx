import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { login } from '@/shared/api/auth';
import { LoginInput } from '@/shared/contracts/auth';
import { paths } from '@/shared/routes/paths';
import { useApi } from '@/web/lib/api';
import { useSession } from '@/web/lib/session';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { FormAlert } from '@/web/components/form/form-alert';
import { PasswordField } from '@/web/components/form/password-field';
import { TextField } from '@/web/components/form/text-field';
import { errorMessage } from '../error-message';
import { afterSignIn, rememberedFrom } from '../post-sign-in';
import { authText } from '@/web/features/auth/i18n';

type Values = z.input<typeof LoginInput>;

export function LoginPage() {
  useDocumentTitle(authText.t('logIn'));
  const api = useApi();
  const { signIn } = useSession();
  const location = useLocation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values, unknown, LoginInput>({
    resolver: zodResolver(LoginInput),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const auth = await login(api, values);
      // The guest-only guard now leaves this page for the origin, or /verification first (docs/product/accounts.md).
      signIn(auth, afterSignIn(auth.user, rememberedFrom(location.state)));
    } catch (error) {
      // docs/product/accounts.md: the server's message when it gave one, otherwise "Invalid response format" and the like.
      setFailure(errorMessage(error));
    }
  });

  return (
    <>
      <div>
        <h1 className="text-2xl font-bold">{authText.t('logIn')}</h1>
        <p className="mt-1 text-sm text-base-content/70">{authText.t('welcomeBackLogInTo')}</p>
      </div>
      {failure && <FormAlert kind="error">{failure}</FormAlert>}
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
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
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <div className="text-right text-sm">
          <Link to={paths.forgotPassword} className="link link-primary">
            {authText.t('forgotYourPassword')}
          </Link>
        </div>
        <button type="submit" className="btn btn-primary mt-1" disabled={isSubmitting}>
          {isSubmitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {authText.t('logIn')}
        </button>
      </form>
      <p className="text-center text-sm">
        {authText.t('newToShamba')}{' '}
        <Link to={paths.register} className="link link-primary font-medium">
          {authText.t('createAnAccount')}
        </Link>
      </p>
    </>
  );
}
