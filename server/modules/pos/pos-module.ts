// The point of sale's reads (docs/product/point-of-sale.md), under /api/farms.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteOptions } from '@/server/lib/route-options';
import { posRoutes } from './pos-routes';

export const posModule: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  await app.register(posRoutes, { ctx, prefix: '/api/farms' });
};
