// Push notifications (docs/architecture.md "Realtime and push"): Firebase Cloud Messaging through firebase-admin when
// FIREBASE_SERVICE_ACCOUNT is set, otherwise off, and the delivery log says so.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { ServiceAccount } from 'firebase-admin/app';
import type { MulticastMessage } from 'firebase-admin/messaging';
import { NOTIFICATION_BADGE, PUSH_ICON } from '@/shared/notifications/rules';

export interface PushMessage {
  title: string;
  body: string;
  /** Where a click leads (docs/product/notifications.md push payload `link`). */
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

/** The part of firebase-admin's Messaging used here: the boundary a test may stand in for (Firebase's servers). */
export interface FcmMessaging {
  sendEachForMulticast(
    message: MulticastMessage,
  ): Promise<{ responses: { success: boolean; error?: { code: string; message: string } }[] }>;
}

// Codes after which a token will never work again (Firebase's documented "remove this token" errors).
const GONE = new Set(['messaging/registration-token-not-registered', 'messaging/invalid-registration-token']);
/** sendEachForMulticast takes at most 500 tokens a call. */
export const FCM_BATCH = 500;

/** FIREBASE_SERVICE_ACCOUNT is the JSON itself or a path to the JSON file. */
export function readServiceAccount(value: string): Record<string, unknown> {
  const text = value.trim().startsWith('{') ? value : readFileSync(value, 'utf8');
  return JSON.parse(text) as Record<string, unknown>;
}

/** firebase-admin is loaded on first use, so a server without push never pays for it at start-up. */
async function connectFirebase(serviceAccount: string): Promise<FcmMessaging> {
  const { initializeApp, cert, getApps } = await import('firebase-admin/app');
  const { getMessaging } = await import('firebase-admin/messaging');
  // One firebase-admin app per service account: a new one saved in /admin/integrations gets its own.
  const name = `shamba-push-${createHash('sha256').update(serviceAccount).digest('hex').slice(0, 12)}`;
  const app =
    getApps().find((existing) => existing.name === name) ??
    initializeApp({ credential: cert(readServiceAccount(serviceAccount) as ServiceAccount) }, name);
  return getMessaging(app);
}

export function createFcmPushSender(
  serviceAccount: string,
  connect: (serviceAccount: string) => Promise<FcmMessaging> = connectFirebase,
): PushSender {
  let messaging: Promise<FcmMessaging> | undefined;

  return {
    enabled: true,
    kind: 'fcm',
    async send(tokens, message) {
      const result: PushResult = { sent: 0, failed: 0, invalidTokens: [] };
      if (tokens.length === 0) return result;
      try {
        messaging ??= connect(serviceAccount);
        const client = await messaging;
        for (let i = 0; i < tokens.length; i += FCM_BATCH) {
          const batch = tokens.slice(i, i + FCM_BATCH);
          const { responses } = await client.sendEachForMulticast({
            tokens: batch,
            notification: { title: message.title, body: message.body },
            data: message.data,
            // docs/product/notifications.md: a foreground push shows the icon /logo.png; a click opens the notification's page. The
            // tag is the notification's id, as the web app's own browser notification for it: a browser that
            // gets both (a hidden tab and the push service worker) shows one. The badge is docs/product/notifications.md default.
            webpush: {
              notification: {
                icon: PUSH_ICON,
                badge: NOTIFICATION_BADGE,
                ...(message.data.id ? { tag: message.data.id } : {}),
              },
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
        messaging = undefined; // connect again next time (a bad credential file may be fixed meanwhile)
        result.failed = tokens.length - result.sent;
        result.error = error instanceof Error ? error.message : String(error);
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

/**
 * Push that follows the Firebase integration (docs/product/integrations.md "Push"): its service account when it is
 * switched on, else `fallback` (FIREBASE_SERVICE_ACCOUNT, or off). `enabled` answers from what was last read and
 * asks again in the background, so a change made by an administrator applies within seconds.
 */
export function createSwitchablePush(
  fallback: PushSender,
  serviceAccountNow: () => Promise<string | null>,
  connect?: (serviceAccount: string) => Promise<FcmMessaging>,
): PushSender {
  let current: { account: string; sender: PushSender } | null = null;
  let reading: Promise<void> | null = null;
  const refresh = () =>
    (reading ??= serviceAccountNow()
      .then((account) => {
        if (!account) current = null;
        else if (current?.account !== account) {
          current = { account, sender: createFcmPushSender(account, connect) };
        }
      })
      .catch(() => {
        // The database is away: keep what was known.
      })
      .finally(() => {
        reading = null;
      }));
  void refresh();
  return {
    get enabled() {
      void refresh();
      return current ? true : fallback.enabled;
    },
    get kind() {
      return current ? 'fcm' : fallback.kind;
    },
    async send(tokens, message) {
      await refresh();
      return (current?.sender ?? fallback).send(tokens, message);
    },
  };
}
