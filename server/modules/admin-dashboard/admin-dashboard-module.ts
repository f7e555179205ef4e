// GET /api/admin/dashboard (docs/product/administration.md "Dashboard"): anyone who may see farmers may see the
// platform's figures.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminDashboardResponseSchema } from '@/shared/contracts/admin-dashboard';
import type { RouteOptions } from '@/server/lib/route-options';
import { requirePlatformPermission } from '@/server/modules/platform-staff/platform-access';
import { dashboardFigures } from './dashboard-figures';

export const adminDashboardModule: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  app.get(
    '/api/admin/dashboard',
    {
      config: { access: 'admin' },
      onRequest: requirePlatformPermission(app, ctx.db, 'farmers.view'),
      schema: { response: { 200: AdminDashboardResponseSchema } },
    },
    async () => ({ data: await dashboardFigures(ctx.db, ctx.clock.now()) }),
  );
};
