// The list downloads (docs/product/reports.md "Files (CSV, Excel, PDF)"):
// GET /api/farms/{farmId}/exports/{list}?format=csv|xlsx|pdf with the list screen's filters. Each checks the
// list's own view permission (404 to a stranger, 403 without it), then that the owner's package includes exports.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ExportFormatSchema } from '@/shared/contracts/exports';
import { languageOf } from '@/server/lib/i18n';
import { sendExport } from '@/server/lib/exports/send-export';
import { FarmParams } from '@/server/lib/params';
import type { RouteOptions } from '@/server/lib/route-options';
import { currentUser } from '@/server/plugins/auth';
import { requireFeature } from '@/server/modules/entitlements/guards';
import { requireFarmPermission } from '@/server/modules/farms/farm-access';
import { farmToday } from '@/server/modules/tasks/farm-calendar';
import { exportsText } from './i18n';
import { LIST_EXPORTS } from './list-exports';

const FormatQuery = z.object({ format: ExportFormatSchema });

export const exportsModule: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  for (const definition of LIST_EXPORTS) {
    app.get(
      `/api/farms/:farmId/exports/${definition.list}`,
      {
        onRequest: app.requireUser,
        config: { farmPermission: definition.permission },
        schema: { params: FarmParams, querystring: definition.query.and(FormatQuery) },
      },
      async (request, reply) => {
        const userId = currentUser(request).id;
        const { farm } = await requireFarmPermission(
          ctx.db,
          userId,
          request.params.farmId,
          definition.permission,
        );
        await requireFeature(ctx, farm.ownerId, 'reports_export');
        const lang = await languageOf(ctx.db, userId);
        await exportsText.load(lang);
        const { format, ...query } = request.query as { format: z.output<typeof ExportFormatSchema> };
        const document = await definition.document(
          { db: ctx.db, farm, userId, lang, today: farmToday(ctx.clock.now(), farm.timezone) },
          query,
        );
        return sendExport(reply, format, document);
      },
    );
  }
};
