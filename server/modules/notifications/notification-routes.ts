// docs/product/notifications.md Notifications, the second reading (GET /api/notifications: success, notifications with `read`), the
// badge count, and the device push tokens of docs/product/notifications.md.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DeviceTokenDeleteInput,
  DeviceTokenInput,
  DeviceTokenListSchema,
  NotificationListResponseSchema,
  NotificationLogQuerySchema,
  PushTestResponseSchema,
  UnreadCountSchema,
} from '@/shared/contracts/notifications';
import { MessageResponseSchema } from '@/shared/contracts/errors';
import { currentUser } from '@/server/plugins/auth';
import { requireFeature } from '@/server/modules/entitlements/guards';
import { deleteDeviceToken, listDeviceTokens, saveDeviceToken } from './device-tokens';
import { listNotifications, unreadCount } from './inbox';
import { toNotificationItem } from './payloads';
import { sendPushTest } from './push-test';
import type { RouteOptions } from '@/server/lib/route-options';
import { isTrue } from './notification-log-routes';

export const notificationRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/',
    {
      config: { access: 'account' },
      schema: { querystring: NotificationLogQuerySchema, response: { 200: NotificationListResponseSchema } },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const { unread, ...query } = request.query;
      const [page, count] = await Promise.all([
        listNotifications(ctx.db, userId, { ...query, unread: isTrue(unread) }),
        unreadCount(ctx.db, userId),
      ]);
      return {
        success: true as const,
        notifications: page.rows.map(toNotificationItem),
        unread_count: count,
      };
    },
  );

  // For badges (bell, extension toolbar): one count over the index of unread rows.
  app.get(
    '/unread-count',
    { config: { access: 'account' }, schema: { response: { 200: UnreadCountSchema } } },
    async (request) => ({
      count: await unreadCount(ctx.db, currentUser(request).id),
    }),
  );

  app.post(
    '/fcm-token',
    {
      config: { access: 'account' },
      schema: { body: DeviceTokenInput, response: { 200: MessageResponseSchema } },
    },
    async (request) => {
      const { token, platform } = request.body;
      // The browser extension's only server call of its own: its package feature is checked on the signing-in
      // account (docs/product/packages.md "Enforcement").
      if (platform === 'extension') await requireFeature(ctx, currentUser(request).id, 'extension');
      const userAgent = request.headers['user-agent'];
      await saveDeviceToken(ctx.db, ctx.clock, {
        userId: currentUser(request).id,
        token,
        platform,
        userAgent,
      });
      return { success: true, message: 'Device registered for push notifications.' };
    },
  );

  app.delete(
    '/fcm-token',
    {
      config: { access: 'account' },
      schema: {
        body: DeviceTokenDeleteInput,
        response: { 200: MessageResponseSchema.extend({ removed: z.boolean() }) },
      },
    },
    async (request) => {
      const removed = await deleteDeviceToken(ctx.db, currentUser(request).id, request.body.token);
      const message = removed ? 'Device removed from push notifications.' : 'That device was not registered.';
      return { success: true, message, removed };
    },
  );

  app.get(
    '/fcm-tokens',
    { config: { access: 'account' }, schema: { response: { 200: DeviceTokenListSchema } } },
    async (request) => ({
      success: true as const,
      data: await listDeviceTokens(ctx.db, currentUser(request).id),
    }),
  );

  // Each call sends a real push: limited like the test notifications.
  const limit = { rateLimit: { max: 30, timeWindow: 60_000 } };
  app.post(
    '/fcm-test',
    {
      schema: { response: { 200: PushTestResponseSchema } },
      config: { ...limit, access: 'account' },
    },
    async (request) => sendPushTest(ctx.notifications, currentUser(request).id),
  );
};
