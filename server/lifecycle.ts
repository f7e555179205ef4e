// Graceful shutdown on SIGTERM/SIGINT (docs/architecture.md "Stopping"): stop accepting connections, let the
// requests in flight and those already on their way finish, for at most `drainMs`, cut what is still running
// after that, then close the app (its close hooks) and the database, so PGlite's files are left clean and its
// folder unlocked.
import type { Server, ServerResponse } from 'node:http';
import net, { type Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';

export interface Closable {
  close(): Promise<unknown>;
}

/** The app as the shutdown sees it: closable, with its HTTP server (Fastify's app.server). */
export interface ClosableApp extends Closable {
  server?: Server;
}

/** Default of SHUTDOWN_DRAIN_MS. */
export const DEFAULT_DRAIN_MS = 10_000;
/** After the drain, how long the app's own close hooks and the database may take before the process gives up. */
export const CLOSE_TIMEOUT_MS = 5_000;
/** A connection opened just before the stop gets this long (from its opening) to send its request, which is
 * then served; one opened earlier that never sent anything (a browser's spare connection) is closed at once. */
export const FRESH_CONNECTION_GRACE_MS = 2_000;
const DRAIN_POLL_MS = 25;

interface Connection {
  /** Responses in progress on it. */
  responses: Set<ServerResponse>;
  /** It has answered a request (an idle keep-alive connection, once nothing is in progress). */
  served: boolean;
  /** When it opened or last finished a response. */
  since: number;
}

/**
 * Follows the HTTP server's connections from the start, so a stop can tell a request in flight, a connection
 * whose request has not arrived yet and an idle keep-alive connection apart. Node's own server.close() closes
 * every connection without a request in progress at once, including one that was accepted a moment ago and
 * whose request is still on its way: its client would see a reset.
 */
export function trackConnections(server: Server) {
  const connections = new Map<Socket, Connection>();
  let draining = false;
  server.on('connection', (socket: Socket) => {
    connections.set(socket, { responses: new Set(), served: false, since: Date.now() });
    socket.once('close', () => connections.delete(socket));
  });
  server.prependListener('request', (request, response) => {
    // While draining, every answer says "Connection: close" and ends its connection.
    if (draining) response.shouldKeepAlive = false;
    const connection = connections.get(request.socket);
    if (!connection) return;
    connection.responses.add(response);
    response.once('close', () => {
      connection.responses.delete(response);
      connection.served = true;
      connection.since = Date.now();
    });
  });

  return {
    /** Stops accepting, serves what is in flight or arriving, and resolves with how many requests were still running
     * after `drainMs` (0 when everything finished). */
    async drain(drainMs: number): Promise<number> {
      draining = true;
      for (const { responses } of connections.values()) {
        for (const response of responses) if (!response.headersSent) response.shouldKeepAlive = false;
      }
      // No new connections; unlike http.Server#close(), leaves the open ones alone.
      if (server.listening) net.Server.prototype.close.call(server);
      const deadline = Date.now() + drainMs;
      for (;;) {
        // First a turn of the event loop: a request that has reached the socket but not been read yet is read
        // now, and its connection counts as busy rather than idle.
        await new Promise((resolve) => setTimeout(resolve, DRAIN_POLL_MS));
        const now = Date.now();
        let running = 0;
        let waiting = 0;
        for (const [socket, connection] of connections) {
          // No HTTP parser: upgraded to a WebSocket (the realtime plugin closes those) or already closing.
          if (!(socket as Socket & { parser?: unknown }).parser) continue;
          if (connection.responses.size > 0) running++;
          else if (connection.served || now - connection.since >= FRESH_CONNECTION_GRACE_MS) socket.destroy();
          else waiting++;
        }
        if (running + waiting === 0) return 0;
        if (now >= deadline) return running;
      }
    },
  };
}

/**
 * Create it before the app listens (server.ts does), so it knows every connection. Returns the function to call
 * on a signal; calling it again joins the stop in progress.
 */
export function createShutdown(options: {
  app: ClosableApp;
  database: Closable;
  log: FastifyBaseLogger;
  exit?: (code: number) => void;
  /** How long requests in flight may take to finish (SHUTDOWN_DRAIN_MS); then their connections are closed, so a
   * stuck request cannot block a deploy. */
  drainMs?: number;
  /** After the drain: how long closing the rest may take before exiting with an error anyway. */
  closeTimeoutMs?: number;
}) {
  const {
    app,
    database,
    log,
    exit = (code) => process.exit(code),
    drainMs = DEFAULT_DRAIN_MS,
    closeTimeoutMs = CLOSE_TIMEOUT_MS,
  } = options;
  const tracker = app.server ? trackConnections(app.server) : undefined;
  let closing: Promise<void> | undefined;
  return (signal: string): Promise<void> =>
    (closing ??= (async () => {
      log.info({ signal, drainMs }, 'shutting down: finishing requests in flight');
      // The last resort: whatever hangs (a close hook, the database), the process ends.
      const deadline = setTimeout(() => {
        log.error({ drainMs, closeTimeoutMs }, 'shutdown took too long; exiting');
        exit(1);
      }, drainMs + closeTimeoutMs);
      deadline.unref();
      try {
        const cut = tracker ? await tracker.drain(drainMs) : 0;
        if (cut > 0) {
          log.warn({ drainMs, requests: cut }, 'requests still running after the drain time: closing them');
          app.server?.closeAllConnections();
        }
        await app.close();
        await database.close();
        clearTimeout(deadline);
        log.info(cut > 0 ? 'shut down after cutting requests' : 'shut down cleanly');
        exit(cut > 0 ? 1 : 0);
      } catch (error) {
        clearTimeout(deadline);
        log.error({ err: error }, 'shutdown failed');
        exit(1);
      }
    })());
}
