// Graceful shutdown on SIGTERM/SIGINT (docs/architecture.md: server.ts listens and shuts down gracefully): stop accepting,
// let in-flight requests finish (fastify.close), then close the database so PGlite's files are left clean.
import type { FastifyBaseLogger } from 'fastify';

export interface Closable {
  close(): Promise<unknown>;
}

export function createShutdown(options: {
  app: Closable;
  database: Closable;
  log: FastifyBaseLogger;
  exit?: (code: number) => void;
  /** After this long, give up waiting and exit with an error (a stuck request must not block a deploy). */
  timeoutMs?: number;
}) {
  const { app, database, log, exit = (code) => process.exit(code), timeoutMs = 15_000 } = options;
  let closing: Promise<void> | undefined;
  return (signal: string): Promise<void> =>
    (closing ??= (async () => {
      log.info({ signal }, 'shutting down: finishing requests in flight');
      const timer = setTimeout(() => {
        log.error({ timeoutMs }, 'shutdown took too long; exiting');
        exit(1);
      }, timeoutMs);
      timer.unref();
      try {
        await app.close();
        await database.close();
        clearTimeout(timer);
        log.info('shut down cleanly');
        exit(0);
      } catch (error) {
        clearTimeout(timer);
        log.error({ err: error }, 'shutdown failed');
        exit(1);
      }
    })());
}
