// The signed-in person's profile and settings (docs/product/settings.md).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteOptions } from '@/server/lib/route-options';
import { profileRoutes } from './profile-routes';
import { settingsRoutes } from './settings-routes';

export const settingsModule: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  await app.register(profileRoutes, { ctx, prefix: '/api/user' });
  await app.register(settingsRoutes, { ctx, prefix: '/api/user' });
};
