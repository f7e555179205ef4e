// docs/product/staff.md "Accepting an invitation": what the invited person sees and how they accept, under
// /api/invitations. No sign-in is needed; a signed-in caller accepts with their own account. Both calls are
// limited per address like the sign-in calls, since the typed code is short.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AcceptInvitationInput,
  AcceptInvitationResponseSchema,
  PublicInvitationResponseSchema,
} from '@/shared/contracts/staff';
import { clientMeta, credentialRateLimit, type RouteOptions } from '@/server/lib/route-options';
import { surfaceOf } from '@/server/modules/activity/surface';
import { createInvitationAcceptService } from './invitation-accept';
import { SecretParams } from './params';

export const publicInvitationRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const invitations = createInvitationAcceptService(ctx);
  const limited = credentialRateLimit(ctx);

  app.get(
    '/:secret',
    {
      config: { ...limited, access: 'public' },
      schema: { params: SecretParams, response: { 200: PublicInvitationResponseSchema } },
    },
    async (request) => ({ data: await invitations.preview(request.params.secret) }),
  );

  app.post(
    '/accept',
    {
      config: { ...limited, access: 'public' },
      schema: { body: AcceptInvitationInput, response: { 200: AcceptInvitationResponseSchema } },
    },
    async (request, reply) => {
      // Signed in when a token is sent (an expired one is a 401, as on every call); otherwise a new account.
      if (request.headers.authorization) await app.requireUser(request, reply);
      const surface = surfaceOf(request);
      return request.user
        ? invitations.acceptAsUser(request.user, request.body, surface)
        : invitations.acceptAsNewPerson(request.body, surface, clientMeta(request));
    },
  );
};
