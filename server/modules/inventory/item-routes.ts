import { FarmParams } from '@/server/lib/params';
import { ItemParams } from './params';
import { currentUser } from '@/server/plugins/auth';
// Inventory items of a farm (docs/product/inventory.md Inventory).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateInventoryItemInput,
  DeleteInventoryItemResponseSchema,
  InventoryItemDataSchema,
  InventoryItemResponseSchema,
  InventoryPageSchema,
  InventoryQuerySchema,
  UpdateInventoryItemInput,
} from '@/shared/contracts/inventory';
import { fieldError } from '@/server/lib/http-error';
import { requireFarmPermission } from '@/server/modules/farms/farm-access';
import { requireRoomOnFarm } from '@/server/modules/entitlements/farm-guards';
import { createItem } from './inventory-create';
import { getItem } from './inventory-items';
import { createListAccess } from './inventory-list-access';
import { listInventory } from './inventory-list';
import { deleteItem, updateItem } from './inventory-update';
import { createWriter, type InventoryRouteOptions } from './context';

export const QUANTITY_BY_MOVEMENT =
  'The quantity changes through Receive, Consume, Transfer or Adjust, so the history explains every change.';

export const itemRoutes: FastifyPluginAsyncZod<InventoryRouteOptions> = async (app, options) => {
  const { ctx, lists } = options;
  const write = createWriter(options);
  app.addHook('onRequest', app.requireUser);
  const readable = (request: Parameters<typeof app.requireUser>[0], farmId: string) =>
    requireFarmPermission(ctx.db, currentUser(request).id, farmId, 'inventory.view');
  const listAccess = createListAccess(ctx.db);

  app.get(
    '/farms/:farmId/inventory',
    {
      config: { farmPermission: 'inventory.view' },
      schema: {
        params: FarmParams,
        querystring: InventoryQuerySchema,
        response: { 200: InventoryPageSchema },
      },
    },
    async (request) => {
      const { farmId, revision } = await listAccess(currentUser(request).id, request.params.farmId);
      return listInventory(ctx.db, lists, { farmIds: [farmId] }, request.query, revision);
    },
  );

  // docs/product/inventory.md Farm inputs, made real: the farm's items of type input, with the list's other filters.
  app.get(
    '/farms/:farmId/inputs',
    {
      config: { farmPermission: 'inventory.view' },
      schema: {
        params: FarmParams,
        querystring: InventoryQuerySchema.omit({ type: true }),
        response: { 200: InventoryPageSchema },
      },
    },
    async (request) => {
      const { farmId, revision } = await listAccess(currentUser(request).id, request.params.farmId);
      return listInventory(ctx.db, lists, { farmIds: [farmId], itemType: 'input' }, request.query, revision);
    },
  );

  app.post(
    '/farms/:farmId/inventory',
    {
      config: { farmPermission: 'inventory.create' },
      schema: {
        params: FarmParams,
        body: CreateInventoryItemInput,
        response: { 201: InventoryItemResponseSchema },
      },
    },
    async (request, reply) => {
      // The farm owner's package limits the items (docs/product/packages.md).
      const userId = currentUser(request).id;
      await requireRoomOnFarm(ctx, userId, request.params.farmId, 'inventory.create', 'items');
      return write(request, reply, request.params.farmId, 'inventory.create', 201, async (w) => ({
        success: true,
        message: 'Inventory item added successfully',
        data: await getItem(w.db, w.farmId, (await createItem(w, request.body)).id),
      }));
    },
  );

  app.get(
    '/farms/:farmId/inventory/:itemId',
    {
      config: { farmPermission: 'inventory.view' },
      schema: { params: ItemParams, response: { 200: InventoryItemDataSchema } },
    },
    async (request) => {
      const { farm } = await readable(request, request.params.farmId);
      return { data: await getItem(ctx.db, farm.id, request.params.itemId) };
    },
  );

  app.put(
    '/farms/:farmId/inventory/:itemId',
    {
      config: { farmPermission: 'inventory.edit' },
      schema: {
        params: ItemParams,
        body: UpdateInventoryItemInput,
        response: { 200: InventoryItemResponseSchema },
      },
      // The edit schema would silently drop a quantity; say where quantities change instead.
      preValidation: async (request) => {
        if ((request.body as { quantity?: unknown } | undefined)?.quantity !== undefined) {
          throw fieldError('quantity', QUANTITY_BY_MOVEMENT);
        }
      },
    },
    async (request, reply) =>
      write(request, reply, request.params.farmId, 'inventory.edit', 200, async (w) => ({
        success: true,
        message: 'Inventory item updated successfully',
        data: await getItem(w.db, w.farmId, (await updateItem(w, request.params.itemId, request.body)).id),
      })),
  );

  app.delete(
    '/farms/:farmId/inventory/:itemId',
    {
      config: { farmPermission: 'inventory.delete' },
      schema: { params: ItemParams, response: { 200: DeleteInventoryItemResponseSchema } },
    },
    async (request, reply) =>
      write(request, reply, request.params.farmId, 'inventory.delete', 200, async (w) => {
        const item = await deleteItem(w, request.params.itemId);
        return { success: true, message: `${item.name} was deleted.` };
      }),
  );
};
