// Realtime settings from the environment (docs/architecture.md "Realtime and push"; README configuration table). Nothing is
// required: without PUSHER_HOST the server publishes to its own Pusher-protocol endpoint, and pointing the same
// variables at Pusher cloud (or another Pusher-protocol cluster) changes nothing else.
import { randomBytes } from 'node:crypto';
import { z } from 'zod';

/** Unset and empty are the same thing: `.env` files and CI often pass `VAR=`. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => ['true', '1', 'yes'].includes(v));

const EnvSchema = z.object({
  PUSHER_APP_ID: optional(z.string()),
  PUSHER_KEY: optional(z.string()),
  PUSHER_SECRET: optional(z.string().min(8, 'PUSHER_SECRET must have at least 8 characters')),
  PUSHER_HOST: optional(z.string()),
  PUSHER_PORT: optional(z.coerce.number().int().min(1).max(65_535)),
  PUSHER_USE_TLS: optional(flag),
  PUSHER_CLUSTER: optional(z.string()),
  // The extension's MV3 worker dies after 30 s without events (STACK.md): the client must ping within that.
  PUSHER_ACTIVITY_TIMEOUT: optional(z.coerce.number().int().min(1).max(30)),
  PUSHER_PONG_TIMEOUT: optional(z.coerce.number().int().min(1).max(60)),
  PORT: optional(z.coerce.number().int().min(0).max(65_535)),
});

export interface PublisherTarget {
  /** True when publishing goes to this server's own endpoint (no PUSHER_HOST and no PUSHER_CLUSTER). */
  embedded: boolean;
  host?: string;
  /** Unset with `cluster`: the SDK then uses api-{cluster}.pusher.com on the scheme's default port. */
  port?: number;
  cluster?: string;
  useTLS: boolean;
}

export interface RealtimeConfig {
  appId: string;
  key: string;
  secret: string;
  /** Seconds, sent in pusher:connection_established; the client pings after this much silence. */
  activityTimeout: number;
  /** Seconds the server waits for any message after its own pusher:ping before closing with 4201. */
  pongTimeout: number;
  publisher: PublisherTarget;
}

export const DEFAULT_ACTIVITY_TIMEOUT = 20;

/** Parses the PUSHER_* variables; throws one readable error listing every bad variable. */
export function loadRealtimeConfig(env: NodeJS.ProcessEnv = process.env): RealtimeConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid realtime configuration: ${problems}`);
  }
  const e = parsed.data;
  const external = e.PUSHER_HOST !== undefined || e.PUSHER_CLUSTER !== undefined;
  const publisher: PublisherTarget = external
    ? {
        embedded: false,
        host: e.PUSHER_HOST,
        port: e.PUSHER_PORT,
        cluster: e.PUSHER_CLUSTER,
        useTLS: e.PUSHER_USE_TLS ?? true, // docs/product/realtime.md: the realtime service is reached over TLS
      }
    : // Our own endpoint on loopback; the real listening port replaces this one once the server listens.
      {
        embedded: true,
        host: '127.0.0.1',
        port: e.PUSHER_PORT ?? e.PORT ?? 8000,
        useTLS: e.PUSHER_USE_TLS ?? false,
      };

  return {
    appId: e.PUSHER_APP_ID ?? 'shamba',
    key: e.PUSHER_KEY ?? 'shamba-key',
    // A per-process random secret is safe for ONE instance: the embedded endpoint that verifies signatures and
    // the publisher that makes them live in the same process. Several instances (or an external Pusher host)
    // need one shared PUSHER_SECRET, or their publishes and channel authorizations will not verify.
    secret: e.PUSHER_SECRET ?? randomBytes(32).toString('hex'),
    activityTimeout: e.PUSHER_ACTIVITY_TIMEOUT ?? DEFAULT_ACTIVITY_TIMEOUT,
    pongTimeout: e.PUSHER_PONG_TIMEOUT ?? 10,
    publisher,
  };
}
