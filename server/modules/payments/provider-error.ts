// What a payment provider answered when it refused, in words a person can act on, never carrying a secret.

export class ProviderError extends Error {
  constructor(
    message: string,
    /** The provider's HTTP status, 0 when it could not be reached. */
    readonly status: number,
    /** The provider's own code (Daraja's errorCode, Stripe's error.code), for support. */
    readonly providerCode: string | null = null,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

/** The provider's JSON answer, or null when it sent something else. */
export async function jsonOf(response: Response): Promise<Record<string, unknown> | null> {
  const text = await response.text();
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** A base URL from an integration's config, without its trailing slash. */
export const baseUrlOf = (config: Record<string, unknown>, fallback: string) =>
  (typeof config.base_url === 'string' && config.base_url.trim() ? config.base_url.trim() : fallback).replace(
    /\/+$/,
    '',
  );

export async function reach(url: string, init: RequestInit, provider: string): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
  } catch (error) {
    throw new ProviderError(
      `${provider} could not be reached (${(error as Error).message}).`,
      0,
      'unreachable',
    );
  }
}
