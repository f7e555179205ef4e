// docs/product/suppliers.md GET /api/suppliers (reads the data list) and the supplier calls  and §6: the quick-add
// dialog really creates the supplier. Writes answer success and message like the other inventory writes.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MessageResponseSchema } from '@/shared/contracts/errors';
import {
  SupplierDetailResponseSchema,
  SupplierInput,
  SupplierListQuerySchema,
  SupplierListResponseSchema,
  SupplierResponseSchema,
} from '@/shared/contracts/suppliers';
import { createSupplierService } from './suppliers';
import type { RouteOptions } from '@/server/lib/route-options';

const SupplierParams = z.object({ id: z.string() });

export const supplierRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const suppliers = createSupplierService(ctx);
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/',
    { schema: { querystring: SupplierListQuerySchema, response: { 200: SupplierListResponseSchema } } },
    async (request) => ({ data: await suppliers.list(request, request.query.farm_id) }),
  );

  app.get(
    '/:id',
    { schema: { params: SupplierParams, response: { 200: SupplierDetailResponseSchema } } },
    async (request) => ({ data: await suppliers.get(request, request.params.id) }),
  );

  app.post(
    '/',
    { schema: { body: SupplierInput, response: { 201: SupplierResponseSchema } } },
    async (request, reply) =>
      reply.code(201).send({
        success: true,
        message: 'Supplier added',
        data: await suppliers.create(request, request.body),
      }),
  );

  app.put(
    '/:id',
    { schema: { params: SupplierParams, body: SupplierInput, response: { 200: SupplierResponseSchema } } },
    async (request) => ({
      success: true,
      message: 'Supplier updated',
      data: await suppliers.update(request, request.params.id, request.body),
    }),
  );

  app.delete(
    '/:id',
    { schema: { params: SupplierParams, response: { 200: MessageResponseSchema } } },
    async (request) => {
      await suppliers.remove(request, request.params.id);
      return { success: true, message: 'Supplier deleted' };
    },
  );
};
