// Answers that carry a bearer token (login, register, password change, widget sessions) must never be kept by a
// browser or proxy cache: `Cache-Control: no-store` on every answer whose body has a top-level `access_token` or
// `token` (docs/product/accounts.md Session storage). Keyed on the body's shape so a new route that hands out a
// token is covered without remembering to opt in.
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';

const TOKEN_FIELDS = ['access_token', 'token'] as const;

export function carriesToken(payload: unknown): boolean {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return false;
  const body = payload as Record<string, unknown>;
  return TOKEN_FIELDS.some((field) => typeof body[field] === 'string');
}

/** Whether a route's answers may carry a token: its response schema names a token field, or it has none. */
function mayAnswerWithToken(route: RouteOptions): boolean {
  const answers = (route.schema as { response?: Record<string, unknown> } | undefined)?.response;
  if (!answers) return true;
  return Object.values(answers).some((schema) => {
    const shape = (schema as { shape?: Record<string, unknown> } | null)?.shape;
    return !shape || TOKEN_FIELDS.some((field) => field in shape);
  });
}

function noStoreWhenTokenSent(
  _request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: Error | null, payload: unknown) => void,
) {
  if (carriesToken(payload)) reply.header('cache-control', 'no-store');
  done(null, payload);
}

/**
 * Registered on the root instance, before the routes, so every route is seen: the check runs on the routes whose
 * schema (or lack of one) allows a token in the answer, and costs the others nothing.
 */
export function registerNoStoreForTokens(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (!mayAnswerWithToken(route)) return;
    const existing = route.preSerialization;
    route.preSerialization = existing
      ? [...(Array.isArray(existing) ? existing : [existing]), noStoreWhenTokenSent]
      : noStoreWhenTokenSent;
  });
}
