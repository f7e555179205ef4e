// Errors a service throws to answer with a given status; the errors plugin turns them into an ApiError body
// (shared/contracts/errors.ts).
export interface HttpErrorOptions {
  code?: string;
  errors?: Record<string, string[]>;
  headers?: Record<string, string>;
  /** On a 403 for a farm role: the "module.action" permission the role lacks. */
  missingPermission?: string;
  /** Facts a program acts on, e.g. the item and quantities of a short-stock 409 (a point of sale's conflict). */
  details?: Record<string, unknown>;
}

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly options: HttpErrorOptions = {},
  ) {
    super(message);
  }
}

/** 422 tied to one form field, so the form can show the message under it. */
export const fieldError = (field: string, message: string, code?: string) =>
  new HttpError(422, message, { code, errors: { [field]: [message] } });

/** 429 with Retry-After (seconds, rounded up, at least 1) and a message saying when to try again. */
export function tooManyRequests(message: string, retryAfterSeconds: number, code = 'too_many_requests') {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new HttpError(429, message, { code, headers: { 'retry-after': String(seconds) } });
}

/** "in 14 minutes", "in 40 seconds": for messages that say when an action is allowed again. */
export function waitPhrase(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s <= 90) return `in ${s} second${s === 1 ? '' : 's'}`;
  const m = Math.ceil(s / 60);
  return `in ${m} minute${m === 1 ? '' : 's'}`;
}

/** PostgreSQL's unique_violation, through Drizzle's DrizzleQueryError wrapper or bare. */
export function isUniqueViolation(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
