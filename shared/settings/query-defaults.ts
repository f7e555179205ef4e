// docs/product/settings.md Caching: data queries retry 3 times with back-off capped at 30 s; unused entries are kept 5 minutes.
import type { DefaultOptions } from '@tanstack/react-query';

export const MAX_RETRIES = 3;
export const RETRY_DELAY_CAP_MS = 30_000;
export const GC_TIME_MS = 5 * 60_000;

/** 1 s, 2 s, 4 s … doubling per attempt (0-based, as TanStack Query counts), never above 30 s. */
export const retryDelay = (attempt: number): number =>
  Math.min(1000 * 2 ** Math.max(0, attempt), RETRY_DELAY_CAP_MS);

// Asking again cannot fix these: the request itself is wrong or the answer is not what the contract says.
const FINAL_CODES = new Set(['invalid_input', 'invalid_response']);

/** Retries network failures and 5xx; a 4xx (bad input, no access, not found, session over) is final. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  const { status, code } = (error ?? {}) as { status?: unknown; code?: unknown };
  if (typeof status === 'number' && status >= 400 && status < 500) return false;
  return !(typeof code === 'string' && FINAL_CODES.has(code));
}

export const QUERY_DEFAULTS = {
  queries: { retry: shouldRetry, retryDelay, gcTime: GC_TIME_MS },
  // A write may have reached the server before failing; repeating it could apply it twice.
  mutations: { retry: false },
} satisfies DefaultOptions;
