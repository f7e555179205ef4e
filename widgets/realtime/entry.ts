// The widgets' realtime client, a second script loaded on demand by the bell, the inbox, the inventory and the
// storage usage: pusher-js through the shared createNotificationRealtime, authorized by the widget session instead of
// a user's token, on the channels of the key's farm its scopes open (docs/product/widgets.md "Live updates"). Kept out
// of the loader so the loader stays within its budget (docs/decisions/020).
import Pusher from 'pusher-js';
import type { ApiClient, RequestConfig } from '@/shared/api/client';
import {
  createNotificationRealtime,
  type NotificationRealtime,
  type RealtimeNotification,
  type RealtimeState,
} from '@/shared/notifications/realtime';
import type { EmbedScope } from '@/shared/contracts/embed';
import {
  farmInventoryChannel,
  farmNotificationsChannel,
  INVENTORY_CHANGED_EVENT,
} from '@/shared/contracts/realtime-channels';
import type { WidgetApi } from '../lib/widget-api';

export interface RealtimeConnectOptions {
  api: WidgetApi;
  userId: string;
  /** The key's farm: the widget hears that farm's notifications only, on its own channel. */
  farmId: string;
  /** The widget session's: notifications:read opens the notifications channel, inventory:read the stock one. A
   *  loader of 1.3.0 or earlier, still cached on a page whose request for this script was sent on to this release,
   *  passes none: it connects for its bell and inbox only. */
  scopes?: readonly EmbedScope[];
  onNotification: (notification: RealtimeNotification) => void;
  /** The owner read or deleted notifications elsewhere (web app, extension): the unread count now. */
  onUnreadCount?: (count: number) => void;
  onStateChange?: (state: RealtimeState) => void;
  /** The farm's stock changed (any item, anywhere): what shows stock loads it again. */
  onInventoryChange?: () => void;
}

/** createNotificationRealtime speaks the web app's paths; a widget's are under /api/widget/{key}/. */
function widgetPath(url: string, key: string): string {
  if (url === '/api/realtime/config') return 'realtime/config';
  const prefix = `/api/widget/${key}/`;
  return url.startsWith(prefix) ? url.slice(prefix.length) : url;
}

function apiClientOf(api: WidgetApi): ApiClient {
  const send = async <T>(method: string, url: string, body: unknown, config: RequestConfig<T> = {}) => {
    const headers = new Headers(config.headers);
    headers.delete('Authorization'); // the widget session's bearer is added by the widget API
    const response = await api.raw(widgetPath(url, api.publishableKey), {
      method: method.toUpperCase(),
      headers,
      body: typeof body === 'string' ? body : body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const json: unknown = await response.json();
    return config.schema ? config.schema.parse(json) : (json as T);
  };
  return {
    baseURL: api.apiBase,
    request: (r) => send(r.method, r.url, r.data, r),
    get: (url, config) => send('get', url, undefined, config),
    post: (url, body, config) => send('post', url, body, config),
    put: (url, body, config) => send('put', url, body, config),
    patch: (url, body, config) => send('patch', url, body, config),
    delete: (url, config) => send('delete', url, undefined, config),
  };
}

export function connect(options: RealtimeConnectOptions): NotificationRealtime {
  const stock = farmInventoryChannel(options.farmId);
  const scopes = options.scopes ?? ['notifications:read'];
  const channels = [
    ...(scopes.includes('notifications:read')
      ? [farmNotificationsChannel(options.farmId, options.userId)]
      : []),
    ...(scopes.includes('inventory:read') ? [stock] : []),
  ];
  return createNotificationRealtime({
    api: apiClientOf(options.api),
    userId: options.userId,
    channels,
    onNotification: options.onNotification,
    onUnreadCount: options.onUnreadCount,
    onStateChange: options.onStateChange,
    onEvent: ({ channel, event }) => {
      if (channel === stock && event === INVENTORY_CHANGED_EVENT) options.onInventoryChange?.();
    },
    PusherImpl: Pusher,
  });
}
