// Soil samples under a farm, and their report files (docs/product/fields-and-soil.md).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteOptions } from '@/server/lib/route-options';
import { soilReportRoutes } from './soil-report-routes';
import { soilSampleRoutes } from './soil-sample-routes';

export const soilSamplesModule: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  await app.register(soilSampleRoutes, { ctx, prefix: '/api/farms' });
  await app.register(soilReportRoutes, { ctx, prefix: '/api/farms' });
};
