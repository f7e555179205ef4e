// Every inventory route under /api: items, the stock ledger, the dashboard and the all-items list,
// sharing one list cache and one idempotency service.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createIdempotency } from '@/server/lib/idempotency';
import { createListCache } from './inventory-list-cache';
import type { RouteOptions } from '@/server/lib/route-options';
import type { InventoryRouteOptions } from './context';
import { itemRoutes } from './item-routes';
import { movementRoutes } from './movement-routes';
import { overviewRoutes } from './overview-routes';

export const inventoryRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const options: InventoryRouteOptions = {
    ctx,
    lists: createListCache(),
    idempotency: createIdempotency(ctx.db, ctx.clock),
  };
  await app.register(itemRoutes, options);
  await app.register(movementRoutes, options);
  await app.register(overviewRoutes, options);
};
