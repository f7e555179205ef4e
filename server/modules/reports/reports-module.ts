// The reports (docs/product/reports.md): GET /api/farms/{farmId}/reports/{kind} for each report in the registry,
// and the seasons the period picker offers. Every call checks reports.view on the farm in the address; "all
// farms" reads only farms where the user's own role grants it too.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { desc, eq, max } from 'drizzle-orm';
import {
  ReportQuerySchema,
  ReportScopeSchema,
  ReportSeasonsResponseSchema,
} from '@/shared/contracts/reports';
import { crops } from '@/server/db/schema/crops';
import { FarmParams } from '@/server/lib/params';
import type { RouteOptions } from '@/server/lib/route-options';
import { currentUser } from '@/server/plugins/auth';
import { requireFarmPermission } from '@/server/modules/farms/farm-access';
import { REPORTS } from './report-registry';
import { resolveReportScope } from './report-scope';
import { reportExportRoutes } from './report-export-routes';

const SEASONS_SHOWN = 50;

export const reportsModule: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  await app.register(reportExportRoutes, { ctx });
  for (const report of REPORTS) {
    app.get(
      `/api/farms/:farmId/reports/${report.kind}`,
      {
        onRequest: app.requireUser,
        config: { farmPermission: 'reports.view' },
        schema: {
          params: FarmParams,
          querystring: ReportQuerySchema,
          response: { 200: z.object({ data: z.object({ scope: ReportScopeSchema }).and(report.schema) }) },
        },
      },
      async (request) => {
        const scope = await resolveReportScope(
          ctx,
          currentUser(request).id,
          request.params.farmId,
          request.query,
        );
        const figures = await report.compute(ctx, scope);
        return { data: { scope: scope.answer, ...figures } };
      },
    );
  }

  app.get(
    '/api/farms/:farmId/report-seasons',
    {
      onRequest: app.requireUser,
      config: { farmPermission: 'reports.view' },
      schema: { params: FarmParams, response: { 200: ReportSeasonsResponseSchema } },
    },
    async (request) => {
      const { farm } = await requireFarmPermission(
        ctx.db,
        currentUser(request).id,
        request.params.farmId,
        'reports.view',
      );
      const rows = await ctx.db
        .select({ season: crops.season, latest: max(crops.plantingDate) })
        .from(crops)
        .where(eq(crops.farmId, farm.id))
        .groupBy(crops.season)
        .orderBy(desc(max(crops.plantingDate)))
        .limit(SEASONS_SHOWN);
      return { data: rows.map((row) => row.season) };
    },
  );
};
