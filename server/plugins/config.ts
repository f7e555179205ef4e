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
  // Coarse per-address limit on the credential endpoints (login, register, password reset), per instance.
  AUTH_RATE_LIMIT_PER_MINUTE: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(60)),
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
