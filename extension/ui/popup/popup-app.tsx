// The toolbar popup (docs/product/extension.md): sign-in, or the unread notifications, my tasks today, quick stock
// actions and the actions still waiting for the connection.
import { useEffect } from 'react';
import { Spinner } from '@/shared/ui/spinner';
import { askWorker } from '../../messages';
import { registerPushIfConfigured } from '../../push-registration';
import { signOut } from '../../session';
import { SignInForm } from '../sign-in-form';
import { usePageLanguage } from '../use-language';
import { useApi, useSession } from '../use-session';
import { MyTasks } from './my-tasks';
import { PendingActions } from './pending-actions';
import { PopupFooter } from './popup-footer';
import { POPUP_READY_MARK } from './ready-mark';
import { QuickStock } from './quick-stock';
import { UnreadNotifications } from './unread-notifications';
import { extensionText } from '@/extension/i18n';

export function PopupApp() {
  const { session, loaded } = useSession();
  const { api, serverUrl, loaded: serverLoaded } = useApi();
  const languageReady = usePageLanguage(session ? api : null);

  useEffect(() => {
    if (!session) return;
    performance.mark(POPUP_READY_MARK);
    // Opening the popup is a good moment to catch up: sync the inbox and send what was queued.
    void askWorker({ type: 'refresh' });
    void askWorker({ type: 'flush-queue' });
    void registerPushIfConfigured(api);
  }, [session, api]);

  if (!loaded || !serverLoaded || !languageReady)
    return <Spinner label={extensionText.t('loading')} className="m-4" />;
  if (!session) return <SignInForm />;
  return (
    <div className="flex flex-col">
      <header className="bg-primary text-primary-content flex items-center justify-between px-3 py-2">
        <span className="font-semibold">{extensionText.t('shamba')}</span>
        <span className="truncate text-xs opacity-90">{session.user.email}</span>
      </header>
      <UnreadNotifications serverUrl={serverUrl} />
      <MyTasks api={api} serverUrl={serverUrl} />
      <PendingActions />
      <QuickStock api={api} />
      <PopupFooter serverUrl={serverUrl} onSignOut={() => void signOut(api)} />
    </div>
  );
}
