// The realtime subscription every surface uses (docs/architecture.md "Realtime and push"): GET /api/realtime/config, then
// pusher-js on the user's two private channels (a widget: its key's farm channel), authorized by POST
// /broadcasting/auth with the bearer token.
// No React and no DOM: the web app passes `pusher-js`, the extension's MV3 worker `pusher-js/worker`.
import type { ChannelAuthorizationHandler, Options } from 'pusher-js';
import { z } from 'zod';
import type { ApiClient } from '../api/client';
import { RealtimeClientConfigSchema, type RealtimeClientConfig } from '../contracts/notifications';
import { notificationsChannel, userChannel } from '../contracts/realtime-channels';
import {
  createSeenIds,
  mapPusherState,
  readBroadcastPayload,
  readRealtimePayload,
  readUnreadCount,
  type RealtimeBroadcast,
  type RealtimeNotification,
  type RealtimeState,
} from './realtime-payload';

export type { RealtimeBroadcast, RealtimeNotification, RealtimeState } from './realtime-payload';

export interface RealtimeEvent {
  at: Date;
  /** null for a change of the connection itself. */
  channel: string | null;
  event: string;
  data: unknown;
}

interface ChannelLike {
  bind(event: string, callback: (data: unknown) => void): unknown;
  bind_global(callback: (event: string, data: unknown) => void): unknown;
}
interface PusherLike {
  connection: { socket_id?: string; bind(event: string, callback: (data: never) => void): unknown };
  subscribe(channelName: string): ChannelLike;
  disconnect(): void;
}
export type PusherConstructor = new (key: string, options: Options) => PusherLike;

export interface NotificationRealtimeOptions {
  api: ApiClient;
  userId: string;
  /** The channels to hear; the user's two by default. A widget hears its key's farm channel instead. */
  channels?: readonly string[];
  /** The bearer token for /broadcasting/auth; without it the API client adds its own. */
  getToken?: () => string | null | undefined | Promise<string | null | undefined>;
  /** A stored notification: it belongs in the inbox and counts towards the unread badge. */
  onNotification: (notification: RealtimeNotification) => void;
  /** The admin's browser-notification test: an alert only, never an inbox entry (docs/product/realtime.md). */
  onBroadcast?: (broadcast: RealtimeBroadcast) => void;
  /** The unread count changed elsewhere (read or deleted in another tab or surface). */
  onUnreadCount?: (count: number) => void;
  onStateChange?: (state: RealtimeState) => void;
  /** Every event on the user's channels and every connection change (the realtime debugger's log). */
  onEvent?: (event: RealtimeEvent) => void;
  PusherImpl: PusherConstructor;
  /** Seconds of silence before pusher-js pings; the MV3 worker needs less than 30 (STACK.md). */
  activityTimeout?: number;
  now?: () => Date;
}

export interface NotificationRealtime {
  readonly state: RealtimeState;
  readonly config: RealtimeClientConfig | null;
  socketId(): string | null;
  /** Channels whose subscription the server accepted. */
  channels(): string[];
  /** Settles once the config is loaded and pusher-js started, or realtime was found off or failed. */
  ready: Promise<void>;
  disconnect(): void;
}

const AuthAnswerSchema = z.object({
  auth: z.string(),
  channel_data: z.string().optional(),
  shared_secret: z.string().optional(),
});

/** The server names no host when it means "this server": then the API's own host and port are the endpoint. */
function endpointOf(config: RealtimeClientConfig, baseURL: string) {
  if (config.wsHost) return { wsHost: config.wsHost, wsPort: config.wsPort, forceTLS: config.forceTLS };
  const url = new URL(baseURL);
  const tls = url.protocol === 'https:';
  return { wsHost: url.hostname, wsPort: Number(url.port) || (tls ? 443 : 80), forceTLS: tls };
}

export function createNotificationRealtime(options: NotificationRealtimeOptions): NotificationRealtime {
  const { api, userId, onNotification, onEvent } = options;
  const now = options.now ?? (() => new Date());
  const subscribed = new Set<string>();
  const alreadySeen = createSeenIds();
  let state: RealtimeState = 'connecting';
  let config: RealtimeClientConfig | null = null;
  let pusher: PusherLike | null = null;
  let stopped = false;

  const setState = (next: RealtimeState) => {
    if (stopped || next === state) return;
    state = next;
    options.onStateChange?.(next);
    onEvent?.({ at: now(), channel: null, event: `connection:${next}`, data: null });
  };

  const authorize: ChannelAuthorizationHandler = ({ socketId, channelName }, callback) => {
    void (async () => {
      const headers: Record<string, string> = { 'Content-Type': 'application/x-www-form-urlencoded' };
      const token = options.getToken ? await options.getToken() : null;
      if (token) headers.Authorization = `Bearer ${token}`;
      // pusher-js's own ajax transport posts this form; going through the API client keeps 401 handling.
      const body = new URLSearchParams({ socket_id: socketId, channel_name: channelName }).toString();
      const endpoint = config?.authEndpoint || '/broadcasting/auth';
      callback(null, await api.post(endpoint, body, { headers, schema: AuthAnswerSchema }));
    })().catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null));
  };

  const subscribe = (client: PusherLike, name: string) => {
    const channel = client.subscribe(name);
    channel.bind('pusher:subscription_succeeded', () => subscribed.add(name));
    // Refused (403) or the auth call failed: connected, but nothing will arrive; polling takes over (docs/product/realtime.md).
    channel.bind('pusher:subscription_error', () => {
      subscribed.delete(name);
      setState('failed');
    });
    channel.bind_global((event, data) => {
      if (stopped) return;
      onEvent?.({ at: now(), channel: name, event, data });
      const notification = readRealtimePayload(event, data);
      if (notification && !alreadySeen(notification.id)) onNotification(notification);
      const broadcast = readBroadcastPayload(event, data);
      if (broadcast && !alreadySeen(broadcast.id)) options.onBroadcast?.(broadcast);
      const unread = readUnreadCount(event, data);
      if (unread !== null) options.onUnreadCount?.(unread);
    });
  };

  const ready = (async () => {
    options.onStateChange?.('connecting');
    try {
      config = await api.get('/api/realtime/config', { schema: RealtimeClientConfigSchema });
    } catch {
      setState('init_failed');
      return;
    }
    if (stopped) return;
    if (!config.enabled) return setState('disconnected');
    try {
      pusher = new options.PusherImpl(config.key, {
        cluster: config.cluster || 'mt1',
        ...endpointOf(config, api.baseURL),
        wssPort: endpointOf(config, api.baseURL).wsPort,
        enabledTransports: ['ws', 'wss'],
        disableStats: true,
        activityTimeout: options.activityTimeout ? options.activityTimeout * 1000 : undefined,
        channelAuthorization: { customHandler: authorize },
      });
    } catch {
      setState('init_failed');
      return;
    }
    pusher.connection.bind('state_change', ({ current }: { current: string }) => {
      if (current !== 'connected') subscribed.clear();
      setState(mapPusherState(current));
    });
    for (const name of options.channels ?? [userChannel(userId), notificationsChannel(userId)]) {
      subscribe(pusher, name);
    }
  })();

  return {
    get state() {
      return state;
    },
    get config() {
      return config;
    },
    socketId: () => (state === 'connected' ? (pusher?.connection.socket_id ?? null) : null),
    channels: () => [...subscribed],
    ready,
    disconnect() {
      stopped = true;
      subscribed.clear();
      pusher?.disconnect();
    },
  };
}
