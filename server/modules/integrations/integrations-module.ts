// Outside services (docs/product/integrations.md): the admin page's API and the SMS providers' delivery reports.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteOptions } from '@/server/lib/route-options';
import { integrationRoutes } from './integration-routes';
import { smsCallbackRoutes } from './sms-callback-routes';

export const integrationsModule: FastifyPluginAsyncZod<RouteOptions & { appUrl: string | null }> = async (
  app,
  { ctx, appUrl },
) => {
  await app.register(integrationRoutes, { ctx, appUrl });
  await app.register(smsCallbackRoutes, { ctx, appUrl });
};
