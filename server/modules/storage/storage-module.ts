// Storage locations, under a farm and on their own (docs/product/storage-locations.md).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteOptions } from '@/server/lib/route-options';
import { farmStorageLocationRoutes } from './farm-storage-location-routes';
import { storageLocationRoutes } from './storage-location-routes';

export const storageModule: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  await app.register(farmStorageLocationRoutes, { ctx, prefix: '/api/farms' });
  await app.register(storageLocationRoutes, { ctx, prefix: '/api/inventory/storage-locations' });
};
