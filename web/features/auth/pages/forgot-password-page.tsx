import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import toast from 'react-hot-toast';
import { forgotPassword, resetPassword } from '@/shared/api/auth';
import { ForgotPasswordInput, ResetPasswordInput } from '@/shared/contracts/auth';
import { paths } from '@/shared/routes/paths';
import { useApi } from '@/web/lib/api';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { FormAlert } from '@/web/components/form/form-alert';
import { PasswordField } from '@/web/components/form/password-field';
import { TextField } from '@/web/components/form/text-field';
import { errorMessage } from '../error-message';
import { authText } from '@/web/features/auth/i18n';

/** Step 1 asks for the e-mail address; step 2 takes the code from that e-mail and the new password. */
export function ForgotPasswordPage() {
  useDocumentTitle(authText.t('resetYourPassword'));
  const [email, setEmail] = useState<string | null>(null);
  return (
    <>
      <div>
        <h1 className="text-2xl font-bold">{authText.t('resetYourPassword')}</h1>
        <p className="mt-1 text-sm text-base-content/70">
          {email ? authText.t('enterTheCodeWeE') : authText.t('enterTheEMailAddress')}
        </p>
      </div>
      {email ? (
        <ResetStep email={email} onChangeEmail={() => setEmail(null)} />
      ) : (
        <EmailStep onSent={setEmail} />
      )}
      <p className="text-center text-sm">
        {authText.t('rememberedIt')}{' '}
        <Link to={paths.login} className="link link-primary font-medium">
          {authText.t('backToLogIn')}
        </Link>
      </p>
    </>
  );
}

function EmailStep({ onSent }: { onSent: (email: string) => void }) {
  const api = useApi();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<z.input<typeof ForgotPasswordInput>, unknown, z.output<typeof ForgotPasswordInput>>({
    resolver: zodResolver(ForgotPasswordInput),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await forgotPassword(api, email);
      onSent(email);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
      {failure && <FormAlert kind="error">{failure}</FormAlert>}
      <TextField
        label={authText.t('email')}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
        {isSubmitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {authText.t('sendResetCode')}
      </button>
    </form>
  );
}

const ResetForm = ResetPasswordInput.omit({ email: true });

function ResetStep({ email, onChangeEmail }: { email: string; onChangeEmail: () => void }) {
  const api = useApi();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<z.input<typeof ResetForm>, unknown, z.output<typeof ResetForm>>({
    resolver: zodResolver(ResetForm),
    defaultValues: { code: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await resetPassword(api, { email, ...values });
      toast.success(authText.t('yourPasswordHasBeenReset'));
      navigate(paths.login, { replace: true });
    } catch (error) {
      setFailure(errorMessage(error));
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
      <FormAlert kind="info">
        {authText.t('ifAnAccountExistsFor')} <strong>{email}</strong>
        {authText.t('a6DigitCodeIs')}{' '}
        <button type="button" className="link" onClick={onChangeEmail}>
          {authText.t('useADifferentEMail')}
        </button>
      </FormAlert>
      {failure && <FormAlert kind="error">{failure}</FormAlert>}
      <TextField
        label={authText.t('verificationCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={errors.code?.message}
        {...form.register('code')}
      />
      <PasswordField
        label={authText.t('newPassword')}
        autoComplete="new-password"
        hint={authText.t('atLeast8Characters')}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
        {isSubmitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {authText.t('resetPassword')}
      </button>
    </form>
  );
}
