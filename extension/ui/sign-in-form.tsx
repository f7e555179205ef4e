// The popup signs in with e-mail and password against the server chosen on the options page.
import { useState, type FormEvent } from 'react';
import { browser } from 'wxt/browser';
import { failureMessage } from '@/shared/api/form-errors';
import { SESSION_EXPIRED_MESSAGE, signIn } from '../session';
import { signOutNoticeItem } from '../storage-items';
import { useApi } from './use-session';
import { useStored } from './use-stored';
import { extensionText } from '@/extension/i18n';

export function SignInForm() {
  const { api, serverUrl } = useApi();
  const notice = useStored(signOutNoticeItem).value;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setPending(true);
    try {
      await signIn(api, email, password);
    } catch (failure) {
      setError(failureMessage(failure, extensionText.t('signInFailed')));
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-3 p-4" aria-label={extensionText.t('signIn')}>
      <h1 className="text-lg font-semibold">{extensionText.t('signInToShamba')}</h1>
      {notice && (
        <div role="alert" className="alert alert-warning text-sm">
          {notice === SESSION_EXPIRED_MESSAGE ? extensionText.t('sessionEnded') : notice}
        </div>
      )}
      <label className="flex flex-col gap-1 text-sm">
        {extensionText.t('email')}
        <input
          className="input input-sm w-full"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </label>
      <label className="flex flex-col gap-1 text-sm">
        {extensionText.t('password')}
        <input
          className="input input-sm w-full"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </label>
      {error && (
        <p role="alert" className="text-error text-sm">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-primary btn-sm" disabled={pending}>
        {pending ? extensionText.t('signingIn') : extensionText.t('signIn')}
      </button>
      <p className="text-base-content/70 text-xs">
        {extensionText.t('server')} {serverUrl}.{' '}
        <button
          type="button"
          className="link link-primary"
          onClick={() => void browser.runtime.openOptionsPage()}
        >
          {extensionText.t('changeServer')}
        </button>
      </p>
    </form>
  );
}
