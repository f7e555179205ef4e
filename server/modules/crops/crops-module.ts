// The crops module under /api (docs/product/crops.md): one idempotency service for its writes.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createIdempotency } from '@/server/lib/idempotency';
import type { RouteOptions } from '@/server/lib/route-options';
import { cropRoutes } from './crop-routes';
import { stageHarvestRoutes } from './stage-harvest-routes';

export const cropsModule: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const options = { ctx, idempotency: createIdempotency(ctx.db, ctx.clock) };
  await app.register(cropRoutes, options);
  await app.register(stageHarvestRoutes, options);
};
