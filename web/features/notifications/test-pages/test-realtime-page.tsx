// /test-realtime-notifications (docs/product/realtime.md): the realtime connection state (connected, disconnected or error) and
// every notification arriving live, with how long it took from creation to this page.
import { useState } from 'react';
import { generateTestNotification } from '@/shared/api/notification-diagnostics';
import type { RealtimeNotification } from '@/shared/notifications/realtime';
import { useApi } from '@/web/lib/api';
import { useSession } from '@/web/lib/session';
import { formatDateTime } from '@/shared/i18n/format';
import { useNotificationRealtime } from '../hooks/use-realtime';
import { describeSendError, SendResultAlert, type SendResult } from './send-result';
import { TestPageFrame } from './test-page-frame';
import { notificationsText } from '@/web/features/notifications/i18n';

interface Arrival extends RealtimeNotification {
  receivedAt: Date;
}

export function TestRealtimePage() {
  const api = useApi();
  const { user } = useSession();
  const [arrivals, setArrivals] = useState<Arrival[]>([]);
  const [result, setResult] = useState<SendResult | null>(null);
  const { state } = useNotificationRealtime(user?.id ?? null, {
    onNotification: (n) => setArrivals((list) => [{ ...n, receivedAt: new Date() }, ...list].slice(0, 50)),
  });

  const send = async () => {
    setResult(null);
    try {
      await generateTestNotification(api, {
        type: 'general',
        category: 'test',
        message: notificationsText.t('realtimeTestAt', {
          time: formatDateTime(new Date(), { timeStyle: 'medium' }),
        }),
      });
      setResult({ kind: 'success', text: notificationsText.t('sentAppearBelow') });
    } catch (error) {
      setResult(describeSendError(error));
    }
  };

  return (
    <TestPageFrame
      title={notificationsText.t('testRealtimeNotifications')}
      realtimeState={state}
      intro={notificationsText.t('testRealtimeIntro')}
    >
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" className="btn btn-primary btn-sm" disabled={!user} onClick={() => void send()}>
          {notificationsText.t('sendATestNotification')}
        </button>
        <SendResultAlert result={result} />
      </div>
      <section
        aria-label={notificationsText.t('receivedLive')}
        className="card border border-base-300 bg-base-100"
      >
        <div className="card-body p-4">
          <h2 className="font-semibold">{notificationsText.t('receivedLive')}</h2>
          {arrivals.length === 0 ? (
            <p className="text-sm text-base-content/70">{notificationsText.t('nothingYet')}</p>
          ) : (
            <ul className="divide-y divide-base-300">
              {arrivals.map((n) => (
                <li key={n.id} className="py-2 text-sm">
                  <span className="font-medium">{n.title}</span> — {n.message}
                  <span className="ml-2 text-xs text-base-content/60">
                    {notificationsText.t('severityValueMsAfterIt', {
                      severity: notificationsText.t(n.severity),
                      value: Math.max(0, n.receivedAt.getTime() - new Date(n.created_at).getTime()),
                    })}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
    </TestPageFrame>
  );
}
