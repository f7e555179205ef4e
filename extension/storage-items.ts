// Everything the extension keeps between runs, in extension storage so the worker, the popup and the side panel
// share it and every one of them sees a change at once (WXT storage items with watch()).
import { storage } from 'wxt/utils/storage';
import type { Language } from '@/shared/contracts/languages';
import type { NotificationView } from '@/shared/notifications/notification-view';
import type { RealtimeState } from '@/shared/notifications/realtime-payload';
import { createExtensionStorage } from '@/shared/platform/extension-storage';
import type { QueuedStockAction } from './queued-action';
import type { QueuedTaskCompletion } from './queued-task';

/** The server address, set on the options page. */
export const DEFAULT_SERVER_URL = 'http://localhost:8000';
export const serverUrlItem = storage.defineItem<string>('local:server_url', { fallback: DEFAULT_SERVER_URL });

/** `token` and `user` under the same names as the web app (docs/product/extension.md), through the shared storage port. */
export const sessionStorage = createExtensionStorage(storage, 'local');

/** Why the extension signed itself out (a 401), shown on the sign-in form until the next sign-in. */
export const signOutNoticeItem = storage.defineItem<string | null>('local:sign_out_notice', {
  fallback: null,
});

/** The unread inbox the badge and the popup show; kept so the popup has it offline. */
export interface StoredInbox {
  items: NotificationView[];
  unreadCount: number;
  /** When the server last answered; null before the first answer of this session. */
  syncedAt: string | null;
  /** The last sync failed for want of a connection: lists show the offline state. */
  offline: boolean;
}
export const EMPTY_STORED_INBOX: StoredInbox = { items: [], unreadCount: 0, syncedAt: null, offline: false };
export const inboxItem = storage.defineItem<StoredInbox>('local:inbox', { fallback: EMPTY_STORED_INBOX });

export const realtimeStateItem = storage.defineItem<RealtimeState>('local:realtime_state', {
  fallback: 'disconnected',
});

/** Quick stock actions taken offline, sent in order when the connection returns. */
export const stockQueueItem = storage.defineItem<QueuedStockAction[]>('local:stock_queue', { fallback: [] });

/** Tasks marked done in the popup while offline, sent in order when the connection returns. */
export const taskQueueItem = storage.defineItem<QueuedTaskCompletion[]>('local:task_queue', { fallback: [] });

/** The person's open tasks past due on every farm, for the toolbar button's title; null until known. */
export const overdueTasksItem = storage.defineItem<number | null>('local:overdue_tasks', { fallback: null });

/** The farm last chosen in the popup, so the next opening starts there. */
export const lastFarmIdItem = storage.defineItem<string | null>('local:last_farm_id', { fallback: null });

/** Last answers of list calls (farms, inventory searches, the notification log), for the offline state. */
export const listCacheItem = storage.defineItem<Record<string, unknown>>('local:list_cache', {
  fallback: {},
});

/** The person's language (their settings), so every page opens in it before any request; null until known. */
export const languageItem = storage.defineItem<Language | null>('local:language', { fallback: null });

/** The FCM token last saved on the server, so opening the popup does not save it again. */
export const pushTokenItem = storage.defineItem<string | null>('local:push_token', { fallback: null });
