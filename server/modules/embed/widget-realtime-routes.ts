// Realtime for the widgets: the settings pusher-js needs, and channel authorization with the widget
// session instead of a user's token. A widget session may hear two channels of its key's farm, each with its scope
// (docs/product/widgets.md "Live updates"): with notifications:read, the key creator's notifications of that farm,
// never the creator's own channels, which carry their other farms too; with inventory:read, the farm's stock
// channel (stock-change-events.ts). The key is signed into the subscription (server/realtime/grants.ts), so revoking
// it, or the creator's role losing the scope, ends or refuses the subscription on every instance.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RealtimeClientConfigSchema } from '@/shared/contracts/notifications';
import { HttpError } from '@/server/lib/http-error';
import { allOfGrants, embedKeyGrant, farmMemberGrant } from '@/server/realtime/grants';
import type { EmbedScope } from '@/shared/contracts/embed';
import { farmInventoryChannel, farmNotificationsChannel } from '@/shared/contracts/realtime-channels';
import { clientConfig } from '@/server/modules/notifications/realtime-routes';
import type { RouteOptions } from '@/server/lib/route-options';
import { widgetSessionOf } from './widget-access';
import { requireScope, type WidgetAccess } from './widget-sessions';

const KeyParams = z.object({ key: z.string() });
const AuthBody = z.object({
  socket_id: z.string().regex(/^\d+\.\d+$/, 'socket_id must look like 1234.5678.'),
  channel_name: z.string().min(1, 'channel_name is required.'),
});

/** The scope each channel of the key's farm needs; any other channel is refused. */
const channelScopes = (access: WidgetAccess) =>
  new Map<string, EmbedScope>([
    [farmNotificationsChannel(access.farmId, access.userId), 'notifications:read'],
    [farmInventoryChannel(access.farmId), 'inventory:read'],
  ]);
/** The scopes that come with a channel: the bell and inbox's, the inventory and storage usage's. */
const LIVE_SCOPES = ['notifications:read', 'inventory:read'] as const;

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
    {
      config: { access: 'widget' },
      schema: { params: KeyParams, response: { 200: RealtimeClientConfigSchema } },
    },
    async (request) => {
      const access = await widgetSessionOf(ctx, request, request.params.key);
      // A key with neither scope has no channel to hear: refused, naming the first.
      if (!LIVE_SCOPES.some((scope) => access.scopes.includes(scope))) requireScope(access, LIVE_SCOPES[0]);
      if (!app.hasDecorator('realtime')) throw realtimeOff();
      const config = clientConfig(app.realtime.config, request);
      return { ...config, authEndpoint: `/api/widget/${request.params.key}/broadcasting/auth` };
    },
  );

  app.post(
    '/:key/broadcasting/auth',
    {
      config: { access: 'widget' },
      schema: {
        params: KeyParams,
        body: AuthBody,
        response: { 200: z.object({ auth: z.string(), channel_data: z.string().optional() }) },
      },
    },
    async (request) => {
      const access = await widgetSessionOf(ctx, request, request.params.key);
      const { socket_id: socketId, channel_name: channelName } = request.body;
      const scope = channelScopes(access).get(channelName);
      if (!scope) {
        throw new HttpError(
          403,
          'This widget may subscribe only to the channels of its key’s farm: its notifications and its stock.',
          {
            code: 'forbidden',
          },
        );
      }
      requireScope(access, scope);
      if (!app.hasDecorator('realtime')) throw realtimeOff();
      // The stock channel also carries the creator's farm membership: it ends when they lose inventory.view
      // (docs/product/roles-and-permissions.md "Live updates").
      const grant =
        scope === 'inventory:read'
          ? allOfGrants(embedKeyGrant(access.keyId), farmMemberGrant(access.farmId, access.userId))
          : embedKeyGrant(access.keyId);
      return app.realtime.authorize(socketId, channelName, grant);
    },
  );
};
