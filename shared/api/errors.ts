// docs/product/web-app.md Requests: every failed call surfaces as one error type with the message people see.
import { isAxiosError } from 'axios';
import { extractJson } from './extract-json';

export const NETWORK_ERROR = 'Network error occurred';
export const CONFIGURATION_ERROR = 'Request configuration error';
export const statusMessage = (status: number) => `Request failed with status ${status}`;

export interface ApiRequestErrorDetails {
  status?: number;
  code?: string;
  fieldErrors?: Record<string, string[]>;
  retryAfterSeconds?: number;
  cause?: unknown;
}

export class ApiRequestError extends Error {
  override name = 'ApiRequestError';
  status?: number;
  code?: string;
  /** Per-field messages of a 422 answer (shared/contracts/errors.ts ApiErrorSchema.errors). */
  fieldErrors?: Record<string, string[]>;
  /** From the Retry-After header (429, code cooldowns), in whole seconds. */
  retryAfterSeconds?: number;

  constructor(message: string, details: ApiRequestErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.status = details.status;
    this.code = details.code;
    this.fieldErrors = details.fieldErrors;
    this.retryAfterSeconds = details.retryAfterSeconds;
  }
}

export const isApiRequestError = (error: unknown): error is ApiRequestError =>
  error instanceof ApiRequestError;

/** Maps whatever a call threw to an ApiRequestError carrying the docs/product/web-app.md message. */
export function toApiRequestError(error: unknown): ApiRequestError {
  if (error instanceof ApiRequestError) return error;
  if (!isAxiosError(error)) return new ApiRequestError(CONFIGURATION_ERROR, { cause: error });

  const { response } = error;
  if (response) {
    const body = readErrorBody(response.data);
    const header = response.headers?.['retry-after'] as unknown;
    return new ApiRequestError(body.message ?? statusMessage(response.status), {
      status: response.status,
      code: body.code ?? error.code,
      fieldErrors: body.fieldErrors,
      retryAfterSeconds:
        parseRetryAfter(typeof header === 'string' ? header : null) ?? body.retryAfterSeconds,
      cause: error,
    });
  }
  // A request that went out but got no answer (refused, offline, aborted) versus one that never left.
  if (error.request) return new ApiRequestError(NETWORK_ERROR, { code: error.code, cause: error });
  return new ApiRequestError(CONFIGURATION_ERROR, { code: error.code, cause: error });
}

interface ErrorBody {
  message?: string;
  code?: string;
  fieldErrors?: Record<string, string[]>;
  retryAfterSeconds?: number;
}

/** Reads { message, code, errors, retry_after_seconds } from an error body, tolerating text around the JSON. */
function readErrorBody(data: unknown): ErrorBody {
  let body: unknown;
  try {
    body = extractJson(data);
  } catch {
    return {};
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return {};
  const record = body as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined);
  const retry = record.retry_after_seconds;
  return {
    message: text(record.message) ?? text(record.error),
    code: text(record.code),
    fieldErrors: readFieldErrors(record.errors),
    retryAfterSeconds: typeof retry === 'number' && retry >= 0 ? Math.ceil(retry) : undefined,
  };
}

function readFieldErrors(value: unknown): Record<string, string[]> | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const out: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(value)) {
    const list = Array.isArray(messages) ? messages : [messages];
    const strings = list.filter((m): m is string => typeof m === 'string');
    if (strings.length) out[field] = strings;
  }
  return Object.keys(out).length ? out : undefined;
}

/** Retry-After is either delay-seconds or an HTTP date (RFC 9110 §10.2.3). */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, Math.ceil((at - now) / 1000));
}
