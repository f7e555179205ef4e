// The realtime channel of this browser: docs/product/realtime.md state, the socket, the channels heard, and the polling fallback.
import { CONNECTION_LABELS, connectionLabel } from '@/shared/notifications/labels';
import type { NotificationRealtime, RealtimeState } from '@/shared/notifications/realtime';
import { pollInterval } from '@/shared/notifications/rules';
import { ChannelCard } from './channel-card';
import { notificationsText } from '@/web/features/notifications/i18n';

const VARIANT = {
  connected: 'success',
  connecting: 'info',
  disconnected: 'warning',
  error: 'danger',
} as const;

export function RealtimeCard({
  state,
  realtime,
}: {
  state: RealtimeState;
  realtime: NotificationRealtime | null;
}) {
  const label = connectionLabel(state);
  const minutes = pollInterval(state) / 60_000;
  return (
    <ChannelCard
      title={notificationsText.t('realtime')}
      status={CONNECTION_LABELS[label]}
      variant={VARIANT[label]}
    >
      <p>
        {label === 'connected'
          ? notificationsText.t('newNotificationsArriveTheMoment')
          : label === 'connecting'
            ? notificationsText.t('connectingToTheLiveNotification')
            : notificationsText.t('theLiveConnectionIsDown')}
      </p>
      <p>{notificationsText.t('alsoCheckingEveryMinutesValue', { minutes })}</p>
      {label === 'connected' && realtime?.socketId() && (
        <p className="font-mono text-xs text-base-content/60">
          {notificationsText.t('socketValue', { value: realtime.socketId() })}
        </p>
      )}
    </ChannelCard>
  );
}
