// Reading integration rows for the admin page (docs/product/integrations.md): the shown config, whether each
// secret is set (never its value), the last test; and the saved settings a test runs with, on or off.
import { eq } from 'drizzle-orm';
import { INTEGRATION_SECRET_FIELDS, type IntegrationSummary } from '@/shared/contracts/integrations';
import { INTEGRATION_PROVIDERS, type IntegrationProvider } from '@/shared/contracts/platform-enums';
import type { ServerContext } from '@/server/context';
import { integrationSettings } from '@/server/db/schema/platform-config';
import type { ActiveIntegration } from './integration-store';
import { africasTalkingCallbackUrl } from './sms-senders';

type Ctx = Pick<ServerContext, 'db' | 'secretBox' | 'log'>;
type Row = typeof integrationSettings.$inferSelect;

/** The row's secrets opened; none when there are none or they were sealed under another key. */
function openSecrets(ctx: Ctx, row: Row | undefined): Record<string, string> {
  if (!row?.secrets || !ctx.secretBox) return {};
  try {
    return ctx.secretBox.open(row.secrets);
  } catch {
    ctx.log.warn({ provider: row.provider }, 'integration secrets cannot be opened with this SECRETS_KEY');
    return {};
  }
}

function summaryOf(
  ctx: Ctx,
  provider: IntegrationProvider,
  row: Row | undefined,
  appUrl: string | null,
): IntegrationSummary {
  const secrets = openSecrets(ctx, row);
  const fields: readonly string[] = INTEGRATION_SECRET_FIELDS[provider];
  return {
    provider,
    enabled: row?.enabled ?? false,
    config: row?.config ?? {},
    secrets: Object.fromEntries(fields.map((name) => [name, { set: Boolean(secrets[name]) }])),
    last_test:
      row?.lastTestAt && row.lastTestOk !== null
        ? { at: row.lastTestAt.toISOString(), ok: row.lastTestOk, message: row.lastTestMessage ?? '' }
        : null,
    updated_at: row?.updatedAt.toISOString() ?? null,
    // Africa's Talking's delivery reports come back here; the operator pastes it in their dashboard.
    callback_url:
      provider === 'africastalking' && secrets.api_key
        ? africasTalkingCallbackUrl(secrets.api_key, appUrl)
        : null,
  };
}

export async function listIntegrations(ctx: Ctx, appUrl: string | null): Promise<IntegrationSummary[]> {
  const rows = await ctx.db.select().from(integrationSettings);
  const byProvider = new Map(rows.map((row) => [row.provider, row]));
  return INTEGRATION_PROVIDERS.map((provider) => summaryOf(ctx, provider, byProvider.get(provider), appUrl));
}

export async function readIntegration(
  ctx: Ctx,
  provider: IntegrationProvider,
  appUrl: string | null,
): Promise<IntegrationSummary> {
  const [row] = await ctx.db
    .select()
    .from(integrationSettings)
    .where(eq(integrationSettings.provider, provider));
  return summaryOf(ctx, provider, row, appUrl);
}

/** The saved settings, whether the service is on or off (a test comes before switching on); null if never saved. */
export async function savedIntegration(
  ctx: Ctx,
  provider: IntegrationProvider,
): Promise<ActiveIntegration | null> {
  const [row] = await ctx.db
    .select()
    .from(integrationSettings)
    .where(eq(integrationSettings.provider, provider));
  if (!row) return null;
  return { provider, config: row.config, secrets: openSecrets(ctx, row) };
}

export async function recordTestResult(
  ctx: Ctx,
  provider: IntegrationProvider,
  result: { ok: boolean; message: string; at: Date },
): Promise<void> {
  await ctx.db
    .update(integrationSettings)
    .set({ lastTestAt: result.at, lastTestOk: result.ok, lastTestMessage: result.message.slice(0, 1000) })
    .where(eq(integrationSettings.provider, provider));
}
