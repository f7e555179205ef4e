// Wires the notification feature into the app: the service in ServerContext, realtime, every route of
// docs/product/notifications.md Notifications and Test and diagnostics, the admin tools, and the scheduler (started when the app is
// ready, stopped before it closes).
import type { FastifyInstance } from 'fastify';
import type { AppDeps, ServerContext } from '@/server/context';
import type { Clock } from '@/server/lib/clock';
import type { MessageDispatcher } from '@/server/lib/messages';
import { loadNotificationConfig, type NotificationConfig } from './config';
import { createNotificationService, type NotificationService } from './service';
import { createPushSender, type PushSender } from '@/server/lib/push';
import { housekeepingJobs, notificationJobs } from '@/server/modules/housekeeping/jobs';
import { createScheduler, type Scheduler } from '@/server/modules/housekeeping/scheduler';
import { createWeatherClient } from '@/server/modules/farm-work-alerts/weather/open-meteo';
import { weatherBaseUrlNow } from '@/server/modules/integrations/service-settings';
import { adminNotificationRoutes } from './notifications-routes';
import { testNotificationRoutes } from './test-notification-routes';
import { farmerNotificationRoutes } from './farmer-notification-routes';
import { notificationLogRoutes } from './notification-log-routes';
import { notificationRoutes } from './notification-routes';
import { realtimePort, registerRealtime } from './realtime-routes';
import { subscriptionJobs } from '@/server/modules/subscriptions/subscription-upkeep';

declare module 'fastify' {
  interface FastifyInstance {
    /** For server.ts, the CLI and tests: the notification service and the scheduler. */
    notifications: { service: NotificationService; scheduler: Scheduler };
  }
}

const configOf = (deps: AppDeps): NotificationConfig => {
  const base = loadNotificationConfig(process.env);
  const given = deps.notifications ?? {};
  return {
    appUrl: given.appUrl === undefined ? base.appUrl : given.appUrl,
    scheduler: { ...base.scheduler, ...given.scheduler },
    firebaseWeb: given.firebaseWeb === undefined ? base.firebaseWeb : given.firebaseWeb,
  };
};

/** The parts of ServerContext this feature provides (built before the routes, which read them from ctx). */
export function notificationContext(
  app: FastifyInstance,
  deps: AppDeps,
  shared: { clock: Clock; messages: MessageDispatcher },
): { push: PushSender; notifications: NotificationService } {
  const push = deps.push ?? createPushSender(process.env);
  const notifications = createNotificationService({
    db: deps.db,
    clock: shared.clock,
    log: app.log,
    messages: shared.messages,
    transports: { mailer: deps.mailer.kind, sms: deps.sms.kind },
    push,
    realtime: realtimePort(app),
    appUrl: configOf(deps).appUrl,
  });
  if (!push.enabled) app.log.warn('push is off: set FIREBASE_SERVICE_ACCOUNT to enable it');
  return { push, notifications };
}

export async function registerNotifications(app: FastifyInstance, ctx: ServerContext, deps: AppDeps) {
  const config = configOf(deps);
  await registerRealtime(app, deps.realtime, config.firebaseWeb, {
    mailer: deps.mailer.kind,
    sms: deps.sms.kind,
  });
  await app.register(notificationLogRoutes, { ctx, prefix: '/api' });
  await app.register(notificationRoutes, { ctx, prefix: '/api/notifications' });
  await app.register(farmerNotificationRoutes, { ctx, prefix: '/api/farmer' });
  await app.register(testNotificationRoutes, { ctx });
  await app.register(adminNotificationRoutes, { ctx, prefix: '/api/admin' });

  const scheduler = createScheduler({
    db: ctx.db,
    clock: ctx.clock,
    log: app.log,
    jobs: [
      ...notificationJobs({
        service: ctx.notifications,
        log: app.log,
        weather: createWeatherClient({
          baseUrl: ctx.config.WEATHER_API_URL,
          baseUrlNow: () => weatherBaseUrlNow(ctx),
        }),
      }),
      ...housekeepingJobs({ db: ctx.db, clock: ctx.clock, log: app.log }),
      ...subscriptionJobs(ctx, app.log),
    ],
    intervalMs: config.scheduler.intervalMs,
  });
  app.decorate('notifications', { service: ctx.notifications, scheduler });
  if (config.scheduler.enabled) app.addHook('onReady', async () => scheduler.start());
  // preClose: a tick in progress finishes while the database is still open.
  app.addHook('preClose', async () => {
    await scheduler.stop();
    await ctx.notifications.settled();
  });
}
