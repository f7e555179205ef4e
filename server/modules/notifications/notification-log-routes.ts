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
import { deleteNotification, listNotifications, markAllRead, markRead, unreadCountsByFarm } from './inbox';
import { publishUnreadCount } from './channels';
import { toNotificationLog } from './payloads';
import type { RouteOptions } from '@/server/lib/route-options';
import type { ServerContext } from '@/server/context';
import { IdParams } from '@/server/lib/params';

export const isTrue = (flag: string | undefined) => flag === '1' || flag === 'true';

/**
 * After a change to the unread count: the user's other screens follow at once (the toolbar badge within 2 s), and
 * the widgets of the farms the change touched; a failed publish only logs, since the change is saved and every
 * client also polls.
 */
export async function announceUnread(
  ctx: ServerContext,
  userId: string,
  unread: number,
  farmIds: readonly (string | null)[],
) {
  try {
    const farms = [...new Set(farmIds.filter((id): id is string => id !== null))];
    const counts = await unreadCountsByFarm(ctx.db, userId, farms);
    await publishUnreadCount(ctx.notifications.deps.realtime, userId, unread, counts);
  } catch (error) {
    ctx.log.warn({ err: error }, 'unread count not published');
  }
}

export const notificationLogRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/notification-logs',
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

  app.post(
    '/notification-logs/read-all',
    { config: { access: 'account' }, schema: { response: { 200: ReadAllResponseSchema } } },
    async (request) => {
      const userId = currentUser(request).id;
      const { updated, farmIds } = await markAllRead(ctx.db, ctx.clock, userId);
      if (updated > 0) await announceUnread(ctx, userId, 0, farmIds);
      return { success: true as const, updated, unread_count: 0 };
    },
  );

  app.post(
    '/notification-logs/:id/read',
    {
      config: { access: 'account' },
      schema: { params: IdParams, body: MarkReadInput, response: { 200: MarkReadResponseSchema } },
    },
    async (request) => {
      // The path names the notification; a body's notification_id (the other reading) only repeats it.
      const userId = currentUser(request).id;
      const { unread, farmId } = await markRead(ctx.db, ctx.clock, userId, request.params.id);
      await announceUnread(ctx, userId, unread, [farmId]);
      return { success: true as const, unread_count: unread };
    },
  );

  app.delete(
    '/notification-logs/:id',
    {
      config: { access: 'account' },
      schema: { params: IdParams, response: { 200: MarkReadResponseSchema } },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const { unread, farmId } = await deleteNotification(ctx.db, userId, request.params.id);
      await announceUnread(ctx, userId, unread, [farmId]);
      return { success: true as const, unread_count: unread };
    },
  );
};
