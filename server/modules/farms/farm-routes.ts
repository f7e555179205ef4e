import { currentUser } from '@/server/plugins/auth';
// docs/product/farms.md Farms at /api/farms (docs/architecture.md: the "provider's API root" is /api); . Every answer is in a
// data wrapper (docs/product/farms.md Farm) and carries the caller's role and permissions on the farm.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FarmDeleteResponseSchema,
  FarmInput,
  FarmListQuerySchema,
  FarmListResponseSchema,
  FarmResponseSchema,
} from '@/shared/contracts/farms';
import { createFarmService } from './farms';
import type { RouteOptions } from '@/server/lib/route-options';
import { FarmParams } from '@/server/lib/params';

export const farmRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const farms = createFarmService(ctx);
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/',
    { schema: { querystring: FarmListQuerySchema, response: { 200: FarmListResponseSchema } } },
    async (request) => ({ data: await farms.list(currentUser(request).id, request.query.status) }),
  );

  app.post(
    '/',
    { schema: { body: FarmInput, response: { 201: FarmResponseSchema } } },
    async (request, reply) =>
      reply.code(201).send({ data: await farms.create(currentUser(request), request.body) }),
  );

  app.get(
    '/:farmId',
    { schema: { params: FarmParams, response: { 200: FarmResponseSchema } } },
    async (request) => ({ data: await farms.get(currentUser(request).id, request.params.farmId) }),
  );

  // The whole FarmInput, as the edit form sends it: an absent optional field takes its default.
  app.put(
    '/:farmId',
    { schema: { params: FarmParams, body: FarmInput, response: { 200: FarmResponseSchema } } },
    async (request) => ({
      data: await farms.update(currentUser(request).id, request.params.farmId, request.body),
    }),
  );

  app.delete(
    '/:farmId',
    { schema: { params: FarmParams, response: { 200: FarmDeleteResponseSchema } } },
    async (request) => farms.remove(currentUser(request).id, request.params.farmId),
  );

  app.post(
    '/:farmId/restore',
    { schema: { params: FarmParams, response: { 200: FarmResponseSchema } } },
    async (request) => ({ data: await farms.restore(currentUser(request).id, request.params.farmId) }),
  );
};
