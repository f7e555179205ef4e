// The widgets' realtime client, a second script loaded by the bell and inbox on demand: pusher-js
// through the shared createNotificationRealtime, authorized by the widget session instead of a user's token.
// Kept out of the loader so the loader stays within its 90 KB budget (docs/decisions/020).
import Pusher from 'pusher-js';
import type { ApiClient, RequestConfig } from '@/shared/api/client';
import {
  createNotificationRealtime,
  type NotificationRealtime,
  type RealtimeNotification,
  type RealtimeState,
} from '@/shared/notifications/realtime';
import { farmNotificationsChannel } from '@/shared/contracts/realtime-channels';
import type { WidgetApi } from '../lib/widget-api';

export interface RealtimeConnectOptions {
  api: WidgetApi;
  userId: string;
  /** The key's farm: the widget hears that farm's notifications only, on its own channel. */
  farmId: string;
  onNotification: (notification: RealtimeNotification) => void;
  /** The owner read or deleted notifications elsewhere (web app, extension): the unread count now. */
  onUnreadCount?: (count: number) => void;
  onStateChange?: (state: RealtimeState) => void;
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
  return createNotificationRealtime({
    api: apiClientOf(options.api),
    userId: options.userId,
    channels: [farmNotificationsChannel(options.farmId, options.userId)],
    onNotification: options.onNotification,
    onUnreadCount: options.onUnreadCount,
    onStateChange: options.onStateChange,
    PusherImpl: Pusher,
  });
}
