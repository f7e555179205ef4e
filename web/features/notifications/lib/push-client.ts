// The FCM token flow of docs/product/notifications.md (Push notifications) behind a small interface. The server sends the Firebase web
// config in GET /api/realtime/config (FIREBASE_WEB_CONFIG); without it push is off and the pages say so (docs/architecture.md
// "Realtime and push"). Firebase is bundled but loaded only when push is configured, so no page pays for it
// otherwise (the home page stays within its budget).
import { FirebaseWebConfigSchema, type FirebaseWebConfig } from '@/shared/contracts/notifications';
import { notificationsText } from '../i18n';

export type { FirebaseWebConfig };

export interface ForegroundMessage {
  /** The stored notification's id (the server's FCM data), so its system notification is tagged as the
   * realtime one is and the browser shows it once; null for a message sent from elsewhere (Firebase console). */
  id: string | null;
  title: string;
  body: string;
  severity: string | null;
}

export interface PushClient {
  readonly configured: boolean;
  /** A device token for this browser, or null (no config, no permission, no service worker). */
  getToken(): Promise<string | null>;
  /** docs/product/notifications.md: a message arriving while the app is open. Returns an unsubscribe function. */
  onForegroundMessage(handler: (message: ForegroundMessage) => void): Promise<() => void>;
}

export const pushOffMessage = () => notificationsText.t('pushOffMessage');

export const noPushClient: PushClient = {
  configured: false,
  getToken: async () => null,
  onForegroundMessage: async () => () => undefined,
};

/** A config object from anywhere (the server, a test), or null when a required key is missing. */
export function readFirebaseConfig(value: unknown): FirebaseWebConfig | null {
  const parsed = FirebaseWebConfigSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** Built beside index.html from web/push-sw/ (npm run build:web). */
export const PUSH_WORKER_PATH = '/firebase-messaging-sw.js';
/** Firebase's own scope: the push worker must not take control of the app's pages. */
export const PUSH_WORKER_SCOPE = '/firebase-cloud-messaging-push-scope';

/** The worker reads the config from its own address: it starts in the background, with no page to ask. */
export function pushWorkerUrl(config: FirebaseWebConfig): string {
  return `${PUSH_WORKER_PATH}?config=${encodeURIComponent(JSON.stringify(config))}`;
}

export interface FirebaseModules {
  initializeApp(config: object): unknown;
  getMessaging(app: unknown): unknown;
  getToken(messaging: unknown, options: object): Promise<string>;
  onMessage(
    messaging: unknown,
    handler: (payload: {
      notification?: { title?: string; body?: string };
      data?: Record<string, string>;
    }) => void,
  ): () => void;
  isSupported(): Promise<boolean>;
}

async function loadFirebase(): Promise<FirebaseModules> {
  const [app, messaging] = await Promise.all([import('firebase/app'), import('firebase/messaging')]);
  return { initializeApp: app.initializeApp, ...messaging } as unknown as FirebaseModules;
}

export interface PushEnvironment {
  load(): Promise<FirebaseModules>;
  registerWorker(url: string, scope: string): Promise<ServiceWorkerRegistration | undefined>;
}

const browserEnvironment: PushEnvironment = {
  load: loadFirebase,
  registerWorker: async (url, scope) => navigator.serviceWorker?.register(url, { scope }),
};

export function createFirebasePushClient(
  config: FirebaseWebConfig,
  environment: PushEnvironment = browserEnvironment,
): PushClient {
  let messaging: Promise<{ sdk: FirebaseModules; instance: unknown } | null> | null = null;
  const start = () =>
    (messaging ??= environment
      .load()
      .then(async (sdk) =>
        (await sdk.isSupported()) ? { sdk, instance: sdk.getMessaging(sdk.initializeApp(config)) } : null,
      )
      .catch((error: unknown) => {
        console.error('Push notifications could not start', error); // docs/product/notifications.md: only logged
        return null;
      }));
  return {
    configured: true,
    async getToken() {
      const ready = await start();
      if (!ready) return null;
      try {
        const registration = await environment.registerWorker(pushWorkerUrl(config), PUSH_WORKER_SCOPE);
        if (!registration) return null;
        return await ready.sdk.getToken(ready.instance, {
          vapidKey: config.vapidKey,
          serviceWorkerRegistration: registration,
        });
      } catch (error) {
        console.error('No push token for this browser', error);
        return null;
      }
    },
    async onForegroundMessage(handler) {
      const ready = await start();
      if (!ready) return () => undefined;
      return ready.sdk.onMessage(ready.instance, (payload) =>
        handler({
          id: payload.data?.id || null,
          title: payload.notification?.title ?? 'Shamba',
          body: payload.notification?.body ?? '',
          severity: payload.data?.severity || null,
        }),
      );
    },
  };
}
