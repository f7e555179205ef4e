// docs/product/cash-book.md: the farm's cash book under /api/farms/{farmId}/transactions: a page with running
// balances, the period's figures, and the same entries as CSV. Reading only; entries are written by the sales,
// expenses and contributions that cause them (cash-book.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CashBookFilterSchema,
  CashBookPageSchema,
  CashBookQuerySchema,
  CashBookSummarySchema,
} from '@/shared/contracts/transactions';
import { FarmParams } from '@/server/lib/params';
import type { RouteOptions } from '@/server/lib/route-options';
import { currentUser } from '@/server/plugins/auth';
import { requireFarmPermission } from '@/server/modules/farms/farm-access';
import { cashBookCsv } from './cash-book-csv';
import { cashBookPage } from './cash-book-page';
import { cashBookSummary } from './cash-book-summary';

export const transactionsRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  app.addHook('onRequest', app.requireUser);
  const farmOf = async (userId: string, farmId: string) =>
    (await requireFarmPermission(ctx.db, userId, farmId, 'finances.view')).farm;

  app.get(
    '/:farmId/transactions',
    {
      config: { farmPermission: 'finances.view' },
      schema: { params: FarmParams, querystring: CashBookQuerySchema, response: { 200: CashBookPageSchema } },
    },
    async (request) =>
      cashBookPage(ctx.db, await farmOf(currentUser(request).id, request.params.farmId), request.query),
  );

  app.get(
    '/:farmId/transactions/summary',
    {
      config: { farmPermission: 'finances.view' },
      schema: {
        params: FarmParams,
        querystring: CashBookFilterSchema,
        response: { 200: CashBookSummarySchema },
      },
    },
    async (request) => ({
      data: await cashBookSummary(
        ctx.db,
        await farmOf(currentUser(request).id, request.params.farmId),
        request.query,
      ),
    }),
  );

  app.get(
    '/:farmId/transactions/export.csv',
    {
      config: { farmPermission: 'finances.view' },
      schema: { params: FarmParams, querystring: CashBookFilterSchema },
    },
    async (request, reply) => {
      const farm = await farmOf(currentUser(request).id, request.params.farmId);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="cash-book.csv"')
        .header('cache-control', 'private, no-store')
        .send(await cashBookCsv(ctx.db, farm, request.query));
    },
  );
};
