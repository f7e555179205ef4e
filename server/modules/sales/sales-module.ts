// A farm's sales (docs/product/sales.md, docs/decisions/039) under /api/farms/{farmId}/sales, with one
// idempotency service for the module's writes.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createIdempotency } from '@/server/lib/idempotency';
import type { RouteOptions } from '@/server/lib/route-options';
import { saleRoutes } from './sale-routes';

export const salesModule: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  await app.register(saleRoutes, {
    ctx,
    idempotency: createIdempotency(ctx.db, ctx.clock),
    prefix: '/api/farms',
  });
};
