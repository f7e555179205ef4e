// One realtime connection per key on a page: a bell, an inbox, an inventory and a storage usage of the same key share
// one socket instead of opening one each. The first listener connects (to every channel the key's scopes open), the
// last one to leave disconnects, and a listener that joins late hears the connection's current state at once.
import type {
  NotificationRealtime,
  RealtimeNotification,
  RealtimeState,
} from '@/shared/notifications/realtime';
import type { connect as Connect } from '../realtime/entry';
import { loadRealtime } from './realtime-loader';
import type { WidgetApi } from './widget-api';

export interface RealtimeListener {
  onNotification: (notification: RealtimeNotification) => void;
  onUnreadCount: (count: number) => void;
  onStateChange: (state: RealtimeState) => void;
  /** The farm's stock changed (the inventory and storage usage widgets). */
  onInventoryChange?: () => void;
}

interface SharedConnection {
  listeners: Set<RealtimeListener>;
  state: RealtimeState | null;
  realtime: NotificationRealtime | null;
}

const connections = new Map<WidgetApi, SharedConnection>();

/** Tests give their own connect; the page loads the realtime script on first use. */
export function subscribeRealtime(
  api: WidgetApi,
  listener: RealtimeListener,
  load: () => Promise<typeof Connect> = loadRealtime,
): () => void {
  let shared = connections.get(api);
  if (!shared) {
    shared = { listeners: new Set(), state: null, realtime: null };
    connections.set(api, shared);
    open(api, shared, load);
  } else if (shared.state) {
    listener.onStateChange(shared.state);
  }
  shared.listeners.add(listener);
  const joined = shared;
  return () => {
    joined.listeners.delete(listener);
    if (joined.listeners.size > 0) return;
    if (connections.get(api) === joined) connections.delete(api);
    joined.realtime?.disconnect();
    joined.realtime = null;
  };
}

function open(api: WidgetApi, shared: SharedConnection, load: () => Promise<typeof Connect>) {
  const each = (call: (listener: RealtimeListener) => void) => shared.listeners.forEach(call);
  void Promise.all([load(), api.session()])
    .then(([connect, session]) => {
      // Everyone left while the script or the session was loading: nothing to connect for.
      if (connections.get(api) !== shared) return;
      shared.realtime = connect({
        api,
        userId: session.user_id,
        farmId: session.farm.id,
        scopes: session.scopes,
        onStateChange: (state) => {
          shared.state = state;
          each((l) => l.onStateChange(state));
        },
        onUnreadCount: (count) => each((l) => l.onUnreadCount(count)),
        onNotification: (notification) => each((l) => l.onNotification(notification)),
        onInventoryChange: () => each((l) => l.onInventoryChange?.()),
      });
    })
    .catch(() => {
      // Realtime is an extra: without it the widgets still refresh by polling. The next subscriber tries again.
      if (connections.get(api) === shared) connections.delete(api);
    });
}
