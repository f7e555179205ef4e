import { currentUser } from '@/server/plugins/auth';
// docs/product/storage-locations.md: GET /api/farms/{farmId}/storage-locations, answered in the status wrapper like the inventory-area
// call, and the farm-scoped detail behind farms/{farmId}/locations/{locationId} (docs/product/storage-locations.md).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  StorageLocationListResponseSchema,
  StorageLocationResponseSchema,
} from '@/shared/contracts/storage-locations';
import { createStorageLocationService } from './storage-locations';
import type { RouteOptions } from '@/server/lib/route-options';
import { FarmParams } from '@/server/lib/params';

const LocationParams = FarmParams.extend({ id: z.string() });

export const farmStorageLocationRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const locations = createStorageLocationService(ctx);
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/:farmId/storage-locations',
    {
      config: { farmPermission: 'inventory.view' },
      schema: { params: FarmParams, response: { 200: StorageLocationListResponseSchema } },
    },
    async (request) => ({
      status: 'success' as const,
      data: await locations.list(currentUser(request).id, request.params.farmId),
    }),
  );

  app.get(
    '/:farmId/storage-locations/:id',
    {
      config: { farmPermission: 'inventory.view' },
      schema: { params: LocationParams, response: { 200: StorageLocationResponseSchema } },
    },
    async (request) => ({
      status: 'success' as const,
      data: await locations.getOnFarm(currentUser(request).id, request.params.farmId, request.params.id),
    }),
  );
};
