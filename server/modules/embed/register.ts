// The embeddable widgets' server side: /api/embed-keys for farmers, /api/widget/{key}/… for the
// widgets (with per-key CORS in that scope only); and the widgets' scripts and demo page under /widgets/. A
// revoked key's realtime subscriptions end through the realtime endpoint's grants (server/realtime/grants.ts).
// Stock changes on any route reach the inventory and storage widgets through stock-change-events.ts.
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '@/server/context';
import { embedKeyRoutes } from './embed-key-routes';
import { demoRoute } from './demo-page';
import { widgetAssets } from './widget-assets';
import { announceStockChanges } from './stock-change-events';
import { registerWidgetCors } from './widget-cors';
import { widgetRealtimeRoutes } from './widget-realtime-routes';
import { widgetRoutes } from './widget-routes';

export async function registerEmbedding(app: FastifyInstance, ctx: ServerContext) {
  announceStockChanges(app, ctx);
  await app.register(embedKeyRoutes, { ctx, prefix: '/api/embed-keys' });
  await app.register(
    async (widgetApi) => {
      await registerWidgetCors(widgetApi, ctx.db);
      await widgetApi.register(widgetRoutes, { ctx });
      await widgetApi.register(widgetRealtimeRoutes, { ctx });
    },
    { prefix: '/api/widget' },
  );
  await app.register(widgetAssets, { distDir: ctx.config.WIDGETS_DIST_DIR });
  await app.register(demoRoute);
}
