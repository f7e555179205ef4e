// Organizations (docs/product/organizations.md): the organization's own calls, a farm's answers to it, and the
// platform's list.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteOptions } from '@/server/lib/route-options';
import { adminOrganizationRoutes } from './admin-organization-routes';
import { farmOrganizationRoutes } from './farm-organization-routes';
import { orgRoutes } from './org-routes';

export const organizationsModule: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  await app.register(orgRoutes, { ctx, prefix: '/api/org' });
  await app.register(farmOrganizationRoutes, { ctx, prefix: '/api/farms' });
  await app.register(adminOrganizationRoutes, { ctx, prefix: '/api/admin' });
};
