// docs/product/accounts.md Authentication: register, login, logout, me; plus "sign out of all sessions".
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuthResponseSchema, LoginInput, MeResponseSchema, RegisterInput } from '@/shared/contracts/auth';
import { MessageResponseSchema } from '@/shared/contracts/errors';
import { currentToken, currentUser } from '@/server/plugins/auth';
import { createAccountService } from './accounts';
import { clientMeta, credentialRateLimit, type RouteOptions } from '@/server/lib/route-options';

export const sessionRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const accounts = createAccountService(ctx);
  const limited = credentialRateLimit(ctx);

  app.post(
    '/register',
    {
      schema: { body: RegisterInput, response: { 201: AuthResponseSchema } },
      config: { ...limited, access: 'public' },
    },
    async (request, reply) =>
      reply.code(201).send(await accounts.register(request.body, clientMeta(request))),
  );

  app.post(
    '/login',
    {
      schema: { body: LoginInput, response: { 200: AuthResponseSchema } },
      config: { ...limited, access: 'public' },
    },
    async (request) => accounts.login(request.body, clientMeta(request)),
  );

  app.post(
    '/logout',
    {
      onRequest: app.requireUser,
      config: { access: 'account' },
      schema: { response: { 200: MessageResponseSchema } },
    },
    async (request) => {
      await accounts.logout(currentToken(request).hash);
      return { success: true, message: 'You are signed out.' };
    },
  );

  app.post(
    '/logout-all',
    {
      onRequest: app.requireUser,
      config: { access: 'account' },
      schema: { response: { 200: MessageResponseSchema } },
    },
    async (request) => {
      await accounts.logoutEverywhere(currentUser(request).id);
      return { success: true, message: 'You are signed out of all sessions.' };
    },
  );

  // The hot path: one cached or prepared lookup in requireUser, nothing else (server/modules/auth/tokens.ts).
  app.get(
    '/me',
    {
      onRequest: app.requireUser,
      config: { access: 'account' },
      schema: { response: { 200: MeResponseSchema } },
    },
    // Not async: nothing to wait for, and a plain value is sent without a promise in between.
    (request) => ({ user: currentUser(request) }),
  );
};
