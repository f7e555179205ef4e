// Each report as a file (docs/product/reports.md "Files (CSV, Excel, PDF)"):
// GET /api/farms/{farmId}/reports/{kind}/export?format=csv|xlsx|pdf with the report's own period and farms. The
// same checks as the report (reports.view on the farm in the address), then the owner's package must include
// exports; the figures are those the screen shows, written in the asker's language.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ExportFormatSchema } from '@/shared/contracts/exports';
import { ReportQuerySchema } from '@/shared/contracts/reports';
import type { ServerContext } from '@/server/context';
import { languageOf } from '@/server/lib/i18n';
import { sendExport } from '@/server/lib/exports/send-export';
import { FarmParams } from '@/server/lib/params';
import { currentUser } from '@/server/plugins/auth';
import { requireFeature } from '@/server/modules/entitlements/guards';
import { requireFarmPermission } from '@/server/modules/farms/farm-access';
import type { ReportDefinition } from './report-definition';
import { REPORTS } from './report-registry';
import { resolveReportScope } from './report-scope';

export const ReportExportQuerySchema = ReportQuerySchema.and(z.object({ format: ExportFormatSchema }));

export interface ReportExportOptions {
  ctx: Pick<ServerContext, 'db' | 'clock'>;
  /** The reports to serve; the registry's unless a test brings its own. */
  reports?: readonly ReportDefinition[];
}

export const reportExportRoutes: FastifyPluginAsyncZod<ReportExportOptions> = async (
  app,
  { ctx, reports },
) => {
  for (const report of reports ?? REPORTS) {
    app.get(
      `/api/farms/:farmId/reports/${report.kind}/export`,
      {
        onRequest: app.requireUser,
        config: { farmPermission: 'reports.view' },
        schema: { params: FarmParams, querystring: ReportExportQuerySchema },
      },
      async (request, reply) => {
        const userId = currentUser(request).id;
        const { farm } = await requireFarmPermission(ctx.db, userId, request.params.farmId, 'reports.view');
        await requireFeature(ctx, farm.ownerId, 'reports_export');
        const { format, ...query } = request.query;
        const scope = await resolveReportScope(ctx, userId, farm.id, query);
        const figures = await report.compute(ctx, scope);
        const document = report.document(figures, scope.answer, await languageOf(ctx.db, userId));
        return sendExport(reply, format, document);
      },
    );
  }
};
