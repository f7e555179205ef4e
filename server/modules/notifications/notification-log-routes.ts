// docs/product/notifications.md Notifications, the log form: GET /api/notification-logs (paged, unread and type filters), mark one
// read (both readings: no body, or { notification_id }), mark all read, delete. Only the caller's own.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MarkReadInput,
  MarkReadResponseSchema,
  NotificationLogPageSchema,
  NotificationLogQuerySchema,
  ReadAllResponseSchema,
} from '@/shared/contracts/notifications';
import { currentUser } from '@/server/plugins/auth';
import { deleteNotification, listNotifications, markAllRead, markRead } from './inbox';
import { publishUnreadCount } from './channels';
import { toNotificationLog } from './payloads';
import type { RouteOptions } from '@/server/lib/route-options';
import { IdParams } from '@/server/lib/params';

export const isTrue = (flag: string | undefined) => flag === '1' || flag === 'true';

export const notificationLogRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  app.addHook('onRequest', app.requireUser);

  // The user's other screens follow at once (the toolbar badge within 2 s); a failed publish only logs,
  // since the change is saved and every client also polls.
  const announceUnread = (userId: string, unread: number) =>
    publishUnreadCount(ctx.notifications.deps.realtime, userId, unread).catch((error: unknown) =>
      app.log.warn({ err: error }, 'unread count not published'),
    );

  app.get(
    '/notification-logs',
    { schema: { querystring: NotificationLogQuerySchema, response: { 200: NotificationLogPageSchema } } },
    async (request) => {
      const { unread, ...query } = request.query;
      const page = await listNotifications(ctx.db, currentUser(request).id, {
        ...query,
        unread: isTrue(unread),
      });
      return { data: page.rows.map(toNotificationLog), meta: page.meta };
    },
  );

  app.post(
    '/notification-logs/read-all',
    { schema: { response: { 200: ReadAllResponseSchema } } },
    async (request) => {
      const userId = currentUser(request).id;
      const updated = await markAllRead(ctx.db, ctx.clock, userId);
      if (updated > 0) await announceUnread(userId, 0);
      return { success: true as const, updated, unread_count: 0 };
    },
  );

  app.post(
    '/notification-logs/:id/read',
    { schema: { params: IdParams, body: MarkReadInput, response: { 200: MarkReadResponseSchema } } },
    async (request) => {
      // The path names the notification; a body's notification_id (the other reading) only repeats it.
      const userId = currentUser(request).id;
      const unread = await markRead(ctx.db, ctx.clock, userId, request.params.id);
      await announceUnread(userId, unread);
      return { success: true as const, unread_count: unread };
    },
  );

  app.delete(
    '/notification-logs/:id',
    { schema: { params: IdParams, response: { 200: MarkReadResponseSchema } } },
    async (request) => {
      const userId = currentUser(request).id;
      const unread = await deleteNotification(ctx.db, userId, request.params.id);
      await announceUnread(userId, unread);
      return { success: true as const, unread_count: unread };
    },
  );
};
