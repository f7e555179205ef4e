// /farmer/notifications/admin: the state of each of the user's channels on this device — realtime,
// push, browser notifications, sound — where e-mail and SMS are chosen, and a test notification to themselves.
import { useState } from 'react';
import { sendPushTest } from '@/shared/api/notification-diagnostics';
import { useApi } from '@/web/lib/api';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { FormAlert } from '@/web/components/form/form-alert';
import { BrowserPermissionCard } from '../components/browser-permission-card';
import { ChannelCard } from '../components/channel-card';
import { PageHeader } from '@/web/components/page-header';
import { PreferencesModal } from '../components/preferences/preferences-modal';
import { RealtimeCard } from '../components/realtime-card';
import { SoundPreferencesCard } from '../components/sound-preferences-card';
import { useNotifications } from '../lib/notifications-context';
import { pushOffMessage } from '../lib/push-client';
import { statusLabel } from '../lib/status-badges';
import { localizeMessage } from '@/shared/i18n/messages';
import { notificationsText } from '@/web/features/notifications/i18n';

export function ChannelsPage() {
  useDocumentTitle(notificationsText.t('notificationChannels'));
  const api = useApi();
  const notifications = useNotifications();
  const [preferencesOpen, setPreferencesOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);

  const sendTest = async () => {
    setSending(true);
    setResult(null);
    try {
      const answer = await sendPushTest(api);
      const status = statusLabel(answer.push.status);
      const push = answer.push.detail
        ? notificationsText.t('pushStatusDetail', { status, detail: localizeMessage(answer.push.detail) })
        : status;
      setResult({
        kind: 'success',
        text: notificationsText.t('testSentPush', { message: localizeMessage(answer.message), push }),
      });
    } catch (error) {
      setResult({
        kind: 'error',
        text: notificationsText.t('errorMessage', { message: localizeMessage((error as Error).message) }),
      });
    } finally {
      setSending(false);
    }
  };

  const push = notifications?.push;
  return (
    <>
      <PageHeader
        title={notificationsText.t('notificationChannels')}
        actions={
          <button
            type="button"
            className="btn btn-primary btn-sm"
            onClick={() => void sendTest()}
            disabled={sending}
          >
            {sending && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
            {notificationsText.t('sendMeATestNotification')}
          </button>
        }
        description={notificationsText.t('howNotificationsReachYouOn')}
      />
      {result && (
        <div className="mb-4">
          <FormAlert kind={result.kind}>{result.text}</FormAlert>
        </div>
      )}
      <div className="grid gap-4 md:grid-cols-2">
        <RealtimeCard
          state={notifications?.realtimeState ?? 'disconnected'}
          realtime={notifications?.realtime ?? null}
        />
        <ChannelCard
          title={notificationsText.t('push')}
          status={
            push?.configured === null
              ? notificationsText.t('pushChecking')
              : !push?.configured
                ? notificationsText.t('off')
                : push.tokenSaved
                  ? notificationsText.t('pushOn')
                  : notificationsText.t('pushNotRegistered')
          }
          variant={push?.configured ? (push.tokenSaved ? 'success' : 'warning') : 'outline'}
        >
          {push?.configured === false && <p>{pushOffMessage()}</p>}
          {push?.configured && !push.tokenSaved && <p>{notificationsText.t('pushIsSetUpFor')}</p>}
          {push?.tokenSaved && <p>{notificationsText.t('thisBrowserIsRegisteredFor')}</p>}
        </ChannelCard>
        <BrowserPermissionCard />
        <ChannelCard
          title={notificationsText.t('eMailAndSms')}
          status={notificationsText.t('perType')}
          variant="info"
        >
          <p>{notificationsText.t('chooseForEachKindOf')}</p>
          <button type="button" className="btn btn-sm btn-outline" onClick={() => setPreferencesOpen(true)}>
            {notificationsText.t('notificationSettings')}
          </button>
        </ChannelCard>
        <SoundPreferencesCard />
      </div>
      {preferencesOpen && <PreferencesModal onClose={() => setPreferencesOpen(false)} />}
    </>
  );
}
