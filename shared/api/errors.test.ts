import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { ApiRequestError, parseRetryAfter, toApiRequestError } from './errors';

const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;

function responseError(status: number, data: unknown, headers: Record<string, string> = {}) {
  const response = { status, statusText: '', data, headers, config } as AxiosResponse;
  return new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, {}, response);
}

describe('toApiRequestError (docs/product/web-app.md Requests)', () => {
  it.each([
    ['the server message', 422, { message: 'Enter the farm name.' }, 'Enter the farm name.'],
    ['the message inside stray text', 400, 'Notice: x\n{"message":"Bad code."}', 'Bad code.'],
    ['an error field when there is no message', 400, { error: 'Invalid token' }, 'Invalid token'],
    ['the status when the body has no message', 500, { ok: false }, 'Request failed with status 500'],
    ['the status when the message is blank', 503, { message: '  ' }, 'Request failed with status 503'],
    ['the status for an HTML page', 502, '<html>Bad gateway</html>', 'Request failed with status 502'],
    ['the status for an empty body', 404, '', 'Request failed with status 404'],
  ])('uses %s', (_name, status, data, message) => {
    const error = toApiRequestError(responseError(status, data));
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error.message).toBe(message);
    expect(error.status).toBe(status);
  });

  it('keeps the code, field errors and the cause', () => {
    const cause = responseError(422, {
      message: 'Check the form.',
      code: 'validation',
      errors: { name: ['Required.'], x: 'one' },
    });
    const error = toApiRequestError(cause);
    expect(error.code).toBe('validation');
    expect(error.fieldErrors).toEqual({ name: ['Required.'], x: ['one'] });
    expect(error.cause).toBe(cause);
  });

  it('reads Retry-After from the header, else retry_after_seconds from the body', () => {
    expect(toApiRequestError(responseError(429, {}, { 'retry-after': '30' })).retryAfterSeconds).toBe(30);
    expect(toApiRequestError(responseError(429, { retry_after_seconds: 12 })).retryAfterSeconds).toBe(12);
    expect(toApiRequestError(responseError(429, {})).retryAfterSeconds).toBeUndefined();
  });

  it('says Network error occurred when a request got no answer', () => {
    const error = toApiRequestError(new AxiosError('Network Error', 'ERR_NETWORK', config, {}));
    expect(error.message).toBe('Network error occurred');
    expect(error.status).toBeUndefined();
    expect(error.code).toBe('ERR_NETWORK');
  });

  it('says Request configuration error when the request never left', () => {
    expect(toApiRequestError(new AxiosError('Invalid URL', 'ERR_INVALID_URL', config)).message).toBe(
      'Request configuration error',
    );
    expect(toApiRequestError(new TypeError('boom')).message).toBe('Request configuration error');
  });

  it('returns an ApiRequestError unchanged', () => {
    const error = new ApiRequestError('Already mapped', { status: 409 });
    expect(toApiRequestError(error)).toBe(error);
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');
  it.each([
    ['120', 120],
    [' 5 ', 5],
    ['0', 0],
    ['Thu, 01 Jan 2026 00:00:30 GMT', 30],
    ['Wed, 31 Dec 2025 23:59:00 GMT', 0],
    ['soon', undefined],
    ['', undefined],
    [null, undefined],
  ])('%s is %s seconds', (value, expected) => {
    expect(parseRetryAfter(value, now)).toBe(expected);
  });
});
