// docs/product/sales.md: a farm's sales under /api/farms/{farmId}/sales. Handlers only check access and call the
// services; every write goes through the sale writer (sale-context.ts) and honours an Idempotency-Key.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SaleAddPaymentInput,
  SaleCreateInput,
  SaleDetailResponseSchema,
  SaleListQuerySchema,
  SalePageSchema,
  SalePeriodResponseSchema,
  SaleResponseSchema,
  SaleReturnInput,
  SaleSummaryQuerySchema,
} from '@/shared/contracts/sales';
import { FarmParams } from '@/server/lib/params';
import { currentUser } from '@/server/plugins/auth';
import { requireFarmPermission } from '@/server/modules/farms/farm-access';
import { requireFeatureOnFarm } from '@/server/modules/entitlements/farm-guards';
import { addPayment, recordReturn } from './sale-after';
import { createSaleWriter, type SaleRouteOptions, type SaleWrite } from './sale-context';
import { createSale } from './sale-create';
import { saleDetail } from './sale-detail';
import { listSales } from './sale-list';
import { SALE_MESSAGES } from './sale-messages';
import { salePeriod } from './sale-period';
import { SaleParams } from './params';

const answer = async (w: SaleWrite, message: string, saleId: string) => ({
  message,
  data: await saleDetail(w.db, w.farmId, saleId),
});

export const saleRoutes: FastifyPluginAsyncZod<SaleRouteOptions> = async (app, options) => {
  const { ctx } = options;
  const write = createSaleWriter(options);
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/:farmId/sales',
    {
      config: { farmPermission: 'sales.view' },
      schema: { params: FarmParams, querystring: SaleListQuerySchema, response: { 200: SalePageSchema } },
    },
    async (request) => {
      const { farm } = await requireFarmPermission(
        ctx.db,
        currentUser(request).id,
        request.params.farmId,
        'sales.view',
      );
      return listSales(ctx.db, farm, request.query);
    },
  );

  app.get(
    '/:farmId/sales/summary',
    {
      config: { farmPermission: 'sales.view' },
      schema: {
        params: FarmParams,
        querystring: SaleSummaryQuerySchema,
        response: { 200: SalePeriodResponseSchema },
      },
    },
    async (request) => {
      const { farm } = await requireFarmPermission(
        ctx.db,
        currentUser(request).id,
        request.params.farmId,
        'sales.view',
      );
      return { data: await salePeriod(ctx.db, farm, request.query) };
    },
  );

  app.get(
    '/:farmId/sales/:saleId',
    {
      config: { farmPermission: 'sales.view' },
      schema: { params: SaleParams, response: { 200: SaleDetailResponseSchema } },
    },
    async (request) => {
      const { farmId, saleId } = request.params;
      const { farm } = await requireFarmPermission(ctx.db, currentUser(request).id, farmId, 'sales.view');
      return { data: await saleDetail(ctx.db, farm.id, saleId) };
    },
  );

  app.post(
    '/:farmId/sales',
    {
      config: { farmPermission: 'sales.create' },
      schema: { params: FarmParams, body: SaleCreateInput, response: { 201: SaleResponseSchema } },
    },
    async (request, reply) => {
      // A sale at the till needs the owner's package to include the point of sale (docs/product/packages.md).
      if (request.body.channel === 'pos') {
        const userId = currentUser(request).id;
        await requireFeatureOnFarm(ctx, userId, request.params.farmId, 'sales.create', 'pos');
      }
      return write(request, reply, request.params.farmId, 'sales.create', 201, async (w) => ({
        message: SALE_MESSAGES.created,
        data: await createSale(w, request.body),
      }));
    },
  );

  app.post(
    '/:farmId/sales/:saleId/payments',
    {
      config: { farmPermission: 'sales.edit' },
      schema: { params: SaleParams, body: SaleAddPaymentInput, response: { 200: SaleResponseSchema } },
    },
    async (request, reply) =>
      write(request, reply, request.params.farmId, 'sales.edit', 200, async (w) => {
        await addPayment(w, request.params.saleId, request.body);
        return answer(w, SALE_MESSAGES.paymentRecorded, request.params.saleId);
      }),
  );

  app.post(
    '/:farmId/sales/:saleId/returns',
    {
      config: { farmPermission: 'sales.edit' },
      schema: { params: SaleParams, body: SaleReturnInput, response: { 200: SaleResponseSchema } },
    },
    async (request, reply) =>
      write(request, reply, request.params.farmId, 'sales.edit', 200, async (w) => {
        await recordReturn(w, request.params.saleId, request.body);
        return answer(w, SALE_MESSAGES.returnRecorded, request.params.saleId);
      }),
  );
};
