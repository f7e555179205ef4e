// Push notifications (DESIGN "Realtime and push"): Firebase Cloud Messaging through firebase-admin when
// FIREBASE_SERVICE_ACCOUNT is set, otherwise off, and the delivery log says so. firebase-admin is an optional
// package: it is imported only when push is configured, so the server runs and type-checks without it.
import { readFileSync } from 'node:fs';

export interface PushMessage {
  title: string;
  body: string;
  /** Where a click leads (SPEC §3 push payload `link`). */
  link: string | null;
  /** String values only (FCM data messages). */
  data: Record<string, string>;
}

export interface PushResult {
  sent: number;
  failed: number;
  /** Tokens the provider rejected for good (unregistered, malformed): the caller deletes them. */
  invalidTokens: string[];
  /** The first failure's reason, for the delivery log. */
  error?: string;
}

export interface PushSender {
  readonly enabled: boolean;
  readonly kind: 'off' | 'fcm' | string;
  send(tokens: readonly string[], message: PushMessage): Promise<PushResult>;
}

export const PUSH_OFF_DETAIL = 'push is not configured';

export const disabledPush: PushSender = {
  enabled: false,
  kind: 'off',
  send: async (tokens) => ({ sent: 0, failed: tokens.length, invalidTokens: [], error: PUSH_OFF_DETAIL }),
};

// The small part of firebase-admin used here (v13 modular API), so no type package is needed.
interface FcmSendResponse {
  success: boolean;
  error?: { code: string; message: string };
}
interface FcmMessaging {
  sendEachForMulticast(message: Record<string, unknown>): Promise<{ responses: FcmSendResponse[] }>;
}
interface FirebaseAppModule {
  initializeApp(options: { credential: unknown }, name: string): unknown;
  cert(serviceAccount: Record<string, unknown>): unknown;
}
interface FirebaseMessagingModule {
  getMessaging(app: unknown): FcmMessaging;
}

// Codes after which a token will never work again (Firebase's documented "remove this token" errors).
const GONE = new Set(['messaging/registration-token-not-registered', 'messaging/invalid-registration-token']);
const FCM_BATCH = 500;

/** FIREBASE_SERVICE_ACCOUNT is the JSON itself or a path to the JSON file. */
export function readServiceAccount(value: string): Record<string, unknown> {
  const text = value.trim().startsWith('{') ? value : readFileSync(value, 'utf8');
  return JSON.parse(text) as Record<string, unknown>;
}

export function createFcmPushSender(serviceAccount: string): PushSender {
  let messaging: Promise<FcmMessaging> | undefined;
  const load = async (): Promise<FcmMessaging> => {
    // Variable specifiers: TypeScript does not resolve them, so a missing package is a runtime error only.
    const appModule = 'firebase-admin/app';
    const messagingModule = 'firebase-admin/messaging';
    const { initializeApp, cert } = (await import(appModule)) as FirebaseAppModule;
    const { getMessaging } = (await import(messagingModule)) as FirebaseMessagingModule;
    const app = initializeApp({ credential: cert(readServiceAccount(serviceAccount)) }, 'shamba-push');
    return getMessaging(app);
  };

  return {
    enabled: true,
    kind: 'fcm',
    async send(tokens, message) {
      const result: PushResult = { sent: 0, failed: 0, invalidTokens: [] };
      if (tokens.length === 0) return result;
      try {
        messaging ??= load();
        const client = await messaging;
        for (let i = 0; i < tokens.length; i += FCM_BATCH) {
          const batch = tokens.slice(i, i + FCM_BATCH);
          const { responses } = await client.sendEachForMulticast({
            tokens: batch,
            notification: { title: message.title, body: message.body },
            data: message.data,
            // SPEC §4: a foreground push shows the icon /logo.png.
            webpush: {
              notification: { icon: '/logo.png' },
              ...(message.link ? { fcmOptions: { link: message.link } } : {}),
            },
          });
          responses.forEach((response, index) => {
            if (response.success) return void result.sent++;
            result.failed++;
            result.error ??= response.error?.message ?? 'rejected';
            if (response.error && GONE.has(response.error.code)) result.invalidTokens.push(batch[index]!);
          });
        }
      } catch (error) {
        messaging = undefined; // try loading again next time (a bad credential file may be fixed meanwhile)
        const reason = error instanceof Error ? error.message : String(error);
        const missing = /Cannot find (package|module) 'firebase-admin/.test(reason);
        result.failed = tokens.length - result.sent;
        result.error = missing ? 'firebase-admin is not installed (npm install firebase-admin)' : reason;
      }
      return result;
    },
  };
}

/** Push from the environment: FCM when FIREBASE_SERVICE_ACCOUNT is set, otherwise off. */
export function createPushSender(env: Record<string, string | undefined> = process.env): PushSender {
  const account = env.FIREBASE_SERVICE_ACCOUNT?.trim();
  return account ? createFcmPushSender(account) : disabledPush;
}
