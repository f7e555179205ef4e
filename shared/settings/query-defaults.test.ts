import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/shared/api/errors';
import { GC_TIME_MS, QUERY_DEFAULTS, retryDelay, shouldRetry } from './query-defaults';

describe('retryDelay (docs/product/settings.md: back-off capped at 30 s)', () => {
  it.each([
    [0, 1000],
    [1, 2000],
    [2, 4000],
    [4, 16000],
    [5, 30000],
    [10, 30000],
    [-1, 1000],
  ])('attempt %s waits %s ms', (attempt, ms) => {
    expect(retryDelay(attempt)).toBe(ms);
  });
});

describe('shouldRetry (3 retries, never a 4xx)', () => {
  it.each([
    [0, new ApiRequestError('Network error occurred'), true],
    [2, new ApiRequestError('Request failed with status 500', { status: 500 }), true],
    [3, new ApiRequestError('Request failed with status 500', { status: 500 }), false],
    [0, new ApiRequestError('Not found', { status: 404 }), false],
    [0, new ApiRequestError('Unauthenticated.', { status: 401 }), false],
    [0, new ApiRequestError('Check the form.', { status: 422 }), false],
    [0, new ApiRequestError('Invalid response format', { status: 200, code: 'invalid_response' }), false],
    [0, new Error('boom'), true],
    [0, null, true],
  ])('after %s failures, %s → %s', (count, error, expected) => {
    expect(shouldRetry(count, error)).toBe(expected);
  });

  it('keeps unused cache entries 5 minutes and never retries writes', () => {
    expect(GC_TIME_MS).toBe(300_000);
    expect(QUERY_DEFAULTS.mutations.retry).toBe(false);
  });

  it('makes a real query try 4 times in all on a server error, once on a 404', async () => {
    const client = new QueryClient({
      defaultOptions: { queries: { ...QUERY_DEFAULTS.queries, retryDelay: 0 } },
    });
    const failing = vi.fn(async () => {
      throw new ApiRequestError('Request failed with status 503', { status: 503 });
    });
    await expect(
      client.fetchQuery({ queryKey: ['a'], queryFn: failing, retry: QUERY_DEFAULTS.queries.retry }),
    ).rejects.toThrow();
    expect(failing).toHaveBeenCalledTimes(4);
    const missing = vi.fn(async () => {
      throw new ApiRequestError('Not found', { status: 404 });
    });
    await expect(
      client.fetchQuery({ queryKey: ['b'], queryFn: missing, retry: QUERY_DEFAULTS.queries.retry }),
    ).rejects.toThrow();
    expect(missing).toHaveBeenCalledTimes(1);
  });
});
