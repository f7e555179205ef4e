// AI assistance (docs/product/ai.md): the admin routes, the farmer's routes, and the recommendations added to
// alerts in the background (waited for before the app closes its database).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteOptions } from '@/server/lib/route-options';
import { aiAdminRoutes } from './ai-admin-routes';
import { aiFarmRoutes } from './ai-farm-routes';
import { installAlertRecommendations } from './alert-recommendations';

export const aiModule: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  await app.register(aiAdminRoutes, { ctx, prefix: '/api/admin' });
  await app.register(aiFarmRoutes, { ctx, prefix: '/api' });
  const recommendations = installAlertRecommendations(ctx);
  app.addHook('onClose', () => recommendations.settled());
};
