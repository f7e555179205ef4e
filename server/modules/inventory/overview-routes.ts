// The inventory dashboard of a farm and the list of every item across the user's farms.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AllInventoryQuerySchema, InventoryPageSchema } from '@/shared/contracts/inventory';
import { InventorySummarySchema } from '@/shared/contracts/stock-movements';
import { currentUser } from '@/server/plugins/auth';
import { requireFarmPermission } from '@/server/modules/farms/farm-access';
import { listInventory } from './inventory-list';
import { inventoryFarmIds } from './inventory-scope';
import { todayOf } from './inventory-status';
import { inventorySummary } from './inventory-summary';
import type { InventoryRouteOptions } from './context';
import { FarmParams } from '@/server/lib/params';

export const overviewRoutes: FastifyPluginAsyncZod<InventoryRouteOptions> = async (app, { ctx, lists }) => {
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/farms/:farmId/inventory/summary',
    {
      config: { farmPermission: 'inventory.view' },
      schema: { params: FarmParams, response: { 200: InventorySummarySchema } },
    },
    async (request) => {
      const { farm } = await requireFarmPermission(
        ctx.db,
        currentUser(request).id,
        request.params.farmId,
        'inventory.view',
      );
      return inventorySummary(ctx.db, farm, todayOf(ctx.clock));
    },
  );

  app.get(
    '/inventory/items',
    {
      // Across the caller's farms, those whose role grants inventory.view (inventory-scope.ts): another farm's
      // id lists nothing rather than answering 404.
      config: { access: 'account' },
      schema: { querystring: AllInventoryQuerySchema, response: { 200: InventoryPageSchema } },
    },
    async (request) => {
      const { farm_id, ...query } = request.query;
      const farmIds = await inventoryFarmIds(ctx.db, currentUser(request).id, farm_id);
      return listInventory(ctx.db, lists, { farmIds, withFarmName: true }, query);
    },
  );
};
