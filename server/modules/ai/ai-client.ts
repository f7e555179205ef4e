// Talks to an OpenAI-compatible chat completions endpoint (docs/product/ai.md "The provider"): POST
// {base_url}/chat/completions with a Bearer key. Any service speaking that API works (OpenAI, Azure's
// compatible endpoint, OpenRouter, a local Ollama or vLLM). The provider's failures become one error type with a
// short reason the admin page and the farmer's panel can show.

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ChatSettings {
  baseUrl: string;
  apiKey: string;
  model: string;
}

export interface ChatAnswer {
  content: string;
  promptTokens: number;
  completionTokens: number;
}

/** Why a call failed, in the provider's words where it gave any. */
export type AiFailureKind = 'invalid_api_key' | 'rate_limited' | 'provider_error' | 'timeout' | 'bad_answer';

export class AiProviderError extends Error {
  override name = 'AiProviderError';
  constructor(
    readonly kind: AiFailureKind,
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/** Long enough for a short answer from a busy hosted model; a farmer waiting on the panel should not wait more. */
export const AI_TIMEOUT_MS = 30_000;

function providerMessage(body: unknown): string | null {
  const error = (body as { error?: { message?: unknown } | string } | null)?.error;
  if (typeof error === 'string') return error;
  return typeof error?.message === 'string' ? error.message : null;
}

function failureOf(status: number, body: unknown): AiProviderError {
  const said = providerMessage(body);
  const code = (body as { error?: { code?: unknown; type?: unknown } } | null)?.error;
  if (status === 401 || status === 403) {
    return new AiProviderError('invalid_api_key', said ?? 'The provider refused the API key.', status);
  }
  if (status === 429) {
    const quota = code && (code.code === 'insufficient_quota' || code.type === 'insufficient_quota');
    return new AiProviderError(
      'rate_limited',
      said ?? (quota ? 'The provider account has no quota left.' : 'The provider is limiting requests.'),
      status,
    );
  }
  return new AiProviderError(
    'provider_error',
    said ?? `The provider answered with status ${status}.`,
    status,
  );
}

export async function chatCompletion(
  settings: ChatSettings,
  messages: readonly ChatMessage[],
  options: { temperature?: number; maxTokens?: number; timeoutMs?: number } = {},
): Promise<ChatAnswer> {
  let response: Response;
  try {
    response = await fetch(`${settings.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${settings.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        model: settings.model,
        messages,
        temperature: options.temperature ?? 0.2,
        max_tokens: options.maxTokens ?? 400,
      }),
      signal: AbortSignal.timeout(options.timeoutMs ?? AI_TIMEOUT_MS),
    });
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new AiProviderError('timeout', 'The provider did not answer in time.');
    }
    throw new AiProviderError(
      'provider_error',
      `The provider could not be reached: ${(error as Error).message}`,
    );
  }
  const text = await response.text().catch(() => '');
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (!response.ok) throw failureOf(response.status, body);
  const answer = body as {
    choices?: { message?: { content?: unknown } }[];
    usage?: { prompt_tokens?: unknown; completion_tokens?: unknown };
  } | null;
  const content = answer?.choices?.[0]?.message?.content;
  if (typeof content !== 'string') {
    throw new AiProviderError('bad_answer', 'The provider answered without a message.', response.status);
  }
  const count = (value: unknown) => (typeof value === 'number' && value >= 0 ? Math.round(value) : 0);
  return {
    content,
    promptTokens: count(answer?.usage?.prompt_tokens),
    completionTokens: count(answer?.usage?.completion_tokens),
  };
}

/** Millionths of a dollar: tokens × dollars per million tokens is exactly that unit. */
export function costMicroUsd(
  prices: { prompt: number; completion: number },
  tokens: { promptTokens: number; completionTokens: number },
): number {
  return Math.round(tokens.promptTokens * prices.prompt + tokens.completionTokens * prices.completion);
}
