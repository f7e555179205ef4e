// The farmers administration (docs/product/admin-farmers.md), under /api/admin.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteOptions } from '@/server/lib/route-options';
import { adminFarmersRoutes } from './admin-farmers-routes';

export const adminFarmersModule: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  await app.register(adminFarmersRoutes, { ctx, prefix: '/api/admin' });
};
