// Budget plans (docs/product/budgets.md, docs/decisions/039) under /api/farms/{farmId}/budgets.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createIdempotency } from '@/server/lib/idempotency';
import type { RouteOptions } from '@/server/lib/route-options';
import { budgetRoutes } from './budget-routes';

export const budgetsModule: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  await app.register(budgetRoutes, {
    ctx,
    idempotency: createIdempotency(ctx.db, ctx.clock),
    prefix: '/api/farms',
  });
};
