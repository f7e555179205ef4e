// Every setting is an environment variable and none is required (README "Configuration").
import { z } from 'zod';

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());

export const ConfigSchema = z.object({
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(8000)),
  HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
  DATABASE_URL: optionalString,
  SMTP_URL: optionalString,
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().default('Shamba <no-reply@shamba.local>')),
  CAPTCHA_SECRET: optionalString,
  CAPTCHA_PROVIDER: z.preprocess(
    emptyToUndefined,
    z.enum(['turnstile', 'hcaptcha', 'recaptcha']).default('turnstile'),
  ),
  NODE_ENV: z.preprocess(emptyToUndefined, z.string().default('development')),
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  // "true", a hop count or a list of addresses/CIDRs, as Fastify's trustProxy takes them.
  TRUST_PROXY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default('false')
      .transform((v): boolean | number | string => {
        if (v === 'true' || v === 'false') return v === 'true';
        return /^\d+$/.test(v) ? Number(v) : v;
      }),
  ),
  WEB_DIST_DIR: z.preprocess(emptyToUndefined, z.string().default('dist/web')),
  // The built widgets (npm run build:widgets), served under /widgets/v{version}/.
  WIDGETS_DIST_DIR: z.preprocess(emptyToUndefined, z.string().default('dist/widgets')),
  // In-process cache of token lookups (services/token-cache.ts); 0 turns it off. Capped: it bounds how long a
  // revocation made on another instance can go unseen here.
  TOKEN_CACHE_TTL_MS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(0).max(5_000).default(2_000),
  ),
  // Key of the HMAC that stores verification and reset codes (docs/decisions/024). Unset, the server generates
  // one once and keeps it in the database.
  CODE_HASH_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(32, 'use at least 32 characters (for example: openssl rand -base64 32)').optional(),
  ),
  // Key that encrypts the outside services' secrets at rest (docs/decisions/040). Unset, a key file in DATA_DIR
  // is made once, except in production, where saving a provider secret then asks for this variable.
  SECRETS_KEY: z.preprocess(
    emptyToUndefined,
    z.string().min(32, 'use at least 32 characters (for example: openssl rand -base64 32)').optional(),
  ),
  // Coarse per-address limit on the credential endpoints (login, register, password reset), per instance.
  AUTH_RATE_LIMIT_PER_MINUTE: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(60)),
  // Graceful stop (SIGTERM/SIGINT, server/lifecycle.ts): how long requests in flight may take to finish before
  // their connections are cut and the database is closed.
  SHUTDOWN_DRAIN_MS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(0).max(600_000).default(10_000),
  ),
  // Open-Meteo's forecast API, or a service speaking it (a self-hosted Open-Meteo): weather alerts and the farm
  // page's forecast (docs/product/farm-work-notifications.md "Weather"). No key.
  WEATHER_API_URL: z.preprocess(emptyToUndefined, z.url().default('https://api.open-meteo.com')),
});
export type AppConfig = z.infer<typeof ConfigSchema>;

/** Parses the environment; a bad value stops the server at start with a message naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const result = ConfigSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  return result.data;
}
