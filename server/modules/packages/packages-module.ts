// Packages and features (docs/product/packages.md): the admin API under /api/admin, the public list under /api.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteOptions } from '@/server/lib/route-options';
import { adminPackageRoutes } from './package-routes';
import { publicPackageRoutes } from './public-package-routes';

export const packagesModule: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  await app.register(adminPackageRoutes, { ctx, prefix: '/api/admin' });
  await app.register(publicPackageRoutes, { ctx, prefix: '/api' });
};
