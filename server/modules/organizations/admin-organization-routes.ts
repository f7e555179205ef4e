// GET /api/admin/organizations: platform staff whose role grants organizations.view
// (docs/product/organizations.md "For platform staff").
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminOrganizationListSchema } from '@/shared/contracts/organizations';
import type { RouteOptions } from '@/server/lib/route-options';
import { requirePlatformPermission } from '@/server/modules/platform-staff/platform-access';
import { listOrganizations } from './admin-organizations';

export const adminOrganizationRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  app.addHook('onRequest', requirePlatformPermission(app, ctx.db, 'organizations.view'));

  app.get(
    '/organizations',
    { config: { access: 'admin' }, schema: { response: { 200: AdminOrganizationListSchema } } },
    async () => ({ data: await listOrganizations(ctx.db) }),
  );
};
