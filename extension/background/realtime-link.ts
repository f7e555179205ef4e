// The worker's one realtime connection: the shared subscription over pusher-js's worker build,
// with an activity timeout under 30 s so its pings keep the MV3 worker alive while connected (STACK.md).
import type { ApiClient } from '@/shared/api/client';
import type { RealtimeClientConfig } from '@/shared/contracts/notifications';
import {
  createNotificationRealtime,
  type NotificationRealtime,
  type PusherConstructor,
  type RealtimeState,
} from '@/shared/notifications/realtime';
import { SETTINGS_CHANGED_EVENT, userChannel } from '@/shared/contracts/realtime-channels';
import type { Language } from '@/shared/contracts/languages';
import { offeredLanguage } from '../language';
import type { ExtensionSession } from '../session';

export const WORKER_ACTIVITY_TIMEOUT_SECONDS = 20;

export interface RealtimeHandlers {
  /** Anything the server sent on the user's channels: a new notification today, any later change event too. */
  onServerChange(): void;
  /** The person changed their settings elsewhere (the web app): their language now. */
  onLanguageChange(language: Language): void;
  onStateChange(state: RealtimeState): void;
}

export function createRealtimeLink(PusherImpl: PusherConstructor, handlers: RealtimeHandlers) {
  let current: NotificationRealtime | null = null;
  let identity = '';

  return {
    /** Connects for this session; the same server, user and token keep the connection that is there. */
    async connect(api: ApiClient, session: ExtensionSession): Promise<RealtimeClientConfig | null> {
      const next = `${api.baseURL}|${session.user.id}|${session.token}`;
      if (current && identity === next) return current.config;
      current?.disconnect();
      identity = next;
      current = createNotificationRealtime({
        api,
        userId: session.user.id,
        getToken: () => session.token,
        PusherImpl,
        activityTimeout: WORKER_ACTIVITY_TIMEOUT_SECONDS,
        onNotification: () => undefined, // every event, this one included, reaches onEvent
        onEvent: ({ channel, event, data }) => {
          if (channel === null || event.startsWith('pusher')) return;
          if (event !== SETTINGS_CHANGED_EVENT) {
            handlers.onServerChange();
            return;
          }
          // Only the user channel carries it, and nothing in the inbox changed: no sync.
          const language = offeredLanguage((data as { language?: unknown } | null)?.language);
          if (channel === userChannel(session.user.id) && language) handlers.onLanguageChange(language);
        },
        onStateChange: handlers.onStateChange,
      });
      await current.ready;
      return current.config;
    },
    disconnect() {
      current?.disconnect();
      current = null;
      identity = '';
    },
    get state(): RealtimeState {
      return current?.state ?? 'disconnected';
    },
  };
}
export type RealtimeLink = ReturnType<typeof createRealtimeLink>;
