// The realtime subscription (shared/notifications/realtime.ts) for one signed-in user, with pusher-js loaded
// on demand. The state drives the polling schedule (docs/product/notifications.md) and the status shown on the test pages.
import { useEffect, useRef, useState } from 'react';
import {
  createNotificationRealtime,
  type NotificationRealtime,
  type RealtimeBroadcast,
  type RealtimeEvent,
  type RealtimeNotification,
  type RealtimeState,
} from '@/shared/notifications/realtime';
import { useApi } from '@/web/lib/api';

export interface RealtimeHandlers {
  onNotification?: (notification: RealtimeNotification) => void;
  onBroadcast?: (broadcast: RealtimeBroadcast) => void;
  onUnreadCount?: (count: number) => void;
  onEvent?: (event: RealtimeEvent) => void;
}

export function useNotificationRealtime(userId: string | null, handlers: RealtimeHandlers = {}, attempt = 0) {
  const api = useApi();
  const [state, setState] = useState<RealtimeState>(userId ? 'connecting' : 'disconnected');
  const [handle, setHandle] = useState<NotificationRealtime | null>(null);
  // The latest handlers, without reconnecting when a parent re-renders with new callbacks.
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    if (!userId) {
      setState('disconnected');
      return;
    }
    let realtime: NotificationRealtime | null = null;
    let cancelled = false;
    setState('connecting');
    import('pusher-js')
      .then(({ default: Pusher }) => {
        if (cancelled) return;
        realtime = createNotificationRealtime({
          api,
          userId,
          PusherImpl: Pusher,
          onNotification: (n) => latest.current.onNotification?.(n),
          onBroadcast: (b) => latest.current.onBroadcast?.(b),
          onUnreadCount: (count) => latest.current.onUnreadCount?.(count),
          onEvent: (e) => latest.current.onEvent?.(e),
          onStateChange: (next) => !cancelled && setState(next),
        });
        setHandle(realtime);
      })
      .catch(() => !cancelled && setState('init_failed'));
    return () => {
      cancelled = true;
      realtime?.disconnect();
      setHandle(null);
    };
  }, [api, userId, attempt]);

  return { state, handle };
}
