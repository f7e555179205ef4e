// docs/product/staff.md "Invitations": a farm's invitations, under /api/farms/{farmId}/invitations.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateInvitationInput,
  InvitationListResponseSchema,
  InvitationResponseSchema,
} from '@/shared/contracts/staff';
import { FarmParams } from '@/server/lib/params';
import type { RouteOptions } from '@/server/lib/route-options';
import { currentUser } from '@/server/plugins/auth';
import { actorOf } from '@/server/modules/activity/surface';
import { requireRoomOnFarm } from '@/server/modules/entitlements/farm-guards';
import { pendingInvitationsOf } from '@/server/modules/entitlements/usage';
import { appUrlFor, configuredAppUrl } from './app-url';
import { createInvitationService } from './invitations';
import { InvitationParams } from './params';

export const invitationRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const invitations = createInvitationService(ctx);
  const appUrl = appUrlFor(configuredAppUrl());
  app.addHook('onRequest', app.requireUser);
  const actor = (request: Parameters<typeof actorOf>[0]) => ({
    ...actorOf(request),
    id: currentUser(request).id,
  });

  app.get(
    '/:farmId/invitations',
    {
      config: { farmPermission: 'staff.view' },
      schema: { params: FarmParams, response: { 200: InvitationListResponseSchema } },
    },
    async (request) => ({ data: await invitations.list(currentUser(request).id, request.params.farmId) }),
  );

  app.post(
    '/:farmId/invitations',
    {
      config: { farmPermission: 'staff.create' },
      schema: {
        params: FarmParams,
        body: CreateInvitationInput,
        response: { 201: InvitationResponseSchema },
      },
    },
    async (request, reply) => {
      // Members and pending invitations both hold a place of the owner's staff limit (docs/product/packages.md).
      const { farmId } = request.params;
      await requireRoomOnFarm(ctx, currentUser(request).id, farmId, 'staff.create', 'staff', {
        alsoCount: (ownerId) => pendingInvitationsOf(ctx.db, ownerId, ctx.clock.now()),
      });
      return reply.code(201).send({
        message: 'Invitation sent',
        data: await invitations.create(actor(request), farmId, request.body, appUrl(request)),
      });
    },
  );

  app.post(
    '/:farmId/invitations/:invitationId/resend',
    {
      config: { farmPermission: 'staff.create' },
      schema: { params: InvitationParams, response: { 200: InvitationResponseSchema } },
    },
    async (request) => ({
      message: 'Invitation sent again',
      data: await invitations.resend(
        actor(request),
        request.params.farmId,
        request.params.invitationId,
        appUrl(request),
      ),
    }),
  );

  app.post(
    '/:farmId/invitations/:invitationId/revoke',
    {
      config: { farmPermission: 'staff.delete' },
      schema: { params: InvitationParams, response: { 200: InvitationResponseSchema } },
    },
    async (request) => ({
      message: 'Invitation revoked',
      data: await invitations.revoke(actor(request), request.params.farmId, request.params.invitationId),
    }),
  );
};
