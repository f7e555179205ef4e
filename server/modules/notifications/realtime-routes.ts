// Realtime wiring (docs/architecture.md "Realtime and push"): the embedded Pusher-protocol endpoint with /broadcasting/auth,
// where a signed-in user may hear only their own two channels (docs/product/realtime.md), and the settings pusher-js needs.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  RealtimeClientConfigSchema,
  type FirebaseWebConfig,
  type RealtimeClientConfig,
} from '@/shared/contracts/notifications';
import { currentUser } from '@/server/plugins/auth';
import type { RealtimeConfig } from '@/server/realtime/config';
import { realtimePlugin } from '@/server/realtime/plugin';
import type { RealtimePort } from './channels';
import { notificationsChannel, userChannel } from './payloads';

/** docs/product/realtime.md: the realtime client uses TLS and cluster us3 when talking to a hosted service. */
const DEFAULT_CLUSTER = 'us3';

/** The publisher as the notification service sees it, resolved lazily: the plugin registers after the service. */
export function realtimePort(app: FastifyInstance): RealtimePort {
  return {
    unavailable() {
      if (!app.hasDecorator('realtime')) return 'Realtime is not running.';
      // Embedded: clients connect to this very server, so before it listens there is no one to reach.
      if (app.realtime.config.publisher.embedded && !app.server.listening) {
        return 'The server is not listening: no realtime client can be connected.';
      }
      return null;
    },
    publish: (channels, event, payload) => app.realtime.publisher.publish(channels, event, payload),
    publishBatch: (items) => app.realtime.publisher.publishBatch(items),
  };
}

/** Without PUSHER_HOST the browser connects back to the address it used for this request. */
export function clientConfig(config: RealtimeConfig, request: FastifyRequest): RealtimeClientConfig {
  const target = config.publisher;
  const common = { key: config.key, enabled: true, authEndpoint: '/broadcasting/auth' };
  if (target.embedded) {
    const tls = request.protocol === 'https';
    const port = request.port ?? (tls ? 443 : 80);
    return { ...common, wsHost: request.hostname, wsPort: port, forceTLS: tls, cluster: DEFAULT_CLUSTER };
  }
  const cluster = target.cluster ?? DEFAULT_CLUSTER;
  return {
    ...common,
    wsHost: target.host ?? `ws-${cluster}.pusher.com`,
    wsPort: target.port ?? (target.useTLS ? 443 : 80),
    forceTLS: target.useTLS,
    cluster,
  };
}

const REALTIME_OFF: RealtimeClientConfig = {
  key: '',
  wsHost: '',
  wsPort: 0,
  forceTLS: true,
  cluster: DEFAULT_CLUSTER,
  enabled: false,
  authEndpoint: '/broadcasting/auth',
};

/**
 * Registers the realtime endpoint unless app.ts already did (it does when given `deps.realtime`), and GET
 * /api/realtime/config. Without realtime the config says `enabled: false` and clients only poll (docs/product/realtime.md).
 */
export async function registerRealtime(
  app: FastifyInstance,
  config: RealtimeConfig | undefined,
  firebaseWeb: FirebaseWebConfig | null = null,
  transports: { mailer: string; sms: string } = { mailer: 'outbox', sms: 'outbox' },
) {
  // Public, like the rest of this config: the verification page says where codes go when nothing sends them.
  const messages = {
    email: transports.mailer === 'outbox' ? 'outbox' : 'smtp',
    sms: transports.sms === 'outbox' ? 'outbox' : 'provider',
  } as const;
  if (config && !app.hasDecorator('realtime')) {
    await app.register(realtimePlugin, {
      config,
      authorizeUserChannel: async (request, channel) => {
        // requireUser reads only the request; it throws the API's 401 when there is no valid bearer token.
        await app.requireUser(request, undefined as unknown as FastifyReply);
        const me = currentUser(request).id;
        return channel === userChannel(me) || channel === notificationsChannel(me);
      },
    });
  }
  app.get(
    '/api/realtime/config',
    { config: { access: 'public' }, schema: { response: { 200: RealtimeClientConfigSchema } } },
    async (request) => ({
      ...(app.hasDecorator('realtime') ? clientConfig(app.realtime.config, request) : REALTIME_OFF),
      push: { firebase: firebaseWeb },
      messages,
    }),
  );
}
