import { currentUser } from '@/server/plugins/auth';
// docs/product/suppliers.md GET /api/suppliers (reads the data list) and the supplier calls: the quick-add
// dialog really creates the supplier. Writes answer success and message like the other inventory writes.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageResponseSchema } from '@/shared/contracts/errors';
import {
  SupplierDetailResponseSchema,
  SupplierInput,
  SupplierListQuerySchema,
  SupplierListResponseSchema,
  SupplierResponseSchema,
} from '@/shared/contracts/suppliers';
import { createSupplierService } from './suppliers';
import { actorOf } from '@/server/modules/activity/surface';
import type { RouteOptions } from '@/server/lib/route-options';
import { IdParams } from '@/server/lib/params';

export const supplierRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const suppliers = createSupplierService(ctx);
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/',
    {
      // With farm_id, that farm; without, every farm whose role grants inventory.view.
      config: { farmPermission: 'inventory.view' },
      schema: { querystring: SupplierListQuerySchema, response: { 200: SupplierListResponseSchema } },
    },
    async (request) => ({ data: await suppliers.list(currentUser(request).id, request.query.farm_id) }),
  );

  app.get(
    '/:id',
    {
      config: { farmPermission: 'inventory.view' },
      schema: { params: IdParams, response: { 200: SupplierDetailResponseSchema } },
    },
    async (request) => ({ data: await suppliers.get(currentUser(request).id, request.params.id) }),
  );

  app.post(
    '/',
    {
      config: { farmPermission: 'inventory.create' },
      schema: { body: SupplierInput, response: { 201: SupplierResponseSchema } },
    },
    async (request, reply) =>
      reply.code(201).send({
        success: true,
        message: 'Supplier added',
        data: await suppliers.create(actorOf(request), request.body),
      }),
  );

  app.put(
    '/:id',
    {
      config: { farmPermission: 'inventory.edit' },
      schema: { params: IdParams, body: SupplierInput, response: { 200: SupplierResponseSchema } },
    },
    async (request) => ({
      success: true,
      message: 'Supplier updated',
      data: await suppliers.update(actorOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/:id',
    {
      config: { farmPermission: 'inventory.delete' },
      schema: { params: IdParams, response: { 200: MessageResponseSchema } },
    },
    async (request) => {
      await suppliers.remove(actorOf(request), request.params.id);
      return { success: true, message: 'Supplier deleted' };
    },
  );
};
