// Reads an outside service's settings for the code that talks to it (SMS, mail, push, payments, weather, AI),
// secrets opened (docs/decisions/040). Kept in process for a few seconds: every SMS or AI call reads it, and
// an administrator's change made here clears it at once.
import { eq } from 'drizzle-orm';
import type { ServerContext } from '@/server/context';
import type { Database } from '@/server/db/client';
import { integrationSettings } from '@/server/db/schema/platform-config';
import type { IntegrationProvider } from '@/shared/contracts/platform-enums';

export interface ActiveIntegration {
  provider: IntegrationProvider;
  config: Record<string, unknown>;
  secrets: Record<string, string>;
}

const TTL_MS = 5_000;
const caches = new WeakMap<
  Database,
  Map<IntegrationProvider, { expires: number; value: Promise<ActiveIntegration | null> }>
>();

async function load(
  ctx: Pick<ServerContext, 'db' | 'secretBox' | 'log'>,
  provider: IntegrationProvider,
): Promise<ActiveIntegration | null> {
  const [row] = await ctx.db
    .select()
    .from(integrationSettings)
    .where(eq(integrationSettings.provider, provider));
  if (!row?.enabled) return null;
  let secrets: Record<string, string> = {};
  if (row.secrets) {
    try {
      if (!ctx.secretBox) throw new Error('no SECRETS_KEY');
      secrets = ctx.secretBox.open(row.secrets);
    } catch (error) {
      // A key changed since the secrets were saved: the service is off until they are entered again.
      ctx.log.error({ provider, err: (error as Error).message }, 'integration secrets cannot be opened');
      return null;
    }
  }
  return { provider, config: row.config, secrets };
}

/** The provider's settings when it is switched on, else null. */
export function activeIntegration(
  ctx: Pick<ServerContext, 'db' | 'secretBox' | 'log' | 'clock'>,
  provider: IntegrationProvider,
): Promise<ActiveIntegration | null> {
  let cache = caches.get(ctx.db);
  if (!cache) caches.set(ctx.db, (cache = new Map()));
  const now = ctx.clock.now().getTime();
  const hit = cache.get(provider);
  if (hit && hit.expires > now) return hit.value;
  const value = load(ctx, provider);
  cache.set(provider, { expires: now + TTL_MS, value });
  value.catch(() => cache.delete(provider));
  return value;
}

/** Forget what was read, after the provider's settings were saved. */
export function forgetIntegration(db: Database, provider?: IntegrationProvider): void {
  if (provider) caches.get(db)?.delete(provider);
  else caches.get(db)?.clear();
}
