// The server address (default http://localhost:8000). Another server needs its host permission,
// asked for here while the person's click still counts as a gesture (docs/decisions/010).
import { useEffect, useState, type FormEvent } from 'react';
import { browser } from 'wxt/browser';
import { normalizeServerAddress, originPermission } from '../../server-address';
import { DEFAULT_SERVER_URL, serverUrlItem } from '../../storage-items';
import { usePageLanguage } from '../use-language';
import { useApi, useSession } from '../use-session';
import { useStored } from '../use-stored';
import { extensionText } from '@/extension/i18n';

/** In English (docs/product/extension.md); shown in the person's language (extension/i18n). */
export const PERMISSION_REFUSED = 'Shamba needs permission to reach that server. Save again and allow it.';
type MessageKey = 'invalidServerAddress' | 'permissionRefused' | 'savedSignIn' | 'saved';

export function OptionsApp() {
  const { session } = useSession();
  const { api } = useApi();
  usePageLanguage(session ? api : null);
  const stored = useStored(serverUrlItem);
  const [address, setAddress] = useState('');
  // A key, not a text, so the message follows the language.
  const [message, setMessage] = useState<{ key: MessageKey; ok: boolean } | null>(null);
  useEffect(() => {
    if (stored.loaded) setAddress(stored.value);
  }, [stored.loaded, stored.value]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const origin = normalizeServerAddress(address);
    if (!origin) return setMessage({ key: 'invalidServerAddress', ok: false });
    const granted = await browser.permissions.request({ origins: [originPermission(origin)] });
    if (!granted) return setMessage({ key: 'permissionRefused', ok: false });
    const changed = origin !== stored.value;
    await serverUrlItem.setValue(origin);
    setAddress(origin);
    setMessage({ key: changed ? 'savedSignIn' : 'saved', ok: true });
  };

  return (
    <main className="mx-auto flex max-w-lg flex-col gap-4 p-6">
      <h1 className="text-xl font-semibold">{extensionText.t('shambaExtensionSettings')}</h1>
      <form onSubmit={save} className="card bg-base-100 flex flex-col gap-3 p-4 shadow-sm">
        <label className="flex flex-col gap-1 text-sm">
          {extensionText.t('serverAddress')}
          <input
            className="input w-full"
            value={address}
            placeholder={DEFAULT_SERVER_URL}
            onChange={(e) => setAddress(e.target.value)}
          />
        </label>
        <p className="text-base-content/70 text-xs">{extensionText.t('theAddressOfYourShamba')}</p>
        {message && (
          <p
            role={message.ok ? 'status' : 'alert'}
            className={message.ok ? 'text-success text-sm' : 'text-error text-sm'}
          >
            {extensionText.t(message.key)}
          </p>
        )}
        <button type="submit" className="btn btn-primary self-start">
          {extensionText.t('save')}
        </button>
      </form>
    </main>
  );
}
