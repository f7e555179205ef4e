// Realtime for the widgets: the settings pusher-js needs, and channel authorization with the widget
// session instead of a user's token. A session with notifications:read may hear exactly one channel: the key
// creator's notifications of the key's farm (docs/product/widgets.md "Live updates"), never the creator's own
// channels, which carry their other farms too. The key is signed into the subscription (server/realtime/grants.ts),
// so revoking it ends the subscription on every instance.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RealtimeClientConfigSchema } from '@/shared/contracts/notifications';
import { HttpError } from '@/server/lib/http-error';
import { embedKeyGrant } from '@/server/realtime/grants';
import { farmNotificationsChannel } from '@/shared/contracts/realtime-channels';
import { clientConfig } from '@/server/modules/notifications/realtime-routes';
import type { RouteOptions } from '@/server/lib/route-options';
import { widgetAccess } from './widget-access';

const KeyParams = z.object({ key: z.string() });
const AuthBody = z.object({
  socket_id: z.string().regex(/^\d+\.\d+$/, 'socket_id must look like 1234.5678.'),
  channel_name: z.string().min(1, 'channel_name is required.'),
});

export const widgetRealtimeRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
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
    {
      schema: {
        params: KeyParams,
        body: AuthBody,
        response: { 200: z.object({ auth: z.string(), channel_data: z.string().optional() }) },
      },
    },
    async (request) => {
      const access = await widgetAccess(ctx, request, request.params.key, 'notifications:read');
      if (!app.hasDecorator('realtime')) throw realtimeOff();
      const { socket_id: socketId, channel_name: channelName } = request.body;
      if (channelName !== farmNotificationsChannel(access.farmId, access.userId)) {
        throw new HttpError(403, 'This widget may subscribe only to its key’s notification channels.', {
          code: 'forbidden',
        });
      }
      return app.realtime.authorize(socketId, channelName, embedKeyGrant(access.keyId));
    },
  );
};
