// The side panel: the full notification list with filters, and inventory search with an item's
// details and recent movements.
import { useState } from 'react';
import { Spinner } from '@/shared/ui/spinner';
import { SignInForm } from '../sign-in-form';
import { usePageLanguage } from '../use-language';
import { useApi, useSession } from '../use-session';
import { InventoryPanel } from './inventory-panel';
import { NotificationsPanel } from './notifications-panel';
import { extensionText } from '@/extension/i18n';

const TABS = ['notifications', 'inventory'] as const;

type Tab = 'notifications' | 'inventory';

export function SidePanelApp() {
  const { session, loaded } = useSession();
  const { api, serverUrl } = useApi();
  const languageReady = usePageLanguage(session ? api : null);
  const [tab, setTab] = useState<Tab>('notifications');
  if (!loaded || !languageReady) return <Spinner label={extensionText.t('loading')} className="m-4" />;
  if (!session) return <SignInForm />;
  return (
    <div className="flex min-h-screen flex-col">
      <header className="bg-primary text-primary-content px-3 py-2 font-semibold">
        {extensionText.t('shamba')}
      </header>
      <div role="tablist" className="tabs tabs-border px-2">
        {TABS.map((name) => (
          <button
            key={name}
            role="tab"
            type="button"
            aria-selected={tab === name}
            className={tab === name ? 'tab tab-active' : 'tab'}
            onClick={() => setTab(name)}
          >
            {name === 'notifications' ? extensionText.t('notifications2') : extensionText.t('inventory')}
          </button>
        ))}
      </div>
      {tab === 'notifications' ? (
        <NotificationsPanel api={api} serverUrl={serverUrl} />
      ) : (
        <InventoryPanel api={api} />
      )}
    </div>
  );
}
