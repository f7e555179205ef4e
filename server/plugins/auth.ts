// Bearer-token authentication (docs/architecture.md "The API"): `Authorization: Bearer <token>` → request.user.
// Routes opt in with `onRequest: app.requireUser` (or requireSuperadmin), so unauthenticated requests are
// turned away before their body is even parsed.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    requireSuperadmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** Decorates the app; returns the check itself for callers outside a route (the realtime channel rule). */
export function registerAuth(app: FastifyInstance, tokens: TokenService) {
  app.decorateRequest('user', null);
  app.decorateRequest('accessToken', null);

  async function requireUser(request: FastifyRequest) {
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    const session = token ? await tokens.authenticate(token) : null;
    if (!session) throw new HttpError(401, UNAUTHENTICATED_MESSAGE, { code: 'unauthenticated' });
    request.user = session.user;
    request.accessToken = { id: session.tokenId, hash: session.tokenHash };
  }

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
