// The background worker's behaviour, apart from the listener wiring: keep the inbox and badge in
// step with the server through realtime, the polling alarm and push; answer the pages' messages; open the page
// a system notification is about; send queued stock actions when the connection returns.
import type { PusherConstructor } from '@/shared/notifications/realtime';
import { toNotificationView } from '@/shared/notifications/notification-view';
import { browser } from 'wxt/browser';
import { currentApi } from '../api';
import { refreshLanguage, rememberLanguage, storedLanguage } from '../language';
import { isExtensionMessage, type MessageAnswer } from '../messages';
import { notificationPageUrl } from '../server-address';
import { readSession } from '../session';
import { flushStockQueue } from '../stock-queue';
import { flushTaskQueue } from '../task-queue';
import { syncOverdueTasks } from '../overdue-tasks';
import {
  EMPTY_STORED_INBOX,
  inboxItem,
  realtimeStateItem,
  serverUrlItem,
  type StoredInbox,
} from '../storage-items';
import { showBadge } from './badge';
import { workerText } from './i18n';
import { markAllRead, markRead, syncInbox } from './inbox-sync';
import { POLL_ALARM, schedulePoll, stopPolling } from './poll-alarm';
import { createRealtimeLink } from './realtime-link';
import { notificationIdOf, showSystemNotifications } from './system-notifications';

export interface WorkerDeps {
  PusherImpl: PusherConstructor;
}

// docs/product/extension.md messages for the panel's failures (in English; the worker answers in the person's
// language, background/i18n).
export const MARK_READ_FAILED = workerText('en', 'markReadFailed');
export const MARK_ALL_FAILED = workerText('en', 'markAllFailed');

export function createWorker(deps: WorkerDeps) {
  const realtime = createRealtimeLink(deps.PusherImpl, {
    // A realtime event says something changed; the sync reads the count and list the server now has.
    onServerChange: () => void refresh(),
    // Saved in the web app: stored, so the worker's texts and every open page follow (register.ts, the pages).
    onLanguageChange: (language) => void rememberLanguage(language),
    onStateChange: (state) => {
      void realtimeStateItem.setValue(state);
      void schedulePoll(state);
      if (state === 'connected') void flush();
    },
  });

  // One sync at a time (the same notification arrives on both channels at once); a call during a sync runs one
  // more after it, so the last change is always read and a new notification is never announced twice.
  let syncing: Promise<StoredInbox | null> | null = null;
  let again = false;
  function refresh(): Promise<StoredInbox | null> {
    if (syncing) {
      again = true;
      return syncing;
    }
    syncing = (async () => {
      let inbox: StoredInbox | null = null;
      do {
        again = false;
        inbox = await syncOnce();
      } while (again);
      return inbox;
    })().finally(() => (syncing = null));
    return syncing;
  }

  async function syncOnce() {
    if (!(await readSession())) return null;
    try {
      const api = await currentApi();
      const { inbox, fresh } = await syncInbox(api);
      // The button's title also counts the overdue tasks (badge.ts); read with the inbox, on the same schedule.
      await syncOverdueTasks(api);
      await showBadge(inbox);
      await showSystemNotifications(fresh);
      return inbox;
    } catch (error) {
      console.warn('Notification sync failed', error); // a 401 has already ended the session
      return null;
    }
  }

  async function flush() {
    if (!(await readSession())) return;
    await flushStockQueue(await currentApi()).catch((error) => console.warn('Queue flush failed', error));
    await flushTaskQueue(await currentApi()).catch((error) => console.warn('Task queue flush failed', error));
  }

  /** At every worker start and every sign-in or sign-out: connect for the session there is, or stop. */
  async function start() {
    const session = await readSession();
    if (!session) {
      realtime.disconnect();
      await stopPolling();
      await realtimeStateItem.setValue('disconnected');
      await showBadge(EMPTY_STORED_INBOX);
      return;
    }
    await showBadge(await inboxItem.getValue());
    await schedulePoll(realtime.state);
    // At every start, so also right after a sign-in: the person's language, for the worker and the pages.
    await Promise.all([refresh(), refreshLanguage(await currentApi())]);
    await realtime.connect(await currentApi(), session);
    await flush();
  }

  async function answer(message: unknown): Promise<MessageAnswer | undefined> {
    if (!isExtensionMessage(message)) return undefined;
    const api = await currentApi();
    try {
      if (message.type === 'mark-read') await showBadge(await markRead(api, message.id));
      else if (message.type === 'mark-all-read') await showBadge(await markAllRead(api));
      else if (message.type === 'flush-queue') await flush();
      else await refresh();
      return { ok: true };
    } catch {
      const language = await storedLanguage();
      if (message.type === 'mark-read') return { ok: false, error: workerText(language, 'markReadFailed') };
      if (message.type === 'mark-all-read')
        return { ok: false, error: workerText(language, 'markAllFailed') };
      return { ok: false, error: workerText(language, 'networkError') };
    }
  }

  /** Opens the page the notification is about on the configured server, and counts it as read (docs/product/extension.md). */
  async function openNotification(systemId: string) {
    const id = notificationIdOf(systemId);
    if (!id) return;
    const held = (await inboxItem.getValue()).items.find((n) => n.id === id);
    const view = held ?? toNotificationView({ id });
    await browser.tabs.create({ url: notificationPageUrl(await serverUrlItem.getValue(), view) });
    await browser.notifications.clear(systemId);
    await showBadge(await markRead(await currentApi(), id)).catch(() => undefined);
  }

  async function onAlarm(name: string) {
    if (name !== POLL_ALARM) return;
    await refresh();
    await flush();
  }

  return { start, refresh, flush, answer, openNotification, onAlarm, realtime };
}
export type Worker = ReturnType<typeof createWorker>;
