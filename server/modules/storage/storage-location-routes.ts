// docs/product/storage-locations.md storage calls at /api/inventory/storage-locations: answers read `status` and `data`, writes also
// `message` with the toast texts of docs/product/storage-locations.md (Storage location added, updated, deleted).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  StorageLocationInput,
  StorageLocationListQuerySchema,
  StorageLocationListResponseSchema,
  StorageLocationResponseSchema,
  StorageLocationWriteResponseSchema,
} from '@/shared/contracts/storage-locations';
import { createStorageLocationService } from './storage-locations';
import type { RouteOptions } from '@/server/lib/route-options';

const LocationParams = z.object({ id: z.string() });
const write = { 200: StorageLocationWriteResponseSchema };

export const storageLocationRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const locations = createStorageLocationService(ctx);
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/',
    {
      schema: {
        querystring: StorageLocationListQuerySchema,
        response: { 200: StorageLocationListResponseSchema },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await locations.list(request, request.query.farm_id),
    }),
  );

  app.get(
    '/:id',
    { schema: { params: LocationParams, response: { 200: StorageLocationResponseSchema } } },
    async (request) => ({
      status: 'success' as const,
      data: await locations.get(request, request.params.id),
    }),
  );

  app.post(
    '/',
    { schema: { body: StorageLocationInput, response: { 201: StorageLocationWriteResponseSchema } } },
    async (request, reply) =>
      reply.code(201).send({
        status: 'success' as const,
        message: 'Storage location added',
        data: await locations.create(request, request.body),
      }),
  );

  app.put(
    '/:id',
    { schema: { params: LocationParams, body: StorageLocationInput, response: write } },
    async (request) => ({
      status: 'success' as const,
      message: 'Storage location updated',
      data: await locations.update(request, request.params.id, request.body),
    }),
  );

  app.delete('/:id', { schema: { params: LocationParams, response: write } }, async (request) => {
    await locations.remove(request, request.params.id);
    return { status: 'success' as const, message: 'Storage location deleted' };
  });
};
