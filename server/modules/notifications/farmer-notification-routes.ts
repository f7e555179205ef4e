// Farmer-scoped reads (docs/product/notifications.md): GET /api/farmer/notifications ({ data }), the preferences of docs/product/notifications.md
// (GET all seven types, PUT changes), and the farmer's own delivery log for /farmer/notifications/monitor.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DeliveryPageSchema,
  DeliveryQuerySchema,
  NotificationLogPageSchema,
  NotificationLogQuerySchema,
  PREFERENCES_SAVED_MESSAGE,
  PreferencesResponseSchema,
  PreferencesUpdateInput,
  PreferencesUpdateResponseSchema,
} from '@/shared/contracts/notifications';
import { currentUser } from '@/server/plugins/auth';
import { listDeliveries } from './delivery-log';
import { listNotifications } from './inbox';
import { toNotificationLog } from './payloads';
import { listPreferences, updatePreferences } from './preferences';
import type { RouteOptions } from '@/server/lib/route-options';
import { isTrue } from './notification-log-routes';

export const farmerNotificationRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/notifications',
    {
      config: { access: 'account' },
      schema: { querystring: NotificationLogQuerySchema, response: { 200: NotificationLogPageSchema } },
    },
    async (request) => {
      const { unread, ...query } = request.query;
      const page = await listNotifications(ctx.db, currentUser(request).id, {
        ...query,
        unread: isTrue(unread),
      });
      return { data: page.rows.map(toNotificationLog), meta: page.meta };
    },
  );

  app.get(
    '/notifications/deliveries',
    {
      config: { access: 'account' },
      schema: { querystring: DeliveryQuerySchema, response: { 200: DeliveryPageSchema } },
    },
    async (request) =>
      listDeliveries(ctx.db, ctx.clock, { ...request.query, userId: currentUser(request).id }),
  );

  app.get(
    '/notification-preferences',
    { config: { access: 'account' }, schema: { response: { 200: PreferencesResponseSchema } } },
    async (request) => ({
      status: 'success' as const,
      data: await listPreferences(ctx.db, currentUser(request).id),
    }),
  );

  app.put(
    '/notification-preferences',
    {
      config: { access: 'account' },
      schema: { body: PreferencesUpdateInput, response: { 200: PreferencesUpdateResponseSchema } },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const data = await updatePreferences(ctx.db, ctx.clock, userId, request.body.preferences);
      return { status: 'success' as const, message: PREFERENCES_SAVED_MESSAGE, data };
    },
  );
};
