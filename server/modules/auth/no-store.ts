// Answers that carry a bearer token (login, register, password change, widget sessions) must never be kept by a
// browser or proxy cache: `Cache-Control: no-store` on every answer whose body has a top-level `access_token` or
// `token` (docs/product/accounts.md Session storage). Keyed on the body's shape so a new route that hands out a
// token is covered without remembering to opt in.
import type { FastifyInstance } from 'fastify';

const TOKEN_FIELDS = ['access_token', 'token'] as const;

export function carriesToken(payload: unknown): boolean {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return false;
  const body = payload as Record<string, unknown>;
  return TOKEN_FIELDS.some((field) => typeof body[field] === 'string');
}

/** Registered on the root instance, before the routes, so every route inherits it. */
export function registerNoStoreForTokens(app: FastifyInstance) {
  app.addHook('preSerialization', (_request, reply, payload, done) => {
    if (carriesToken(payload)) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
