// What buildApp is given, and what every service receives: one object, so tests can swap any part.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './db/client';
import type { AppConfig } from './plugins/config';
import type { RealtimeConfig } from './realtime/config';
import type { CaptchaVerifier } from '@/server/modules/auth/captcha';
import type { Clock } from '@/server/lib/clock';
import type { LoginThrottle } from '@/server/modules/auth/login-throttle';
import type { CodeHasher } from '@/server/modules/auth/code-hash';
import type { PasswordHasher } from '@/server/modules/auth/passwords';
import type { Mailer } from '@/server/lib/mailer';
import type { MessageDispatcher } from '@/server/lib/messages';
import type { NotificationConfigOverrides } from '@/server/modules/notifications/config';
import type { NotificationService } from '@/server/modules/notifications/service';
import type { PushSender } from '@/server/lib/push';
import type { SmsSender } from '@/server/lib/sms';
import type { TokenService } from '@/server/modules/auth/tokens';
import type { SecretBox } from '@/server/lib/secret-box';

export interface AppDeps {
  db: Database;
  config: AppConfig;
  mailer: Mailer;
  sms: SmsSender;
  captcha: CaptchaVerifier;
  clock?: Clock;
  /** A pino logger or Fastify logger options; defaults to JSON logs at config.LOG_LEVEL. */
  logger?: FastifyBaseLogger | boolean | Record<string, unknown>;
  /** The Pusher-protocol endpoint and publisher (server/realtime); left out, the app serves no realtime routes. */
  realtime?: RealtimeConfig;
  /** How long a token lookup is cached in process (services/token-cache.ts); 0 turns the cache off. */
  tokenCacheTtlMs?: number;
  /**
   * Password hashing; left out, scrypt at OWASP's cost (DEFAULT_SCRYPT in modules/auth/passwords.ts). Tests pass
   * a cheaper one to stay fast.
   */
  passwords?: PasswordHasher;
  /** Push notifications; left out, FCM from FIREBASE_SERVICE_ACCOUNT, or off (services/push.ts). */
  push?: PushSender;
  /** APP_URL and the scheduler; left out, read from the environment (services/notifications/config.ts). */
  notifications?: NotificationConfigOverrides;
}

export interface ServerContext {
  db: Database;
  config: AppConfig;
  clock: Clock;
  log: FastifyBaseLogger;
  captcha: CaptchaVerifier;
  tokens: TokenService;
  messages: MessageDispatcher;
  loginThrottle: LoginThrottle;
  passwords: PasswordHasher;
  codeHasher: CodeHasher;
  push: PushSender;
  notifications: NotificationService;
  /** Seals the outside services' secrets (server/lib/secret-box.ts); null when they cannot be saved here. */
  secretBox: SecretBox | null;
}
