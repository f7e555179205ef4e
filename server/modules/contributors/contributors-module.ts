// Contributors and their money (docs/product/contributors.md, docs/decisions/039) under
// /api/farms/{farmId}/contributors and /contributions. One idempotency service for the module's writes.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createIdempotency } from '@/server/lib/idempotency';
import type { RouteOptions } from '@/server/lib/route-options';
import { contributorRoutes } from './contributor-routes';

export const contributorsModule: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  await app.register(contributorRoutes, {
    ctx,
    idempotency: createIdempotency(ctx.db, ctx.clock),
    prefix: '/api/farms',
  });
};
