// System settings, registration by invitation and maintenance mode (docs/product/system-settings.md).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteOptions } from '@/server/lib/route-options';
import { systemSettingsRoutes } from './system-settings-routes';

export { registerMaintenanceGate } from './maintenance';

export const systemSettingsModule: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  await app.register(systemSettingsRoutes, { ctx });
};
