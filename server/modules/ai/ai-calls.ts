// Every AI request made for a farmer goes through here (docs/product/ai.md "Limits and usage"): the provider must
// be on, the farm owner's package must include AI and have room in its monthly limit, and each call, answered or
// failed, leaves an ai_requests row with its tokens and cost.
import type { ServerContext } from '@/server/context';
import { aiRequests } from '@/server/db/schema/platform-config';
import { HttpError } from '@/server/lib/http-error';
import { requireFeature, requireRoomFor } from '@/server/modules/entitlements/guards';
import { activeIntegration, type ActiveIntegration } from '@/server/modules/integrations/integration-store';
import type { AiPurpose } from '@/shared/contracts/platform-enums';
import {
  AI_TIMEOUT_MS,
  AiProviderError,
  chatCompletion,
  costMicroUsd,
  type ChatAnswer,
  type ChatMessage,
  type ChatSettings,
} from './ai-client';
import { AI_MESSAGES } from './ai-messages';

export type AiCtx = Pick<ServerContext, 'db' | 'secretBox' | 'log' | 'clock'>;

export interface AiSetup {
  settings: ChatSettings;
  prices: { prompt: number; completion: number };
}

const num = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : 0;

/** The provider's settings as the client needs them, or null when AI is off or incomplete. */
export function setupOf(integration: Pick<ActiveIntegration, 'config' | 'secrets'> | null): AiSetup | null {
  if (!integration) return null;
  const { config, secrets } = integration;
  const baseUrl = typeof config.base_url === 'string' ? config.base_url : '';
  const model = typeof config.model === 'string' ? config.model : '';
  const apiKey = secrets.api_key ?? '';
  if (!baseUrl || !model || !apiKey) return null;
  return {
    settings: { baseUrl, model, apiKey },
    prices: {
      prompt: num(config.prompt_usd_per_million_tokens),
      completion: num(config.completion_usd_per_million_tokens),
    },
  };
}

export const currentAiSetup = async (ctx: AiCtx) => setupOf(await activeIntegration(ctx, 'ai'));

/** AI_TIMEOUT_MS in the environment shortens or lengthens the wait (a slow local model, the tests). */
const aiTimeoutMs = () => Number(process.env.AI_TIMEOUT_MS) || AI_TIMEOUT_MS;

export const aiNotConfigured = () =>
  new HttpError(409, AI_MESSAGES.notConfigured, { code: 'ai_not_configured' });

export interface AiCall {
  /** The account whose package pays: the farm's owner (for a test, the administrator). */
  accountId: string;
  requestedBy: string | null;
  farmId: string | null;
  purpose: AiPurpose;
  messages: readonly ChatMessage[];
  maxTokens?: number;
}

/** Checks the owner's package (403 without AI, 402 at the limit); tests made by administrators are not counted. */
export async function requireAiAllowed(ctx: AiCtx, call: Pick<AiCall, 'accountId' | 'purpose'>) {
  if (call.purpose === 'test') return;
  await requireFeature(ctx, call.accountId, 'ai');
  await requireRoomFor(ctx, call.accountId, 'ai_requests_per_month');
}

/**
 * Calls the model with a known setup and records the request. Throws AiProviderError when the provider fails
 * (after recording it as failed).
 */
export async function callModel(ctx: AiCtx, setup: AiSetup, call: AiCall): Promise<ChatAnswer> {
  const base = {
    accountId: call.accountId,
    requestedBy: call.requestedBy,
    farmId: call.farmId,
    purpose: call.purpose,
    model: setup.settings.model,
    createdAt: ctx.clock.now(),
  };
  try {
    const answer = await chatCompletion(setup.settings, call.messages, {
      maxTokens: call.maxTokens,
      timeoutMs: aiTimeoutMs(),
    });
    await ctx.db.insert(aiRequests).values({
      ...base,
      status: 'succeeded',
      promptTokens: answer.promptTokens,
      completionTokens: answer.completionTokens,
      costMicroUsd: costMicroUsd(setup.prices, answer),
    });
    return answer;
  } catch (error) {
    const failure =
      error instanceof AiProviderError
        ? error
        : new AiProviderError('provider_error', (error as Error).message);
    await ctx.db.insert(aiRequests).values({
      ...base,
      status: 'failed',
      error: `${failure.kind}: ${failure.message}`.slice(0, 500),
    });
    throw failure;
  }
}

/** For the farmer's routes: 409 when AI is off, 403/402 from the package, 502 when the provider fails. */
export async function askModelFor(ctx: AiCtx, call: AiCall): Promise<ChatAnswer> {
  const setup = await currentAiSetup(ctx);
  if (!setup) throw aiNotConfigured();
  await requireAiAllowed(ctx, call);
  try {
    return await callModel(ctx, setup, call);
  } catch (error) {
    if (!(error instanceof AiProviderError)) throw error;
    ctx.log.warn({ kind: error.kind, status: error.status }, 'AI provider failed');
    throw new HttpError(502, AI_MESSAGES.providerFailed, { code: 'ai_provider_error' });
  }
}
