// docs/product/customers.md: /api/farms/{farmId}/customers. sales.view reads them, sales.create adds, sales.edit
// changes, sales.delete removes (docs/decisions/039).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CustomerDeleteResponseSchema,
  CustomerDetailResponseSchema,
  CustomerInput,
  CustomerListQuery,
  CustomerPageSchema,
  CustomerPatchInput,
  CustomerResponseSchema,
  CustomerSalesPageSchema,
  CustomerSalesQuery,
} from '@/shared/contracts/customers';
import type { FarmPermission } from '@/shared/contracts/farm-permissions';
import { FarmParams } from '@/server/lib/params';
import type { RouteOptions } from '@/server/lib/route-options';
import { actorOf } from '@/server/modules/activity/surface';
import { requireFarmPermission } from '@/server/modules/farms/farm-access';
import { currentUser } from '@/server/plugins/auth';
import { customerSales, getCustomer, listCustomers } from './customer-read';
import { createCustomer, removeCustomer, updateCustomer } from './customer-write';
import { CUSTOMER_MESSAGES } from './messages';
import { CustomerParams } from './params';

export const customerRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db, clock } = ctx;
  app.addHook('onRequest', app.requireUser);
  const farmOf = async (userId: string, farmId: string, permission: FarmPermission) =>
    (await requireFarmPermission(db, userId, farmId, permission)).farm.id;

  app.get(
    '/farms/:farmId/customers',
    {
      config: { farmPermission: 'sales.view' },
      schema: { params: FarmParams, querystring: CustomerListQuery, response: { 200: CustomerPageSchema } },
    },
    async (request) => {
      const farmId = await farmOf(currentUser(request).id, request.params.farmId, 'sales.view');
      return listCustomers(db, farmId, request.query);
    },
  );

  app.post(
    '/farms/:farmId/customers',
    {
      config: { farmPermission: 'sales.create' },
      schema: { params: FarmParams, body: CustomerInput, response: { 201: CustomerResponseSchema } },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const farmId = await farmOf(actor.id, request.params.farmId, 'sales.create');
      const data = await createCustomer(db, actor, farmId, request.body, clock.now());
      return reply.code(201).send({ success: true, message: CUSTOMER_MESSAGES.added, data });
    },
  );

  app.get(
    '/farms/:farmId/customers/:customerId',
    {
      config: { farmPermission: 'sales.view' },
      schema: { params: CustomerParams, response: { 200: CustomerDetailResponseSchema } },
    },
    async (request) => {
      const farmId = await farmOf(currentUser(request).id, request.params.farmId, 'sales.view');
      return { data: await getCustomer(db, farmId, request.params.customerId) };
    },
  );

  app.patch(
    '/farms/:farmId/customers/:customerId',
    {
      config: { farmPermission: 'sales.edit' },
      schema: { params: CustomerParams, body: CustomerPatchInput, response: { 200: CustomerResponseSchema } },
    },
    async (request) => {
      const actor = actorOf(request);
      const farmId = await farmOf(actor.id, request.params.farmId, 'sales.edit');
      const data = await updateCustomer(
        db,
        actor,
        farmId,
        request.params.customerId,
        request.body,
        clock.now(),
      );
      return { success: true, message: CUSTOMER_MESSAGES.updated, data };
    },
  );

  app.delete(
    '/farms/:farmId/customers/:customerId',
    {
      config: { farmPermission: 'sales.delete' },
      schema: { params: CustomerParams, response: { 200: CustomerDeleteResponseSchema } },
    },
    async (request) => {
      const actor = actorOf(request);
      const farmId = await farmOf(actor.id, request.params.farmId, 'sales.delete');
      return removeCustomer(db, actor, farmId, request.params.customerId, clock.now());
    },
  );

  app.get(
    '/farms/:farmId/customers/:customerId/sales',
    {
      config: { farmPermission: 'sales.view' },
      schema: {
        params: CustomerParams,
        querystring: CustomerSalesQuery,
        response: { 200: CustomerSalesPageSchema },
      },
    },
    async (request) => {
      const farmId = await farmOf(currentUser(request).id, request.params.farmId, 'sales.view');
      return customerSales(db, farmId, request.params.customerId, request.query);
    },
  );
};
