// Public content: pages, FAQ and announcements (docs/product/content.md).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteOptions } from '@/server/lib/route-options';
import { contentRoutes } from './content-routes';

export const contentModule: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  await app.register(contentRoutes, { ctx });
};
