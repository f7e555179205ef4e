// Notification settings from the environment (README configuration table). None is required.
import { z } from 'zod';
import { FirebaseWebConfigSchema, type FirebaseWebConfig } from '@/shared/contracts/notifications';

const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => ['true', '1', 'yes'].includes(v));

const EnvSchema = z.object({
  // The public address of the web app, for links in e-mails and SMS (a relative link is useless there).
  APP_URL: z.preprocess(blank, z.url().optional()),
  // The scheduler runs on every instance; only one of them runs a given job at a time.
  NOTIFICATION_SCHEDULER: z.preprocess(blank, flag.optional()),
  SCHEDULER_INTERVAL_MS: z.preprocess(blank, z.coerce.number().int().min(1_000).default(60_000)),
  NODE_ENV: z.preprocess(blank, z.string().default('development')),
  // Push in browsers: the Firebase web app's public config as JSON (not a secret: every browser receives it).
  FIREBASE_WEB_CONFIG: z.preprocess(blank, z.string().optional()),
});

function parseFirebaseWebConfig(text: string | undefined): FirebaseWebConfig | null {
  if (!text) return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error('Invalid notification configuration: FIREBASE_WEB_CONFIG is not JSON');
  }
  const parsed = FirebaseWebConfigSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  const fields = parsed.error.issues.map((i) => i.path.join('.')).join(', ');
  throw new Error(`Invalid notification configuration: FIREBASE_WEB_CONFIG needs ${fields}`);
}

export interface NotificationConfig {
  appUrl: string | null;
  scheduler: { enabled: boolean; intervalMs: number };
  /** Sent to browsers in GET /api/realtime/config; null turns push off in the clients. */
  firebaseWeb: FirebaseWebConfig | null;
}

/** What buildApp's `deps.notifications` may override (tests turn the scheduler on with a short interval). */
export interface NotificationConfigOverrides {
  appUrl?: string | null;
  scheduler?: Partial<NotificationConfig['scheduler']>;
  firebaseWeb?: FirebaseWebConfig | null;
}

export function loadNotificationConfig(
  env: Record<string, string | undefined> = process.env,
): NotificationConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid notification configuration: ${problems}`);
  }
  const e = parsed.data;
  return {
    appUrl: e.APP_URL ? e.APP_URL.replace(/\/+$/, '') : null,
    // Tests start it only when they ask for it: a timer firing mid-test would make results depend on timing.
    scheduler: {
      enabled: e.NOTIFICATION_SCHEDULER ?? e.NODE_ENV !== 'test',
      intervalMs: e.SCHEDULER_INTERVAL_MS,
    },
    firebaseWeb: parseFirebaseWebConfig(e.FIREBASE_WEB_CONFIG),
  };
}
