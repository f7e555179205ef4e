// /realtime-debugger (docs/product/realtime.md "a debugger page for the realtime messaging service"): connection state, socket
// id, the channels subscribed and a live log of every event on them.
import { useEffect, useState } from 'react';
import type { RealtimeEvent } from '@/shared/notifications/realtime';
import { useSession } from '@/web/lib/session';
import { formatDateTime } from '@/shared/i18n/format';
import { useNotificationRealtime } from '../hooks/use-realtime';
import { TestPageFrame } from './test-page-frame';
import { notificationsText } from '@/web/features/notifications/i18n';

/** The WebSocket scheme pusher-js uses (a protocol name, not language). */
const wsScheme = (tls: boolean | undefined) => (tls ? 'wss' : 'ws');

const LOG_LIMIT = 200;

export function RealtimeDebuggerPage() {
  const { user } = useSession();
  const [attempt, setAttempt] = useState(0);
  const [log, setLog] = useState<RealtimeEvent[]>([]);
  const { state, handle } = useNotificationRealtime(
    user?.id ?? null,
    { onEvent: (event) => setLog((list) => [event, ...list].slice(0, LOG_LIMIT)) },
    attempt,
  );
  // The socket id and the accepted channels change without a state change: look again every second.
  const [, tick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => tick((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, []);
  const config = handle?.config;
  const channels = handle?.channels() ?? [];

  return (
    <TestPageFrame
      title={notificationsText.t('realtimeDebugger')}
      realtimeState={state}
      intro={notificationsText.t('realtimeDebuggerIntro')}
    >
      <section
        aria-label={notificationsText.t('connection')}
        className="card border border-base-300 bg-base-100"
      >
        <dl className="card-body grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 p-4 text-sm">
          <dt className="text-base-content/70">{notificationsText.t('state')}</dt>
          <dd data-testid="debugger-state">{state}</dd>
          <dt className="text-base-content/70">{notificationsText.t('socketId')}</dt>
          <dd className="font-mono">{handle?.socketId() ?? '—'}</dd>
          <dt className="text-base-content/70">{notificationsText.t('channels')}</dt>
          <dd className="font-mono">{channels.length ? channels.sort().join(', ') : '—'}</dd>
          <dt className="text-base-content/70">{notificationsText.t('endpoint')}</dt>
          <dd className="font-mono">
            {config
              ? notificationsText.t('endpointKey', {
                  endpoint: `${wsScheme(config.forceTLS)}://${config.wsHost}:${config.wsPort}`,
                  key: config.key,
                })
              : '—'}
          </dd>
        </dl>
      </section>
      <div className="flex gap-2">
        <button
          type="button"
          className="btn btn-sm"
          onClick={() => setAttempt((n) => n + 1)}
          disabled={!user}
        >
          {notificationsText.t('reconnect')}
        </button>
        <button type="button" className="btn btn-sm btn-ghost" onClick={() => setLog([])}>
          {notificationsText.t('clearLog')}
        </button>
      </div>
      <section
        aria-label={notificationsText.t('eventLog')}
        className="card border border-base-300 bg-base-100"
      >
        <div className="card-body p-4">
          <h2 className="font-semibold">{notificationsText.t('eventLog')}</h2>
          {log.length === 0 ? (
            <p className="text-sm text-base-content/70">{notificationsText.t('noEventsYet')}</p>
          ) : (
            <ol className="max-h-[28rem] space-y-1 overflow-y-auto font-mono text-xs">
              {log.map((e, i) => (
                <li key={`${e.at.getTime()}-${i}`} className="break-all border-b border-base-300 pb-1">
                  <span className="text-base-content/60">
                    {formatDateTime(e.at, { timeStyle: 'medium' })}
                  </span>{' '}
                  <span className="font-semibold">{e.event}</span>
                  {e.channel && (
                    <span className="text-base-content/60">
                      {' '}
                      {notificationsText.t('onChannel', { channel: e.channel })}
                    </span>
                  )}
                  {e.data !== null && e.data !== undefined && (
                    <pre className="whitespace-pre-wrap">{JSON.stringify(e.data)}</pre>
                  )}
                </li>
              ))}
            </ol>
          )}
        </div>
      </section>
    </TestPageFrame>
  );
}
