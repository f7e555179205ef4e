// SPEC §7 Notifications, the log form: GET /api/notification-logs (paged, unread and type filters), mark one
// read (both readings: no body, or { notification_id }), mark all read, delete. Only the caller's own.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MarkReadInput,
  MarkReadResponseSchema,
  NotificationLogPageSchema,
  NotificationLogQuerySchema,
  ReadAllResponseSchema,
} from '@/shared/contracts/notifications';
import { currentUser } from '@/server/plugins/auth';
import {
  deleteNotification,
  listNotifications,
  markAllRead,
  markRead,
} from '@/server/services/notifications/inbox';
import { toNotificationLog } from '@/server/services/notifications/payloads';
import type { RouteOptions } from '../route-options';

const IdParams = z.object({ id: z.string() });
export const isTrue = (flag: string | undefined) => flag === '1' || flag === 'true';

export const notificationLogRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  app.addHook('onRequest', app.requireUser);

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
      const updated = await markAllRead(ctx.db, ctx.clock, currentUser(request).id);
      return { success: true as const, updated, unread_count: 0 };
    },
  );

  app.post(
    '/notification-logs/:id/read',
    { schema: { params: IdParams, body: MarkReadInput, response: { 200: MarkReadResponseSchema } } },
    async (request) => {
      // The path names the notification; a body's notification_id (the other reading) only repeats it.
      const unread = await markRead(ctx.db, ctx.clock, currentUser(request).id, request.params.id);
      return { success: true as const, unread_count: unread };
    },
  );

  app.delete(
    '/notification-logs/:id',
    { schema: { params: IdParams, response: { 200: MarkReadResponseSchema } } },
    async (request) => {
      const unread = await deleteNotification(ctx.db, currentUser(request).id, request.params.id);
      return { success: true as const, unread_count: unread };
    },
  );
};
