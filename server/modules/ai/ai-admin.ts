// The administrator's side of AI (docs/product/ai.md "For administrators"): the provider's settings as shown
// (never the key), the monthly request limit of each package, and a test request to the saved provider.
import { asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { packages } from '@/server/db/schema/billing';
import { integrationSettings } from '@/server/db/schema/platform-config';
import { HttpError } from '@/server/lib/http-error';
import { forgetEntitlements } from '@/server/modules/entitlements/entitlement-cache';
import { forgetIntegration } from '@/server/modules/integrations/integration-store';
import { recordPlatformAction } from '@/server/modules/platform-staff/platform-audit';
import type { AiConfiguration, AiIntegration, AiTestAnswer, SaveAiLimitsInput } from '@/shared/contracts/ai';
import { AiProviderError } from './ai-client';
import { callModel, setupOf, type AiCtx } from './ai-calls';
import { AI_MESSAGES } from './ai-messages';

type Actor = { id: string; name: string };

async function aiRow(db: Database) {
  const [row] = await db.select().from(integrationSettings).where(eq(integrationSettings.provider, 'ai'));
  return row ?? null;
}

function openSecrets(ctx: AiCtx, sealed: string | null): Record<string, string> {
  if (!sealed || !ctx.secretBox) return {};
  try {
    return ctx.secretBox.open(sealed);
  } catch {
    return {};
  }
}

export async function aiConfiguration(ctx: AiCtx): Promise<AiConfiguration> {
  const row = await aiRow(ctx.db);
  const secrets = openSecrets(ctx, row?.secrets ?? null);
  const config = row?.config ?? {};
  const str = (value: unknown) => (typeof value === 'string' ? value : '');
  const num = (value: unknown) => (typeof value === 'number' ? value : 0);
  const integration: AiIntegration = {
    enabled: row?.enabled ?? false,
    base_url: str(config.base_url),
    model: str(config.model),
    prompt_usd_per_million_tokens: num(config.prompt_usd_per_million_tokens),
    completion_usd_per_million_tokens: num(config.completion_usd_per_million_tokens),
    // Whether the key is set, never the key.
    api_key_set: Boolean(secrets.api_key),
    last_test: row?.lastTestAt
      ? { at: row.lastTestAt.toISOString(), ok: row.lastTestOk ?? false, message: row.lastTestMessage ?? '' }
      : null,
    updated_at: row?.updatedAt.toISOString() ?? null,
  };
  const list = await ctx.db
    .select({
      id: packages.id,
      name: packages.name,
      features: packages.features,
      limit: packages.aiRequestsPerMonth,
    })
    .from(packages)
    .where(isNull(packages.archivedAt))
    .orderBy(asc(packages.sortOrder), asc(packages.name));
  return {
    integration,
    packages: list.map((p) => ({
      package_id: p.id,
      name: p.name,
      includes_ai: (p.features ?? []).includes('ai'),
      limit: p.limit,
    })),
    secrets_available: ctx.secretBox !== null,
  };
}

/** Sets each listed package's monthly AI requests (null is unlimited). 422 when a package is unknown. */
export async function saveAiLimits(ctx: AiCtx, input: SaveAiLimitsInput, actor: Actor): Promise<void> {
  if (input.length === 0) return;
  await ctx.db.transaction(async (tx) => {
    const ids = input.map((entry) => entry.package_id);
    const known = await tx
      .select({ id: packages.id, name: packages.name, limit: packages.aiRequestsPerMonth })
      .from(packages)
      .where(inArray(packages.id, ids));
    const byId = new Map(known.map((p) => [p.id, p]));
    const errors: Record<string, string[]> = {};
    input.forEach((entry, index) => {
      if (!byId.has(entry.package_id)) errors[`${index}.package_id`] = [AI_MESSAGES.unknownPackage];
    });
    if (Object.keys(errors).length > 0) {
      throw new HttpError(422, 'Some fields need fixing.', { code: 'validation_failed', errors });
    }
    const changed: { package_id: string; from: number | null; to: number | null }[] = [];
    for (const entry of input) {
      const before = byId.get(entry.package_id)!;
      if (before.limit === entry.limit) continue;
      await tx
        .update(packages)
        .set({ aiRequestsPerMonth: entry.limit })
        .where(eq(packages.id, entry.package_id));
      changed.push({ package_id: entry.package_id, from: before.limit, to: entry.limit });
    }
    if (changed.length === 0) return;
    await recordPlatformAction(tx, {
      actor,
      module: 'ai',
      action: 'edit',
      targetType: 'package',
      targetId: changed.length === 1 ? changed[0]!.package_id : null,
      summary: `Changed the monthly AI request limit of ${changed
        .map((c) => `${byId.get(c.package_id)!.name} (${c.to ?? 'unlimited'})`)
        .join(', ')}`,
      details: { limits: changed },
    });
  });
  forgetEntitlements(ctx.db);
}

const TEST_PROMPT = 'Reply with one short sentence saying the Shamba AI connection works.';

/** A tiny chat completion with the saved settings (on or off), recorded as a test and on the settings row. */
export async function sendAiTest(ctx: AiCtx, actor: Actor): Promise<AiTestAnswer> {
  const row = await aiRow(ctx.db);
  const setup = row ? setupOf({ config: row.config, secrets: openSecrets(ctx, row.secrets) }) : null;
  if (!setup) throw new HttpError(409, AI_MESSAGES.notSavedYet, { code: 'ai_not_configured' });
  let result: AiTestAnswer;
  try {
    const answer = await callModel(ctx, setup, {
      accountId: actor.id,
      requestedBy: actor.id,
      farmId: null,
      purpose: 'test',
      maxTokens: 30,
      messages: [{ role: 'user', content: TEST_PROMPT }],
    });
    result = {
      ok: true,
      message: `${setup.settings.model} answered.`,
      answer: answer.content.trim(),
      prompt_tokens: answer.promptTokens,
      completion_tokens: answer.completionTokens,
    };
  } catch (error) {
    if (!(error instanceof AiProviderError)) throw error;
    const status = error.status ? ` (${error.status})` : '';
    result = {
      ok: false,
      message: `${error.message}${status}`,
      answer: null,
      prompt_tokens: 0,
      completion_tokens: 0,
    };
  }
  await ctx.db
    .update(integrationSettings)
    .set({
      lastTestAt: ctx.clock.now(),
      lastTestOk: result.ok,
      lastTestMessage: result.message.slice(0, 500),
    })
    .where(eq(integrationSettings.provider, 'ai'));
  forgetIntegration(ctx.db, 'ai');
  return result;
}
