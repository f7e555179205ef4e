// Small helpers shared by the route modules.
import type { FastifyRequest } from 'fastify';
import type { ServerContext } from '@/server/context';
import type { ClientMeta } from '@/server/modules/auth/accounts';

export interface RouteOptions {
  ctx: ServerContext;
}

export const clientMeta = (request: FastifyRequest): ClientMeta => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

/** Per-address limit for endpoints that cost a password hash or send a message (see AUTH_RATE_LIMIT_PER_MINUTE). */
export const credentialRateLimit = (ctx: ServerContext) => ({
  rateLimit: { max: ctx.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 },
});
