// Superadmin notification tools (docs/product/notifications.md; /admin/notifications and /admin/notifications/system-monitor): the
// browser-notification broadcast, the delivery log of every user per channel, and the e-mail and SMS outbox.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BrowserBroadcastInput,
  BrowserBroadcastResponseSchema,
  DeliveryPageSchema,
  DeliveryQuerySchema,
  OutboxPageSchema,
  OutboxQuerySchema,
} from '@/shared/contracts/notifications';
import { broadcastBrowserNotification } from './broadcast';
import { listDeliveries, listOutbox } from './delivery-log';
import type { RouteOptions } from '@/server/lib/route-options';
import { requirePlatformPermission } from '@/server/modules/platform-staff/platform-access';

export const adminNotificationRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  // Platform staff whose role grants the permission (docs/product/platform-staff.md).
  const needs = (permission: 'notifications.view' | 'notifications.create') =>
    requirePlatformPermission(app, ctx.db, permission);

  app.post(
    '/notifications/system/test-browser-notification',
    {
      config: { access: 'admin' },
      onRequest: needs('notifications.create'),
      schema: { body: BrowserBroadcastInput, response: { 200: BrowserBroadcastResponseSchema } },
    },
    async (request) => {
      const count = await broadcastBrowserNotification(ctx.notifications.deps, request.body);
      return { message: `Browser notification sent to ${count} user${count === 1 ? '' : 's'}.`, count };
    },
  );

  app.get(
    '/notifications/deliveries',
    {
      config: { access: 'admin' },
      onRequest: needs('notifications.view'),
      schema: { querystring: DeliveryQuerySchema, response: { 200: DeliveryPageSchema } },
    },
    async (request) => listDeliveries(ctx.db, ctx.clock, request.query),
  );

  app.get(
    '/outbox',
    {
      config: { access: 'admin' },
      onRequest: needs('notifications.view'),
      schema: { querystring: OutboxQuerySchema, response: { 200: OutboxPageSchema } },
    },
    async (request) => listOutbox(ctx.db, request.query),
  );
};
