// Notification settings from the environment (README configuration table). None is required.
import { z } from 'zod';

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
});

export interface NotificationConfig {
  appUrl: string | null;
  scheduler: { enabled: boolean; intervalMs: number };
}

/** What buildApp's `deps.notifications` may override (tests turn the scheduler on with a short interval). */
export interface NotificationConfigOverrides {
  appUrl?: string | null;
  scheduler?: Partial<NotificationConfig['scheduler']>;
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
  };
}
