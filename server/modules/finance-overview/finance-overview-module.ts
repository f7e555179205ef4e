// GET /api/farms/{farmId}/finance-overview (docs/product/finance-overview.md): the period defaults to the farm's
// fiscal year to date.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FinanceOverviewQuerySchema,
  FinanceOverviewResponseSchema,
} from '@/shared/contracts/finance-overview';
import { FarmParams } from '@/server/lib/params';
import type { RouteOptions } from '@/server/lib/route-options';
import { currentUser } from '@/server/plugins/auth';
import { fiscalYearOf } from '@/server/modules/budgets/budget-period';
import { fiscalYearStartMonth } from '@/server/modules/contributors/finance-writer';
import { requireFarmPermission } from '@/server/modules/farms/farm-access';
import { farmToday } from '@/server/modules/tasks/farm-calendar';
import { fieldError } from '@/server/lib/http-error';
import { financeOverview } from './overview-read';

const FROM_AFTER_TO = 'The from date must be on or before the to date.';

export const financeOverviewModule: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  app.get(
    '/api/farms/:farmId/finance-overview',
    {
      onRequest: app.requireUser,
      config: { farmPermission: 'finances.view' },
      schema: {
        params: FarmParams,
        querystring: FinanceOverviewQuerySchema,
        response: { 200: FinanceOverviewResponseSchema },
      },
    },
    async (request) => {
      const { farm } = await requireFarmPermission(
        ctx.db,
        currentUser(request).id,
        request.params.farmId,
        'finances.view',
      );
      const today = farmToday(ctx.clock.now(), farm.timezone);
      const month = await fiscalYearStartMonth(ctx.db, farm.id);
      const to = request.query.to ?? today;
      const from = request.query.from ?? fiscalYearOf(to, month).startsOn;
      if (from > to) throw fieldError('from', FROM_AFTER_TO);
      const data = await financeOverview(ctx.db, farm, { from, to, today, fiscalYearStartMonth: month });
      return { data };
    },
  );
};
