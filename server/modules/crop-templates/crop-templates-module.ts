// Crop templates (docs/product/crop-templates.md): the platform's under /api/admin, a farm's under /api/farms.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteOptions } from '@/server/lib/route-options';
import { adminTemplateRoutes } from './admin-template-routes';
import { farmTemplateRoutes } from './farm-template-routes';

export const cropTemplatesModule: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  await app.register(adminTemplateRoutes, { ctx, prefix: '/api/admin' });
  await app.register(farmTemplateRoutes, { ctx, prefix: '/api/farms' });
};
