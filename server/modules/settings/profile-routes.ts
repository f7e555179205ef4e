// The signed-in user's profile and password (docs/product/settings.md settings: profile, privacy).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ChangePasswordInput,
  MeResponseSchema,
  PasswordChangedResponseSchema,
  ProfileInput,
} from '@/shared/contracts/auth';
import { currentUser } from '@/server/plugins/auth';
import { createPasswordService } from '@/server/modules/auth/passwords-flow';
import { createProfileService } from './profile';
import { clientMeta, credentialRateLimit, type RouteOptions } from '@/server/lib/route-options';

export const profileRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const profile = createProfileService(ctx);
  const passwords = createPasswordService(ctx);
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/profile',
    { config: { access: 'account' }, schema: { response: { 200: MeResponseSchema } } },
    async (request) => ({
      user: await profile.get(currentUser(request).id),
    }),
  );

  app.put(
    '/profile',
    { config: { access: 'account' }, schema: { body: ProfileInput, response: { 200: MeResponseSchema } } },
    async (request) => ({
      user: await profile.update(currentUser(request).id, request.body),
    }),
  );

  app.put(
    '/password',
    {
      schema: { body: ChangePasswordInput, response: { 200: PasswordChangedResponseSchema } },
      config: { ...credentialRateLimit(ctx), access: 'account' },
    },
    async (request) => passwords.change(currentUser(request).id, request.body, clientMeta(request)),
  );
};
