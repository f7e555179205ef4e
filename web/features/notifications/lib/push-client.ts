// The FCM token flow of SPEC §4 (Push notifications) behind a small interface. Firebase is not a dependency:
// when a Firebase web config is present (VITE_FIREBASE_* at build time, or `push.firebase` in
// GET /api/realtime/config) its ES modules are imported at run time from VITE_FIREBASE_SDK_BASE (Firebase's own
// CDN by default). Without a config push is off and the test pages say so (DESIGN "Realtime and push").

export interface ForegroundMessage {
  title: string;
  body: string;
}

export interface PushClient {
  readonly configured: boolean;
  /** A device token for this browser, or null (no config, no permission, no service worker). */
  getToken(): Promise<string | null>;
  /** SPEC §4: a message arriving while the app is open. Returns an unsubscribe function. */
  onForegroundMessage(handler: (message: ForegroundMessage) => void): Promise<() => void>;
}

export interface FirebaseWebConfig {
  apiKey: string;
  projectId: string;
  messagingSenderId: string;
  appId: string;
  vapidKey?: string;
}

export const PUSH_OFF_MESSAGE =
  'Push notifications are off: no Firebase configuration is set for this site. In-app, realtime, e-mail and SMS notifications still work.';

export const noPushClient: PushClient = {
  configured: false,
  getToken: async () => null,
  onForegroundMessage: async () => () => undefined,
};

const env = import.meta.env as Record<string, string | undefined>;

/** VITE_FIREBASE_API_KEY, _PROJECT_ID, _MESSAGING_SENDER_ID, _APP_ID (and _VAPID_KEY) at build time. */
export function firebaseConfigFromEnv(
  source: Record<string, string | undefined> = env,
): FirebaseWebConfig | null {
  const config = {
    apiKey: source.VITE_FIREBASE_API_KEY,
    projectId: source.VITE_FIREBASE_PROJECT_ID,
    messagingSenderId: source.VITE_FIREBASE_MESSAGING_SENDER_ID,
    appId: source.VITE_FIREBASE_APP_ID,
    vapidKey: source.VITE_FIREBASE_VAPID_KEY,
  };
  return readFirebaseConfig(config);
}

/** A config object from anywhere (env, the server), or null when a required key is missing. */
export function readFirebaseConfig(value: unknown): FirebaseWebConfig | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const keys = ['apiKey', 'projectId', 'messagingSenderId', 'appId'] as const;
  if (!keys.every((key) => typeof record[key] === 'string' && record[key] !== '')) return null;
  const config = Object.fromEntries(keys.map((key) => [key, record[key] as string])) as Omit<
    FirebaseWebConfig,
    'vapidKey'
  >;
  return typeof record.vapidKey === 'string' && record.vapidKey
    ? { ...config, vapidKey: record.vapidKey }
    : config;
}

interface FirebaseModules {
  initializeApp(config: object): unknown;
  getMessaging(app: unknown): unknown;
  getToken(messaging: unknown, options: object): Promise<string>;
  onMessage(
    messaging: unknown,
    handler: (payload: { notification?: { title?: string; body?: string } }) => void,
  ): () => void;
  isSupported(): Promise<boolean>;
}

const SDK_BASE = env.VITE_FIREBASE_SDK_BASE || 'https://www.gstatic.com/firebasejs/12.19.0';

/** A variable specifier: the build neither needs nor bundles Firebase (STACK.md: firebase ~12.19). */
async function loadFirebase(): Promise<FirebaseModules> {
  const appUrl = `${SDK_BASE}/firebase-app.js`;
  const messagingUrl = `${SDK_BASE}/firebase-messaging.js`;
  const [app, messaging] = await Promise.all([
    import(/* @vite-ignore */ appUrl) as Promise<Pick<FirebaseModules, 'initializeApp'>>,
    import(/* @vite-ignore */ messagingUrl) as Promise<Omit<FirebaseModules, 'initializeApp'>>,
  ]);
  return { ...app, ...messaging };
}

export function createFirebasePushClient(config: FirebaseWebConfig, load = loadFirebase): PushClient {
  let messaging: Promise<{ sdk: FirebaseModules; instance: unknown } | null> | null = null;
  const start = () =>
    (messaging ??= load()
      .then(async (sdk) =>
        (await sdk.isSupported()) ? { sdk, instance: sdk.getMessaging(sdk.initializeApp(config)) } : null,
      )
      .catch((error: unknown) => {
        console.error('Push notifications could not start', error); // SPEC §8: only logged
        return null;
      }));
  return {
    configured: true,
    async getToken() {
      const ready = await start();
      if (!ready) return null;
      try {
        const registration = await navigator.serviceWorker?.register('/firebase-messaging-sw.js');
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
        handler({ title: payload.notification?.title ?? 'Shamba', body: payload.notification?.body ?? '' }),
      );
    },
  };
}
