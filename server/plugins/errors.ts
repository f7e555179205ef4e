// One error shape for every failure (ApiError, shared/contracts/errors.ts): 422 with per-field messages for
// invalid input, JSON 404 for unknown API routes, 503 while the database cannot be reached, and 500s that never
// leak internals.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ApiError } from '@/shared/contracts/errors';
import { HttpError } from '@/server/lib/http-error';
import { isDatabaseUnavailable } from '@/server/db/availability';

export const VALIDATION_MESSAGE = 'Some fields need fixing.';
export const DATABASE_UNAVAILABLE_MESSAGE =
  'The database cannot be reached right now; please try again in a few moments.';
/** Seconds a client should wait before trying again while the database is away. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

export const BODY_NOT_OBJECT_MESSAGE = 'Send the fields together as one JSON object.';

/** `/profile/theme_preference` → `profile.theme_preference`; the body itself → `body`. */
const fieldName = (instancePath: string) => instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';

function validationErrors(
  issues: { instancePath: string; message?: string; keyword: string; params: Record<string, unknown> }[],
) {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) =>
    (errors[field] ??= []).includes(message) || errors[field]!.push(message);
  for (const issue of issues) {
    const keys = issue.params.keys;
    // A strict object names the unknown keys on the parent: report each under its own name.
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(keys)) {
      const prefix = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      for (const key of keys)
        add(prefix ? `${prefix}.${String(key)}` : String(key), 'This field is not accepted here.');
      continue;
    }
    // A body that is not an object at all (a list, a number, text): say what to send instead of "this field".
    if (
      issue.keyword === 'invalid_type' &&
      issue.params.expected === 'object' &&
      fieldName(issue.instancePath) === 'body'
    ) {
      add('body', BODY_NOT_OBJECT_MESSAGE);
      continue;
    }
    add(fieldName(issue.instancePath), issue.message ?? 'This value is not valid.');
  }
  return errors;
}

/** Messages for Fastify's own 4xx errors (bad JSON, too large, wrong content type), in the product's voice. */
const FASTIFY_CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request body as JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
};

async function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const body: ApiError = {
      message: VALIDATION_MESSAGE,
      code: 'validation_failed',
      errors: validationErrors(error.validation),
    };
    return reply.code(422).send(body);
  }
  if (error instanceof HttpError) {
    const { code, errors, headers, missingPermission, details } = error.options;
    if (headers) reply.headers(headers);
    const body: ApiError = {
      message: error.message,
      code,
      errors,
      missing_permission: missingPermission,
      details,
    };
    return reply.code(error.statusCode).send(body);
  }
  // docs/architecture.md "Losing the database": PostgreSQL restarting or cut off is not a bug of ours; every
  // route answers the same 503 until it is back, and the process stays up.
  if (isDatabaseUnavailable(error)) {
    const cause = (error as { cause?: { message?: string; code?: string } }).cause;
    request.log.warn(
      {
        err: { type: error.name, message: cause?.message ?? error.message, code: cause?.code ?? error.code },
      },
      'database unavailable',
    );
    return reply
      .code(503)
      .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
      .send({ message: DATABASE_UNAVAILABLE_MESSAGE, code: 'database_unavailable' } satisfies ApiError);
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500 && !isResponseSerializationError(error)) {
    const message =
      FASTIFY_CLIENT_ERRORS[error.code] ??
      (status === 429 ? error.message : 'The request could not be handled.');
    return reply.code(status).send({ message, code: error.code?.toLowerCase() } satisfies ApiError);
  }
  // Drizzle's query errors carry the parameters (hashes, e-mails) in their message: log the cause only.
  const cause = (error as { cause?: { message?: string; code?: string } }).cause;
  request.log.error(
    {
      err: {
        type: error.name,
        message: cause ? `database: ${cause.message}` : error.message,
        code: cause?.code ?? error.code,
        stack: stackFrames(error),
      },
    },
    'request failed',
  );
  return reply.code(500).send({
    message: 'Something went wrong on our side. Please try again.',
    code: 'server_error',
  } satisfies ApiError);
}

// Only the "at …" lines: the first lines of a Drizzle error repeat the query and its parameters.
const stackFrames = (error: Error) =>
  (error.stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .slice(0, 8)
    .join('\n');

export const NOT_FOUND_MESSAGE = 'There is nothing at this address.';

/**
 * The error handler and the not-found handler for the whole app. `fallback` may answer a not-found request
 * itself (the web app's index.html for page routes) and returns whether it did.
 */
export function registerErrorHandling(
  app: FastifyInstance,
  fallback?: (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>,
) {
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(async (request, reply) => {
    if (fallback && (await fallback(request, reply))) return reply;
    return reply.code(404).send({ message: NOT_FOUND_MESSAGE, code: 'not_found' } satisfies ApiError);
  });
}
