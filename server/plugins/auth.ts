// Bearer-token authentication (docs/architecture.md "The API"): `Authorization: Bearer <token>` → request.user.
// Routes opt in with `onRequest: app.requireUser` (or requireSuperadmin), so unauthenticated requests are
// turned away before their body is even parsed.
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { CachedSession } from '@/server/modules/auth/token-cache';
import type { User } from '@/shared/contracts/user';
import { HttpError } from '@/server/lib/http-error';
import type { TokenService } from '@/server/modules/auth/tokens';

export const UNAUTHENTICATED_MESSAGE = 'Please log in to continue.';

declare module 'fastify' {
  interface FastifyRequest {
    user: User | null;
    accessToken: { id: string; hash: string } | null;
  }
  interface FastifyInstance {
    requireUser: RequireUser;
    requireSuperadmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/**
 * An onRequest hook, also awaited by code outside a route. A cached session is accepted at once: `done` is called
 * (a hook) or nothing is returned (a direct caller), with no promise in between; otherwise the database is asked
 * and the returned promise settles with the answer (Fastify waits for a hook's promise, so `done` is not called
 * then). The cached path is almost every request, and skipping its promise and microtask is a measurable share of
 * a short answer (docs/decisions/036).
 */
export type RequireUser = (
  request: FastifyRequest,
  reply?: FastifyReply,
  done?: HookHandlerDoneFunction,
) => Promise<void> | undefined;

/** Decorates the app; returns the check itself for callers outside a route (the realtime channel rule). */
export function registerAuth(app: FastifyInstance, tokens: TokenService) {
  app.decorateRequest('user', null);
  app.decorateRequest('accessToken', null);

  function signIn(request: FastifyRequest, session: CachedSession) {
    request.user = session.user;
    request.accessToken = { id: session.tokenId, hash: session.tokenHash };
  }

  async function authenticateFromDatabase(request: FastifyRequest, token: string | undefined) {
    const session = token ? await tokens.authenticate(token) : null;
    if (!session) throw new HttpError(401, UNAUTHENTICATED_MESSAGE, { code: 'unauthenticated' });
    signIn(request, session);
  }

  const requireUser: RequireUser = (request, _reply, done) => {
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    const cached = token ? tokens.cachedSession(token) : undefined;
    if (!cached) return authenticateFromDatabase(request, token);
    signIn(request, cached);
    done?.();
    return undefined;
  };

  app.decorate('requireUser', requireUser);
  // docs/product/accounts.md: user_type is compared case-insensitively.
  app.decorate('requireSuperadmin', async (request: FastifyRequest) => {
    await requireUser(request);
    if (request.user?.user_type.toLowerCase() !== 'superadmin') {
      throw new HttpError(403, 'This area is for platform administrators only.', { code: 'forbidden' });
    }
  });
  return { requireUser };
}

/** The signed-in user of a route behind requireUser. */
export function currentUser(request: FastifyRequest): User {
  if (!request.user) throw new HttpError(401, UNAUTHENTICATED_MESSAGE, { code: 'unauthenticated' });
  return request.user;
}

export function currentToken(request: FastifyRequest): { id: string; hash: string } {
  if (!request.accessToken) throw new HttpError(401, UNAUTHENTICATED_MESSAGE, { code: 'unauthenticated' });
  return request.accessToken;
}
