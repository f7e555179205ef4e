// docs/product/farms.md Farms at /api/farms (docs/architecture.md: the "provider's API root" is /api). Every answer is in a
// data wrapper (docs/product/farms.md Farm) and carries the caller's role and permissions on the farm; what each
// call needs is in docs/product/roles-and-permissions.md.
import { currentUser } from '@/server/plugins/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FarmDeleteResponseSchema,
  FarmInput,
  FarmListQuerySchema,
  FarmListResponseSchema,
  FarmResponseSchema,
} from '@/shared/contracts/farms';
import { createFarmService } from './farms';
import { actorOf } from '@/server/modules/activity/surface';
import type { RouteOptions } from '@/server/lib/route-options';
import { FarmParams } from '@/server/lib/params';
import { requireRoomFor } from '@/server/modules/entitlements/guards';

export const farmRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const farms = createFarmService(ctx);
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/',
    {
      // The caller's own memberships, each with what it grants.
      config: { access: 'account' },
      schema: { querystring: FarmListQuerySchema, response: { 200: FarmListResponseSchema } },
    },
    async (request) => ({ data: await farms.list(currentUser(request).id, request.query.status) }),
  );

  app.post(
    '/',
    {
      config: { access: 'account' },
      schema: { body: FarmInput, response: { 201: FarmResponseSchema } },
    },
    async (request, reply) => {
      // The creator owns the new farm, so it counts against their own package (docs/product/packages.md).
      await requireRoomFor(ctx, currentUser(request).id, 'farms');
      return reply.code(201).send({
        data: await farms.create({ ...currentUser(request), ...actorOf(request) }, request.body),
      });
    },
  );

  app.get(
    '/:farmId',
    {
      config: { farmPermission: 'farms.view' },
      schema: { params: FarmParams, response: { 200: FarmResponseSchema } },
    },
    async (request) => ({ data: await farms.get(currentUser(request).id, request.params.farmId) }),
  );

  // The whole FarmInput, as the edit form sends it: an absent optional field takes its default.
  app.put(
    '/:farmId',
    {
      config: { farmPermission: 'farms.edit' },
      schema: { params: FarmParams, body: FarmInput, response: { 200: FarmResponseSchema } },
    },
    async (request) => ({
      data: await farms.update(actorOf(request), request.params.farmId, request.body),
    }),
  );

  app.delete(
    '/:farmId',
    {
      config: { farmPermission: 'farms.delete' },
      schema: { params: FarmParams, response: { 200: FarmDeleteResponseSchema } },
    },
    async (request) => farms.remove(actorOf(request), request.params.farmId),
  );

  app.post(
    '/:farmId/restore',
    {
      config: { farmPermission: 'farms.delete' },
      schema: { params: FarmParams, response: { 200: FarmResponseSchema } },
    },
    async (request) => ({
      data: await farms.restore(actorOf(request), request.params.farmId),
    }),
  );
};
