// createTestApp(): the real app on a fresh copy of the migrated database, with an outbox mailer and SMS, a
// clock tests can move, and the log lines captured. Tests talk to it through app.inject().
import { and, desc, eq } from 'drizzle-orm';
import { buildApp, type App } from '@/server/app';
import type { AppDeps } from '@/server/context';
import type { DatabaseHandle } from '@/server/db/client';
import { outboxMessages } from '@/server/db/schema/outbox';
import { loadConfig, type AppConfig } from '@/server/plugins/config';
import { disabledCaptcha } from '@/server/modules/auth/captcha';
import { createPasswordHasher } from '@/server/modules/auth/passwords';
import { outboxMailer } from '@/server/lib/mailer';
import { outboxSms } from '@/server/lib/sms';
import { openTestDatabase } from './database';

export interface TestClock {
  now(): Date;
  advance(ms: number): void;
  set(date: Date): void;
}

export function createTestClock(start = new Date()): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => void (current += ms),
    set: (date) => void (current = date.getTime()),
  };
}

/**
 * Test apps hash passwords at a far lower scrypt cost than production (OWASP's N=2^17, about 128 MiB and a few
 * hundred milliseconds per hash) so the suite stays fast; passwords.test.ts proves the production default.
 */
export const testPasswordHasher = createPasswordHasher({ N: 2 ** 10, r: 8, p: 1 });

export type TestAppOverrides = Partial<Omit<AppDeps, 'config' | 'db'>> & { config?: Partial<AppConfig> };

export interface TestApp {
  app: App;
  database: DatabaseHandle;
  db: DatabaseHandle['db'];
  clock: TestClock;
  /** Every log line written so far, parsed. */
  logs: () => Record<string, unknown>[];
  outbox: ReturnType<typeof outboxHelpers>;
  close(): Promise<void>;
}

export async function createTestApp(overrides: TestAppOverrides = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const clock = createTestClock();
  const lines: string[] = [];
  const config = {
    ...loadConfig({
      NODE_ENV: 'test',
      WEB_DIST_DIR: '/nonexistent/shamba-web-dist',
      SECRETS_KEY: 'test-only-secrets-key-0123456789abcdef',
    }),
    AUTH_RATE_LIMIT_PER_MINUTE: 10_000,
    ...overrides.config,
  };
  const app = await buildApp({
    db: database.db,
    mailer: outboxMailer,
    sms: outboxSms,
    captcha: disabledCaptcha,
    passwords: testPasswordHasher,
    clock,
    logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
    ...overrides,
    config,
  });
  return {
    app,
    database,
    db: database.db,
    clock,
    logs: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
    outbox: outboxHelpers(database.db),
    async close() {
      await app.close();
      await database.close();
    },
  };
}

function outboxHelpers(db: DatabaseHandle['db']) {
  const latest = async (to: string, channel: 'email' | 'sms' = 'email') => {
    const [row] = await db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.to, to), eq(outboxMessages.channel, channel)))
      .orderBy(desc(outboxMessages.createdAt))
      .limit(1);
    return row;
  };
  return {
    latest,
    all: () => db.select().from(outboxMessages).orderBy(outboxMessages.createdAt),
    /** The 6-digit code of the newest message to `to`, waiting briefly for messages sent in the background. */
    async latestCode(to: string, channel: 'email' | 'sms' = 'email', timeoutMs = 3_000): Promise<string> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const code = (await latest(to, channel))?.body.match(/\b(\d{6})\b/)?.[1];
        if (code) return code;
        if (Date.now() > deadline) throw new Error(`no ${channel} code to ${to} in the outbox`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
  };
}
