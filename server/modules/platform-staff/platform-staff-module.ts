// Platform staff and platform roles (docs/product/platform-staff.md), under /api/admin.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteOptions } from '@/server/lib/route-options';
import { platformRoleRoutes } from './platform-role-routes';
import { platformStaffRoutes } from './platform-staff-routes';

export const platformStaffModule: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  await app.register(platformStaffRoutes, { ctx, prefix: '/api/admin' });
  await app.register(platformRoleRoutes, { ctx, prefix: '/api/admin' });
};
