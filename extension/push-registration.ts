// Push through FCM when the server is configured for it (docs/decisions/011). The token is made
// here, in an extension page, for the extension's own service worker registration: FCM then delivers to the
// worker as a plain Push API `push` event, so the worker needs no Firebase code (its 80 KB budget).
// Without a Firebase config from the server nothing happens; realtime and polling carry on.
import type { ApiClient } from '@/shared/api/client';
import { saveDeviceToken } from '@/shared/api/notifications';
import { RealtimeClientConfigSchema, type FirebaseWebConfig } from '@/shared/contracts/notifications';
import { pushTokenItem } from './storage-items';

/** Makes an FCM token for this registration; null when push cannot run in this browser. */
export type TokenMaker = (
  config: FirebaseWebConfig,
  registration: ServiceWorkerRegistration,
) => Promise<string | null>;

const firebaseToken: TokenMaker = async (config, registration) => {
  const [{ getApps, initializeApp }, messaging] = await Promise.all([
    import('firebase/app'),
    import('firebase/messaging'),
  ]);
  if (!(await messaging.isSupported())) return null;
  const app = getApps()[0] ?? initializeApp(config);
  return messaging.getToken(messaging.getMessaging(app), {
    vapidKey: config.vapidKey,
    serviceWorkerRegistration: registration,
  });
};

export type PushOutcome = 'off' | 'registered' | 'already-registered' | 'unavailable';

export async function registerPushIfConfigured(
  api: ApiClient,
  makeToken: TokenMaker = firebaseToken,
  registration: () => Promise<ServiceWorkerRegistration | undefined> = () =>
    navigator.serviceWorker?.getRegistration() ?? Promise.resolve(undefined),
): Promise<PushOutcome> {
  try {
    const config = await api.get('/api/realtime/config', { schema: RealtimeClientConfigSchema });
    const firebase = config.push?.firebase;
    if (!firebase) return 'off';
    const worker = await registration();
    const token = worker ? await makeToken(firebase, worker) : null;
    if (!token) return 'unavailable';
    if ((await pushTokenItem.getValue()) === token) return 'already-registered';
    if (!(await saveDeviceToken(api, token, 'extension'))) return 'unavailable';
    await pushTokenItem.setValue(token);
    return 'registered';
  } catch (error) {
    // docs/product/extension.md: push failures are only logged.
    console.warn('Push could not start', error);
    return 'unavailable';
  }
}
