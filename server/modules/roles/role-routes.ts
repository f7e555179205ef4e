// GET, POST /api/farms/{farmId}/roles and PATCH, DELETE /api/farms/{farmId}/roles/{roleId}
// (docs/product/roles-and-permissions.md "Custom roles"). Narrowing a role ends the live farm feeds its holders
// may no longer hear (farm-subscriptions.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreateFarmRoleInput,
  FarmRoleListResponseSchema,
  FarmRoleResponseSchema,
  UpdateFarmRoleInput,
} from '@/shared/contracts/farm-roles';
import { FarmParams } from '@/server/lib/params';
import type { RouteOptions } from '@/server/lib/route-options';
import { endFarmSubscriptionsWithoutAccess } from '@/server/modules/farms/farm-subscriptions';
import { actorOf } from '@/server/modules/activity/surface';
import { currentUser } from '@/server/plugins/auth';
import { createFarmRoleService } from './roles';

const RoleParams = FarmParams.extend({ roleId: z.string() });

export const roleRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const roles = createFarmRoleService(ctx);
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/:farmId/roles',
    {
      config: { farmPermission: 'staff.view' },
      schema: { params: FarmParams, response: { 200: FarmRoleListResponseSchema } },
    },
    async (request) => ({ data: await roles.list(currentUser(request).id, request.params.farmId) }),
  );

  app.post(
    '/:farmId/roles',
    {
      config: { farmPermission: 'staff.create' },
      schema: { params: FarmParams, body: CreateFarmRoleInput, response: { 201: FarmRoleResponseSchema } },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ data: await roles.create(actorOf(request), request.params.farmId, request.body) }),
  );

  app.patch(
    '/:farmId/roles/:roleId',
    {
      config: { farmPermission: 'staff.edit' },
      schema: { params: RoleParams, body: UpdateFarmRoleInput, response: { 200: FarmRoleResponseSchema } },
    },
    async (request) => {
      const { farmId, roleId } = request.params;
      const { role, holders } = await roles.update(actorOf(request), farmId, roleId, request.body);
      if (holders.length > 0) {
        await endFarmSubscriptionsWithoutAccess(app, ctx.db, farmId, holders).catch((error: unknown) =>
          request.log.warn({ err: error }, 'realtime: narrowed role not sent to other instances'),
        );
      }
      return { data: role };
    },
  );

  app.delete(
    '/:farmId/roles/:roleId',
    { config: { farmPermission: 'staff.delete' }, schema: { params: RoleParams } },
    async (request, reply) => {
      await roles.remove(actorOf(request), request.params.farmId, request.params.roleId);
      return reply.code(204).send();
    },
  );
};
