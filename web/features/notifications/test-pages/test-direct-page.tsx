// /test-direct-notification (docs/product/notifications.md GET /direct-test-notification/{address}?message=): one notification to an
// address; the server lets a user send only to their own, a superadmin to anyone's.
import { useState } from 'react';
import { sendDirectTestNotification } from '@/shared/api/notification-diagnostics';
import { useApi } from '@/web/lib/api';
import { useSession } from '@/web/lib/session';
import { localizeMessage } from '@/shared/i18n/messages';
import { useNotificationRealtime } from '../hooks/use-realtime';
import { describeSendError, SendResultAlert, type SendResult } from './send-result';
import { TestPageFrame } from './test-page-frame';
import { notificationsText } from '@/web/features/notifications/i18n';

export function TestDirectPage() {
  const api = useApi();
  const { user } = useSession();
  const { state } = useNotificationRealtime(user?.id ?? null);
  const [address, setAddress] = useState(user?.email ?? '');
  const [message, setMessage] = useState(() => notificationsText.t('directTestMessage'));
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<SendResult | null>(null);

  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setResult(null);
    try {
      const answer = await sendDirectTestNotification(api, address.trim(), message);
      setResult({
        kind: 'success',
        text: answer.message ? localizeMessage(answer.message) : notificationsText.t('sentShort'),
      });
    } catch (error) {
      setResult(describeSendError(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <TestPageFrame
      title={notificationsText.t('testADirectNotification')}
      realtimeState={state}
      intro={notificationsText.t('testDirectIntro')}
    >
      <form onSubmit={send} className="card border border-base-300 bg-base-100">
        <div className="card-body gap-3 p-4 sm:p-5">
          <label className="flex flex-col gap-1 text-sm">
            {notificationsText.t('address')}
            <input
              className="input input-sm w-full"
              value={address}
              onChange={(e) => setAddress(e.target.value)}
            />
          </label>
          <label className="flex flex-col gap-1 text-sm">
            {notificationsText.t('message')}
            <input
              className="input input-sm w-full"
              value={message}
              onChange={(e) => setMessage(e.target.value)}
            />
          </label>
          <div>
            <button
              type="submit"
              className="btn btn-primary btn-sm"
              disabled={!user || busy || !address.trim()}
            >
              {notificationsText.t('sendDirectNotification')}
            </button>
          </div>
          <SendResultAlert result={result} />
        </div>
      </form>
    </TestPageFrame>
  );
}
