// docs/product/staff.md "Teams": a farm's teams, under /api/farms/{farmId}/teams.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateTeamInput,
  TeamListResponseSchema,
  TeamResponseSchema,
  UpdateTeamInput,
} from '@/shared/contracts/staff';
import { MessageResponseSchema } from '@/shared/contracts/errors';
import { FarmParams } from '@/server/lib/params';
import type { RouteOptions } from '@/server/lib/route-options';
import { currentUser } from '@/server/plugins/auth';
import { actorOf } from '@/server/modules/activity/surface';
import { TeamParams } from './params';
import { createTeamService } from './teams';

export const teamRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const teams = createTeamService(ctx);
  app.addHook('onRequest', app.requireUser);
  const actor = (request: Parameters<typeof actorOf>[0]) => ({
    ...actorOf(request),
    id: currentUser(request).id,
  });

  app.get(
    '/:farmId/teams',
    {
      config: { farmPermission: 'staff.view' },
      schema: { params: FarmParams, response: { 200: TeamListResponseSchema } },
    },
    async (request) => ({ data: await teams.list(currentUser(request).id, request.params.farmId) }),
  );

  app.post(
    '/:farmId/teams',
    {
      config: { farmPermission: 'staff.create' },
      schema: { params: FarmParams, body: CreateTeamInput, response: { 201: TeamResponseSchema } },
    },
    async (request, reply) =>
      reply.code(201).send({
        message: 'Team created',
        data: await teams.create(actor(request), request.params.farmId, request.body),
      }),
  );

  app.patch(
    '/:farmId/teams/:teamId',
    {
      config: { farmPermission: 'staff.edit' },
      schema: { params: TeamParams, body: UpdateTeamInput, response: { 200: TeamResponseSchema } },
    },
    async (request) => ({
      message: 'Team saved',
      data: await teams.update(actor(request), request.params.farmId, request.params.teamId, request.body),
    }),
  );

  app.delete(
    '/:farmId/teams/:teamId',
    {
      config: { farmPermission: 'staff.delete' },
      schema: { params: TeamParams, response: { 200: MessageResponseSchema } },
    },
    async (request) => {
      const removed = await teams.remove(actor(request), request.params.farmId, request.params.teamId);
      return { success: true, message: `The team ${removed.name} was deleted.` };
    },
  );
};
