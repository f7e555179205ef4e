// WebSocket transport of the Pusher protocol on the API's own HTTP server: GET /app/{key} upgrades are taken by
// `ws` in noServer mode; every other upgrade path is left to whoever else listens. One sweep timer (not one timer
// per socket) pings quiet clients and closes those that stay silent, so 2,000 connections cost 2,000 map entries.
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import type { RealtimeHub } from './hub';
import { checkHandshake, frames, handleClientMessage, PusherCode } from './protocol';

export interface RealtimeSocketOptions {
  key: string;
  secret: string;
  hub: RealtimeHub;
  /** Seconds; sent to clients, and the server pings a client that has been silent this long. */
  activityTimeout: number;
  /** Seconds after our ping without any message before we close with 4201. */
  pongTimeout: number;
  sweepIntervalMs?: number;
  log?: { warn(obj: object, msg: string): void };
}

export interface RealtimeSocketServer {
  connections(): number;
  /** Closes every connection with 4200 so pusher-js reconnects at once (to a restarted or another instance). */
  close(): Promise<void>;
}

/** A client that stops reading is dropped rather than buffered without bound. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
/** Client messages are subscribe/unsubscribe/ping (client events are off): small. */
const MAX_CLIENT_MESSAGE_BYTES = 16 * 1024;
const DRAIN_TIMEOUT_MS = 2_000;

interface Liveness {
  socketId: string;
  lastSeen: number;
  pingSentAt: number;
}

const textOf = (data: RawData): string =>
  (Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data)).toString(
    'utf8',
  );

export function attachRealtimeWebSocket(
  server: Server,
  options: RealtimeSocketOptions,
): RealtimeSocketServer {
  const { hub, key, secret } = options;
  const wss = new WebSocketServer({
    noServer: true,
    clientTracking: false,
    perMessageDeflate: false, // compressing per subscriber would undo serialising each event once
    maxPayload: MAX_CLIENT_MESSAGE_BYTES,
  });
  const sockets = new Set<WebSocket>();
  const sessions = new Map<WebSocket, Liveness>();
  let closing = false;

  const end = (ws: WebSocket, code: number, message: string) => {
    const session = sessions.get(ws);
    if (session) hub.remove(session.socketId);
    sessions.delete(ws);
    if (ws.readyState !== ws.OPEN) return;
    ws.send(frames.error(code, message));
    ws.close(code, message.slice(0, 120)); // a close reason is at most 123 bytes
  };

  const accept = (ws: WebSocket, request: IncomingMessage) => {
    sockets.add(ws);
    ws.on('close', () => {
      const session = sessions.get(ws);
      if (session) hub.remove(session.socketId);
      sessions.delete(ws);
      sockets.delete(ws);
    });
    ws.on('error', (error) => options.log?.warn({ err: error }, 'realtime socket error'));

    const check = checkHandshake(new URL(request.url ?? '/', 'http://localhost'), key);
    if (!check.ok) return end(ws, check.code, check.message);

    const socketId = hub.newSocketId();
    const liveness: Liveness = { socketId, lastSeen: Date.now(), pingSentAt: 0 };
    const send = (frame: string | Buffer) => {
      if (ws.readyState !== ws.OPEN) return;
      if (ws.bufferedAmount > MAX_BUFFERED_BYTES) return void ws.terminate();
      ws.send(frame, { binary: false });
    };
    sessions.set(ws, liveness);
    hub.add({ socketId, send });
    const session = { socketId, key, secret, hub, send };

    ws.on('message', (data, isBinary) => {
      liveness.lastSeen = Date.now();
      liveness.pingSentAt = 0;
      if (isBinary) return send(frames.error(null, 'Binary frames are not supported: send JSON text.'));
      try {
        handleClientMessage(session, textOf(data));
      } catch (error) {
        // A throw here would surface from the socket's event emitter and take the whole process down.
        options.log?.warn({ err: error }, 'realtime message handling failed');
        send(frames.error(null, 'The server could not handle this message.'));
      }
    });
    ws.on('pong', () => void (liveness.lastSeen = Date.now()));
    send(frames.connectionEstablished(socketId, options.activityTimeout));
  };

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (!request.url?.startsWith('/app/')) return; // not ours: another upgrade listener may want it
    if (closing) return void socket.destroy();
    wss.handleUpgrade(request, socket, head, (ws) => {
      try {
        accept(ws, request);
      } catch (error) {
        options.log?.warn({ err: error }, 'realtime handshake failed');
        ws.terminate();
      }
    });
  };
  server.on('upgrade', onUpgrade);

  // Protocol "Ping and pong": a silent client gets pusher:ping after activity_timeout; if it still says nothing
  // within pong_timeout it is gone (a browser tab asleep, a network dropped) and is closed with 4201.
  const sweep = () => {
    const now = Date.now();
    for (const [ws, liveness] of sessions) {
      if (liveness.pingSentAt > 0) {
        if (now - liveness.pingSentAt >= options.pongTimeout * 1000) {
          end(ws, PusherCode.PongNotReceived, 'Pong reply not received: the connection was idle too long.');
        }
      } else if (now - liveness.lastSeen >= options.activityTimeout * 1000) {
        liveness.pingSentAt = now;
        if (ws.readyState === ws.OPEN) ws.send(frames.ping());
      }
    }
  };
  const timer = setInterval(sweep, options.sweepIntervalMs ?? 1_000);
  timer.unref();

  return {
    connections: () => sessions.size,
    async close() {
      closing = true;
      clearInterval(timer);
      server.off('upgrade', onUpgrade);
      const closed = [...sockets].map(
        (ws) => new Promise<void>((resolve) => ws.once('close', () => resolve())),
      );
      for (const ws of [...sockets]) end(ws, PusherCode.ReconnectNow, 'Server is restarting: reconnect.');
      const deadline = new Promise<void>((resolve) => setTimeout(resolve, DRAIN_TIMEOUT_MS).unref());
      await Promise.race([Promise.all(closed), deadline]);
      for (const ws of sockets) ws.terminate(); // peers that never answered the close handshake
      wss.close();
    },
  };
}
