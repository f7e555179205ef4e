// GET /api/packages: the packages /pricing offers, for anyone (docs/product/packages.md "Pricing page").
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteOptions } from '@/server/lib/route-options';
import { PublicPackageListSchema } from '@/shared/contracts/packages';
import { listPublicPackages } from './package-store';

export const publicPackageRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  app.get(
    '/packages',
    { config: { access: 'public' }, schema: { response: { 200: PublicPackageListSchema } } },
    async () => ({ data: await listPublicPackages(ctx.db) }),
  );
};
