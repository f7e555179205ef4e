// Accounts: sign-up, sign-in and sessions, verification codes, passwords (docs/product/accounts.md).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteOptions } from '@/server/lib/route-options';
import { passwordRoutes } from './password-routes';
import { sessionRoutes } from './session-routes';
import { verificationRoutes } from './verification-routes';

export const authModule: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  await app.register(sessionRoutes, { ctx, prefix: '/api/auth' });
  await app.register(verificationRoutes, { ctx, prefix: '/api/auth' });
  await app.register(passwordRoutes, { ctx, prefix: '/api/auth' });
};
