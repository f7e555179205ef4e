// Realtime for the widgets: the settings pusher-js needs, and channel authorization with the widget
// session instead of a user's token. A session with notifications:read may hear exactly the key creator's two
// notification channels (docs/architecture.md "Realtime and push"), nothing else.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RealtimeClientConfigSchema } from '@/shared/contracts/notifications';
import { HttpError } from '@/server/lib/http-error';
import { authorizeChannel } from '@/server/realtime/signing';
import { notificationsChannel, userChannel } from '@/server/modules/notifications/payloads';
import type { WidgetSocketRegistry } from './widget-sockets';
import { clientConfig } from '@/server/modules/notifications/realtime-routes';
import type { RouteOptions } from '@/server/lib/route-options';
import { widgetAccess } from './widget-access';

const KeyParams = z.object({ key: z.string() });
const AuthBody = z.object({
  socket_id: z.string().regex(/^\d+\.\d+$/, 'socket_id must look like 1234.5678.'),
  channel_name: z.string().min(1, 'channel_name is required.'),
});

export interface WidgetRealtimeOptions extends RouteOptions {
  sockets: WidgetSocketRegistry;
}

export const widgetRealtimeRoutes: FastifyPluginAsyncZod<WidgetRealtimeOptions> = async (app, options) => {
  const { ctx, sockets } = options;
  // pusher-js (through shared/notifications/realtime.ts) posts the channel form url-encoded.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const realtimeOff = () =>
    new HttpError(503, 'Realtime is not running on this server.', { code: 'realtime_off' });

  app.get(
    '/:key/realtime/config',
    { schema: { params: KeyParams, response: { 200: RealtimeClientConfigSchema } } },
    async (request) => {
      await widgetAccess(ctx, request, request.params.key, 'notifications:read');
      if (!app.hasDecorator('realtime')) throw realtimeOff();
      const config = clientConfig(app.realtime.config, request);
      return { ...config, authEndpoint: `/api/widget/${request.params.key}/broadcasting/auth` };
    },
  );

  app.post(
    '/:key/broadcasting/auth',
    { schema: { params: KeyParams, body: AuthBody, response: { 200: z.object({ auth: z.string() }) } } },
    async (request) => {
      const access = await widgetAccess(ctx, request, request.params.key, 'notifications:read');
      if (!app.hasDecorator('realtime')) throw realtimeOff();
      const { socket_id: socketId, channel_name: channelName } = request.body;
      const own = [userChannel(access.userId), notificationsChannel(access.userId)];
      if (!own.includes(channelName)) {
        throw new HttpError(403, 'This widget may subscribe only to its key’s notification channels.', {
          code: 'forbidden',
        });
      }
      sockets.remember(access.keyId, socketId, channelName);
      const { key, secret } = app.realtime.config;
      return authorizeChannel({ key, secret, socketId, channelName });
    },
  );
};
