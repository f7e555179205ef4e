// The realtime channel of this browser: docs/product/realtime.md state, the socket, the channels heard, and the polling fallback.
import { connectionLabel } from '@/shared/notifications/labels';
import type { NotificationRealtime, RealtimeState } from '@/shared/notifications/realtime';
import { pollInterval } from '@/shared/notifications/rules';
import { ChannelCard } from './channel-card';

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
    <ChannelCard title="Realtime" status={label} variant={VARIANT[label]}>
      <p>
        {label === 'connected'
          ? 'New notifications arrive the moment they are created.'
          : label === 'connecting'
            ? 'Connecting to the live notification service…'
            : 'The live connection is down; Shamba keeps checking for new notifications.'}
      </p>
      <p>
        Also checking every {minutes} {minutes === 1 ? 'minute' : 'minutes'}, so nothing is missed.
      </p>
      {label === 'connected' && realtime?.socketId() && (
        <p className="font-mono text-xs text-base-content/60">Socket {realtime.socketId()}</p>
      )}
    </ChannelCard>
  );
}
