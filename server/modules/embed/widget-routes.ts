// /api/widget/{key}/…: the session exchange and the reads and writes of the embedded widgets, each
// scoped by the widget session (farm, scopes, origin). They reuse the inventory and notification services of
// the web app's routes; only the access check differs.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { WidgetSessionSchema } from '@/shared/contracts/embed';
import {
  InventoryItemResponseSchema,
  InventoryPageSchema,
  InventoryQuerySchema,
} from '@/shared/contracts/inventory';
import {
  MarkReadResponseSchema,
  NotificationLogPageSchema,
  NotificationLogQuerySchema,
} from '@/shared/contracts/notifications';
import { StorageLocationSchema } from '@/shared/contracts/storage-locations';
import { ConsumeInput, TransferInput } from '@/shared/contracts/stock-movements';
import { createIdempotency } from '@/server/lib/idempotency';
import { getItem } from '@/server/modules/inventory/inventory-items';
import { createListCache } from '@/server/modules/inventory/inventory-list-cache';
import { listInventory } from '@/server/modules/inventory/inventory-list';
import { dayOf } from '@/server/modules/inventory/inventory-status';
import type { AlertTally, InventoryWrite } from '@/server/modules/inventory/inventory-write';
import { listNotifications, markRead, unreadCount } from '@/server/modules/notifications/inbox';
import { toNotificationLog } from '@/server/modules/notifications/payloads';
import { changeStock } from '@/server/modules/inventory/stock-movements';
import { transferStock } from '@/server/modules/inventory/stock-transfer';
import { locationsOfFarms } from '@/server/modules/storage/storage-locations-query';
import { startWidgetSession, type WidgetAccess } from './widget-sessions';
import { noteWidgetStockWrite } from './stock-change-events';
import type { RouteOptions } from '@/server/lib/route-options';
import { announceUnread, isTrue } from '@/server/modules/notifications/notification-log-routes';
import { widgetAccess } from './widget-access';

const KeyParams = z.object({ key: z.string() });
const ItemParams = KeyParams.extend({ itemId: z.string() });
const NotificationParams = KeyParams.extend({ id: z.string() });

export const widgetRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const lists = createListCache();

  const idempotency = createIdempotency(ctx.db, ctx.clock);

  /**
   * One stock change in one transaction, recorded in the name of the key's creator. With an Idempotency-Key
   * (the loader sends one per action and keeps it when it retries a lost answer) it is applied once.
   */
  const write = async <T>(
    request: FastifyRequest,
    reply: FastifyReply,
    access: WidgetAccess,
    work: (w: InventoryWrite) => Promise<T>,
  ) => {
    noteWidgetStockWrite(request, access.farmId); // the farm's stock widgets hear of it once it is committed
    const alerts: AlertTally = { recorded: 0 };
    const answer = await idempotency.run(
      request,
      reply,
      async (db) => {
        alerts.recorded = 0; // a retried transaction counts afresh
        const now = ctx.clock.now();
        // In the key creator's name, from the widget (docs/product/activity-log.md).
        const w = {
          db,
          farmId: access.farmId,
          userId: access.userId,
          surface: 'widget' as const,
          now,
          today: dayOf(now),
          alerts,
        };
        return { status: 200, body: await work(w) };
      },
      access.userId,
    );
    // Committed: the alerts it raised reach the bell now, as for a write in the web app (docs/decisions/031).
    if (alerts.recorded > 0) await ctx.notifications.alertsAfterWrite(access.farmId);
    return answer;
  };

  app.post(
    '/:key/session',
    {
      schema: { params: KeyParams, response: { 201: WidgetSessionSchema } },
      config: { rateLimit: { max: 120, timeWindow: 60_000 }, access: 'widget' },
    },
    async (request, reply) => {
      const session = await startWidgetSession(ctx.db, ctx.clock, request.params.key, request.headers.origin);
      reply.code(201);
      return session;
    },
  );

  app.get(
    '/:key/inventory',
    {
      config: { access: 'widget' },
      schema: {
        params: KeyParams,
        querystring: InventoryQuerySchema,
        response: { 200: InventoryPageSchema },
      },
    },
    async (request) => {
      const access = await widgetAccess(ctx, request, request.params.key, 'inventory:read');
      return listInventory(ctx.db, lists, { farmIds: [access.farmId] }, request.query);
    },
  );

  app.get(
    '/:key/storage-locations',
    {
      config: { access: 'widget' },
      schema: { params: KeyParams, response: { 200: z.object({ data: z.array(StorageLocationSchema) }) } },
    },
    async (request) => {
      const access = await widgetAccess(ctx, request, request.params.key, 'inventory:read');
      return { data: await locationsOfFarms(ctx.db, [access.farmId]) };
    },
  );

  app.post(
    '/:key/inventory/:itemId/consume',
    {
      config: { access: 'widget' },
      schema: { params: ItemParams, body: ConsumeInput, response: { 200: InventoryItemResponseSchema } },
    },
    async (request, reply) => {
      const access = await widgetAccess(ctx, request, request.params.key, 'inventory:write');
      const { quantity, note } = request.body;
      return write(request, reply, access, async (w) => {
        const { item } = await changeStock(w, request.params.itemId, { type: 'consume', quantity, note });
        const data = await getItem(w.db, w.farmId, item.id);
        return { success: true, message: `Used ${quantity} ${data.unit} of ${data.name}.`, data };
      });
    },
  );

  app.post(
    '/:key/inventory/:itemId/transfer',
    {
      config: { access: 'widget' },
      schema: { params: ItemParams, body: TransferInput, response: { 200: InventoryItemResponseSchema } },
    },
    async (request, reply) => {
      const access = await widgetAccess(ctx, request, request.params.key, 'inventory:write');
      return write(request, reply, access, async (w) => {
        const moved = await transferStock(w, request.params.itemId, request.body);
        const data = await getItem(w.db, w.farmId, moved.source.item.id);
        const message = `Moved ${request.body.quantity} ${data.unit} of ${data.name} to ${moved.destinationName}.`;
        return { success: true, message, data };
      });
    },
  );

  app.get(
    '/:key/notifications',
    {
      config: { access: 'widget' },
      schema: {
        params: KeyParams,
        querystring: NotificationLogQuerySchema,
        response: { 200: NotificationLogPageSchema.extend({ unread_count: z.number().int() }) },
      },
    },
    async (request) => {
      // The key's farm only: the creator's notifications about their other farms, or about no farm, stay
      // off the partner's site.
      const { userId, farmId } = await widgetAccess(ctx, request, request.params.key, 'notifications:read');
      const { unread, ...query } = request.query;
      const [page, count] = await Promise.all([
        listNotifications(ctx.db, userId, { ...query, unread: isTrue(unread) }, farmId),
        unreadCount(ctx.db, userId, farmId),
      ]);
      return { data: page.rows.map(toNotificationLog), meta: page.meta, unread_count: count };
    },
  );

  // Marks one of the key's farm's notifications read (404 for any other); answers that farm's unread count.
  app.post(
    '/:key/notifications/:id/read',
    {
      config: { access: 'widget' },
      schema: { params: NotificationParams, response: { 200: MarkReadResponseSchema } },
    },
    async (request) => {
      const { userId, farmId } = await widgetAccess(ctx, request, request.params.key, 'notifications:read');
      const change = await markRead(ctx.db, ctx.clock, userId, request.params.id, farmId);
      await announceUnread(ctx, userId, change.unread, [farmId]);
      return { success: true as const, unread_count: await unreadCount(ctx.db, userId, farmId) };
    },
  );
};
