// docs/product/settings.md User settings: GET returns the full settings; PUT takes a partial update and returns the full result.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UserSettingsSchema, UserSettingsUpdateSchema } from '@/shared/contracts/settings';
import { currentUser } from '@/server/plugins/auth';
import { getSettings, updateSettings } from './settings';
import { publishSettingsChanged, settingsChanged } from './settings-events';
import type { RouteOptions } from '@/server/lib/route-options';

export const settingsRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/settings',
    { config: { access: 'account' }, schema: { response: { 200: UserSettingsSchema } } },
    async (request) => getSettings(ctx.db, currentUser(request).id),
  );

  app.put(
    '/settings',
    {
      config: { access: 'account' },
      schema: { body: UserSettingsUpdateSchema, response: { 200: UserSettingsSchema } },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const { settings, previous } = await updateSettings(ctx.db, ctx.clock, userId, request.body);
      // The person's other surfaces (the extension) follow at once; a failed publish only logs.
      if (settingsChanged(previous, settings)) {
        await publishSettingsChanged(ctx.notifications.deps.realtime, userId, settings).catch(
          (error: unknown) => app.log.warn({ err: error }, 'settings change not published'),
        );
      }
      return settings;
    },
  );
};
