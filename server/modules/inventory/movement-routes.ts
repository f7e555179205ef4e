import { currentUser } from '@/server/plugins/auth';
// The stock ledger's calls: consume, receive, transfer, adjust, harvest and sale on an item, each
// one transaction answering MovementResultSchema; an item's history and the farm-wide movement list.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdjustInput,
  ConsumeInput,
  HarvestInput,
  MovementPageSchema,
  MovementQuerySchema,
  MovementResultSchema,
  ReceiveInput,
  SaleInput,
  TransferInput,
  type MovementResult,
} from '@/shared/contracts/stock-movements';
import { requireFarmPermission } from '@/server/modules/farms/farm-access';
import { requireFarmSupplier } from './inventory-create';
import { getItem } from './inventory-items';
import type { InventoryWrite } from './inventory-write';
import { listMovements, movementsByIds } from './stock-history';
import { adjustStock, changeStock, type StockChange } from './stock-movements';
import { toMinorUnits } from './stock-quantity';
import { transferStock } from './stock-transfer';
import { createWriter, type InventoryRouteOptions } from './context';
import { FarmParams } from '@/server/lib/params';
import { ItemParams } from './params';

const ONLY_STOCKED = {
  types: ['input', 'product'],
  message: 'Equipment is not consumed; transfer or adjust it instead.',
} as const;
const ONLY_PRODUCTS_HARVESTED = {
  types: ['product'],
  message: 'Only products are harvested; record inputs and equipment with Receive.',
} as const;
const ONLY_PRODUCTS_SOLD = { types: ['product'], message: 'Only products are sold from stock.' } as const;

async function answer(
  w: InventoryWrite,
  message: string,
  itemId: string,
  movementIds: string[],
  destinationId?: string,
): Promise<MovementResult> {
  return {
    success: true,
    message,
    item: await getItem(w.db, w.farmId, itemId),
    ...(destinationId ? { destination_item: await getItem(w.db, w.farmId, destinationId) } : {}),
    movements: await movementsByIds(w.db, movementIds),
  };
}

export const movementRoutes: FastifyPluginAsyncZod<InventoryRouteOptions> = async (app, options) => {
  const { ctx } = options;
  const write = createWriter(options);
  app.addHook('onRequest', app.requireUser);
  const result = { 200: MovementResultSchema };

  /** One route per simple movement: the change, and how the answer words it. */
  const simple = <B extends { quantity: number; note?: string | null }>(
    path: string,
    body: typeof ConsumeInput | typeof HarvestInput | typeof SaleInput,
    change: (input: B, w: InventoryWrite) => Promise<StockChange> | StockChange,
    wording: (quantity: string, unit: string, name: string) => string,
  ) =>
    app.post(
      `/farms/:farmId/inventory/:itemId/${path}`,
      {
        config: { farmPermission: 'inventory.edit' },
        schema: { params: ItemParams, body, response: result },
      },
      async (request, reply) =>
        write(request, reply, request.params.farmId, 'inventory.edit', 200, async (w) => {
          const input = request.body as B;
          const { item, movementId } = await changeStock(w, request.params.itemId, await change(input, w));
          return answer(w, wording(String(input.quantity), item.unit, item.name), item.id, [movementId]);
        }),
    );

  simple(
    'consume',
    ConsumeInput,
    (input) => ({ type: 'consume', quantity: input.quantity, note: input.note, only: ONLY_STOCKED }),
    (q, unit, name) => `Used ${q} ${unit} of ${name}.`,
  );
  simple(
    'harvest',
    HarvestInput,
    (input) => ({
      type: 'harvest',
      quantity: input.quantity,
      note: input.note,
      only: ONLY_PRODUCTS_HARVESTED,
    }),
    (q, unit, name) => `Recorded a harvest of ${q} ${unit} of ${name}.`,
  );
  simple(
    'sale',
    SaleInput,
    (input) => ({ type: 'sale', quantity: input.quantity, note: input.note, only: ONLY_PRODUCTS_SOLD }),
    (q, unit, name) => `Recorded a sale of ${q} ${unit} of ${name}.`,
  );

  app.post(
    '/farms/:farmId/inventory/:itemId/receive',
    {
      config: { farmPermission: 'inventory.edit' },
      schema: { params: ItemParams, body: ReceiveInput, response: result },
    },
    async (request, reply) =>
      write(request, reply, request.params.farmId, 'inventory.edit', 200, async (w) => {
        const input = request.body;
        await requireFarmSupplier(w, input.supplier_id);
        const { item, movementId } = await changeStock(w, request.params.itemId, {
          type: 'receive',
          quantity: input.quantity,
          note: input.note,
          unitCostMinor: toMinorUnits(input.unit_cost),
          supplierId: input.supplier_id ?? null,
        });
        return answer(w, `Received ${input.quantity} ${item.unit} of ${item.name}.`, item.id, [movementId]);
      }),
  );

  app.post(
    '/farms/:farmId/inventory/:itemId/transfer',
    {
      config: { farmPermission: 'inventory.edit' },
      schema: { params: ItemParams, body: TransferInput, response: result },
    },
    async (request, reply) =>
      write(request, reply, request.params.farmId, 'inventory.edit', 200, async (w) => {
        const input = request.body;
        const moved = await transferStock(w, request.params.itemId, input);
        const { item } = moved.source;
        const message = `Moved ${input.quantity} ${item.unit} of ${item.name} to ${moved.destinationName}.`;
        const ids = [moved.source.movementId, moved.destination.movementId];
        return answer(w, message, item.id, ids, moved.destination.item.id);
      }),
  );

  app.post(
    '/farms/:farmId/inventory/:itemId/adjust',
    {
      config: { farmPermission: 'inventory.edit' },
      schema: { params: ItemParams, body: AdjustInput, response: result },
    },
    async (request, reply) =>
      write(request, reply, request.params.farmId, 'inventory.edit', 200, async (w) => {
        const { counted_quantity, note } = request.body;
        const { item, movementId } = await adjustStock(w, request.params.itemId, counted_quantity, note);
        const message = `Set the count of ${item.name} to ${item.quantity} ${item.unit}.`;
        return answer(w, message, item.id, [movementId]);
      }),
  );

  app.get(
    '/farms/:farmId/inventory/:itemId/movements',
    {
      config: { farmPermission: 'inventory.view' },
      schema: {
        params: ItemParams,
        querystring: MovementQuerySchema.omit({ item_id: true }),
        response: { 200: MovementPageSchema },
      },
    },
    async (request) => {
      const { farm } = await requireFarmPermission(
        ctx.db,
        currentUser(request).id,
        request.params.farmId,
        'inventory.view',
      );
      await getItem(ctx.db, farm.id, request.params.itemId); // 404 for an item of another farm
      return listMovements(ctx.db, { ...request.query, farmId: farm.id, itemId: request.params.itemId });
    },
  );

  app.get(
    '/farms/:farmId/stock-movements',
    {
      config: { farmPermission: 'inventory.view' },
      schema: { params: FarmParams, querystring: MovementQuerySchema, response: { 200: MovementPageSchema } },
    },
    async (request) => {
      const { farm } = await requireFarmPermission(
        ctx.db,
        currentUser(request).id,
        request.params.farmId,
        'inventory.view',
      );
      const { item_id, ...query } = request.query;
      return listMovements(ctx.db, { ...query, farmId: farm.id, itemId: item_id });
    },
  );
};
