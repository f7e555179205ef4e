// The worker's listeners, all registered synchronously while the worker script runs (MV3: an event that wakes
// the worker is delivered only to listeners added in its first turn; STACK.md).
import { browser } from 'wxt/browser';
import { inboxItem, languageItem, serverUrlItem, sessionStorage } from '../storage-items';
import { endSession } from '../session';
import { showBadge } from './badge';
import { createWorker, type WorkerDeps } from './worker';

export function registerWorker(deps: WorkerDeps) {
  const worker = createWorker(deps);
  browser.runtime.onMessage.addListener((message: unknown) => worker.answer(message));
  browser.alarms.onAlarm.addListener((alarm) => void worker.onAlarm(alarm.name));
  browser.notifications.onClicked.addListener((id) => void worker.openNotification(id));
  // Sign-in, sign-out and a 401 anywhere change the stored token and user (sign-in writes the token first).
  sessionStorage.subscribe?.('token', () => void worker.start());
  sessionStorage.subscribe?.('user', () => void worker.start());
  // The person's language changed (a page read the settings, or the realtime event): the toolbar title follows.
  languageItem.watch(() => void inboxItem.getValue().then(showBadge));
  // A token belongs to the server that issued it: a new address signs out.
  serverUrlItem.watch((next, previous) => {
    if (next !== previous) void endSession();
  });
  // FCM delivers to this worker as a Push API event (docs/decisions/011): it means "something changed".
  globalThis.addEventListener?.('push', () => void worker.refresh());
  globalThis.addEventListener?.('online', () => {
    void worker.refresh();
    void worker.flush();
  });
  void worker.start();
  return worker;
}
