// The realtime endpoint on the API's own port (docs/architecture.md "Realtime and push"): the Pusher protocol on GET /app/{key}
// (WebSocket), the signed publish API on /apps/{id}/…, and POST /broadcasting/auth. The server publishes through
// the official SDK over HTTP (publisher.ts), to itself by default or to PUSHER_HOST / PUSHER_CLUSTER.
//
// Wiring, in server/app.ts (one line; realtimeConfig from loadRealtimeConfig(process.env), the rule is yours):
//
//   await app.register(realtimePlugin, { config: realtimeConfig, authorizeUserChannel });
//
//   // e.g. authorizeUserChannel = async (request, channel) => {
//   //   const user = await userFromBearer(request);           // throw a 401 error when there is none
//   //   return channel === `private-user.${user.id}` || channel === `private-notifications.user.${user.id}`;
//   // }
//
// then publish anywhere with `app.realtime.publisher.publish('private-user.7', 'notification', payload)`.
// The rule may answer `{ grant }` instead of true (grants.ts): the subscription then ends when
// `app.realtime.revoke([grant])` is called, on every instance (a logout, a revoked embed key).
// Several instances on one PostgreSQL database: give `cluster` (app.ts passes postgresClusterFor(...)) and each
// event published to one instance reaches the sockets of all of them through LISTEN/NOTIFY (pg-fan-out.ts,
// docs/decisions/025); otherwise one embedded endpoint serves one instance, and several need an external
// Pusher-protocol host (PUSHER_HOST or PUSHER_CLUSTER). Either way they share one PUSHER_SECRET.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { broadcastingAuth, type AuthorizeUserChannel, type SignChannel } from './broadcasting-auth';
import type { RealtimeConfig } from './config';
import { localFanOut, type EventFanOut, type FanOutFactory } from './fan-out';
import { grantChannelData } from './grants';
import { realtimeHttpApi } from './http-api';
import { RealtimeHub } from './hub';
import { createPublisher, type Publisher } from './publisher';
import { authorizeChannel } from './signing';
import { attachRealtimeWebSocket, type RealtimeSocketServer } from './websocket';

export interface RealtimePluginOptions {
  config: RealtimeConfig;
  authorizeUserChannel: AuthorizeUserChannel;
  /** How events reach other instances' sockets; left out, this instance is alone (PGlite, or an external host). */
  cluster?: FanOutFactory;
}

export interface RealtimeHandle {
  publisher: Publisher;
  hub: RealtimeHub;
  config: RealtimeConfig;
  sockets: RealtimeSocketServer;
  /** Where events published to this endpoint go: this instance's sockets, and the other instances'. */
  fanOut: EventFanOut;
  /**
   * Signs a private subscription for a socket. With the built-in endpoint a grant is signed in too (channel_data),
   * so revoke() can end it; an external host gets the plain signature (it cannot be told of revocations).
   */
  authorize: SignChannel;
  /** Ends every subscription these grants authorized, here at once and on the other instances (hub.revoke);
   *  rejects when the other instances could not be told. */
  revoke(grants: readonly string[]): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: RealtimeHandle;
  }
}

/** Where this server listens, as the SDK should address it (a wildcard bind is reached on loopback). */
function listeningEndpoint(app: FastifyInstance): { host: string; port: number } | undefined {
  const address = app.server.address() as AddressInfo | string | null;
  if (!address || typeof address === 'string') return undefined;
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return { host, port: address.port };
}

async function realtime(
  app: FastifyInstance,
  { config, authorizeUserChannel, cluster }: RealtimePluginOptions,
) {
  const hub = new RealtimeHub();
  const sockets = attachRealtimeWebSocket(app.server, {
    key: config.key,
    secret: config.secret,
    hub,
    activityTimeout: config.activityTimeout,
    pongTimeout: config.pongTimeout,
    log: app.log,
  });
  const publisher = createPublisher(config, { log: app.log, resolveEndpoint: () => listeningEndpoint(app) });
  const fanOut = cluster ? cluster(hub, app.log) : localFanOut(hub);
  const authorize: SignChannel = (socketId, channelName, grant) =>
    authorizeChannel({
      key: config.key,
      secret: config.secret,
      socketId,
      channelName,
      channelData: grant !== undefined && config.publisher.embedded ? grantChannelData(grant) : undefined,
    });
  const revoke = (grants: readonly string[]) => fanOut.revoke(grants);
  app.decorate('realtime', { publisher, hub, config, sockets, fanOut, authorize, revoke });

  // Each in its own encapsulated scope, so their body parsers never reach the rest of the API.
  await app.register(realtimeHttpApi, { config, hub, fanOut });
  await app.register(broadcastingAuth, { sign: authorize, authorizeUserChannel });

  // preClose runs before the HTTP server stops: upgraded sockets would otherwise keep server.close() waiting.
  // 4200 tells pusher-js to reconnect at once, so a SIGTERM drain moves clients to the restarted instance.
  app.addHook('preClose', async () => sockets.close());
  // Listening before the server does, so events of other instances reach the first clients (one attempt; a
  // failure is logged and retried in the background, never a failed start).
  app.addHook('onReady', async () => fanOut.start());
  app.addHook('onClose', async () => {
    publisher.close();
    await fanOut.close();
  });
}

/** Not encapsulated (like fastify-plugin's skip-override), so `app.realtime` is visible to the whole app. */
export const realtimePlugin = Object.assign(realtime, {
  [Symbol.for('skip-override')]: true,
  [Symbol.for('fastify.display-name')]: 'realtime',
});
