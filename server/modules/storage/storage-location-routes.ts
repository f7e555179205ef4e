import { currentUser } from '@/server/plugins/auth';
// docs/product/storage-locations.md storage calls at /api/inventory/storage-locations: answers read `status` and `data`, writes also
// `message` with the toast texts of docs/product/storage-locations.md (Storage location added, updated, deleted).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  StorageLocationInput,
  StorageLocationListQuerySchema,
  StorageLocationListResponseSchema,
  StorageLocationResponseSchema,
  StorageLocationWriteResponseSchema,
} from '@/shared/contracts/storage-locations';
import { createStorageLocationService } from './storage-locations';
import { actorOf } from '@/server/modules/activity/surface';
import type { RouteOptions } from '@/server/lib/route-options';
import { IdParams } from '@/server/lib/params';

const write = { 200: StorageLocationWriteResponseSchema };

export const storageLocationRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const locations = createStorageLocationService(ctx);
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/',
    {
      // With farm_id, that farm; without, every farm whose role grants inventory.view.
      config: { farmPermission: 'inventory.view' },
      schema: {
        querystring: StorageLocationListQuerySchema,
        response: { 200: StorageLocationListResponseSchema },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await locations.list(currentUser(request).id, request.query.farm_id),
    }),
  );

  app.get(
    '/:id',
    {
      config: { farmPermission: 'inventory.view' },
      schema: { params: IdParams, response: { 200: StorageLocationResponseSchema } },
    },
    async (request) => ({
      status: 'success' as const,
      data: await locations.get(currentUser(request).id, request.params.id),
    }),
  );

  app.post(
    '/',
    {
      config: { farmPermission: 'inventory.create' },
      schema: { body: StorageLocationInput, response: { 201: StorageLocationWriteResponseSchema } },
    },
    async (request, reply) =>
      reply.code(201).send({
        status: 'success' as const,
        message: 'Storage location added',
        data: await locations.create(actorOf(request), request.body),
      }),
  );

  app.put(
    '/:id',
    {
      config: { farmPermission: 'inventory.edit' },
      schema: { params: IdParams, body: StorageLocationInput, response: write },
    },
    async (request) => ({
      status: 'success' as const,
      message: 'Storage location updated',
      data: await locations.update(actorOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/:id',
    { config: { farmPermission: 'inventory.delete' }, schema: { params: IdParams, response: write } },
    async (request) => {
      await locations.remove(actorOf(request), request.params.id);
      return { status: 'success' as const, message: 'Storage location deleted' };
    },
  );
};
