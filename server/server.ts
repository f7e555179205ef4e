// `npm run serve` (under tsx) / `npm start` (bundled into dist/server/server.mjs by scripts/build-server.mjs,
// docs/decisions/033): reads the configuration, opens and migrates the database, builds the app and listens. The
// only file that listens (docs/architecture.md, STYLE.md "fastify/demo").
import type { Logger } from 'pino';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { createShutdown } from './lifecycle';
import { loadConfig } from './plugins/config';
import { loadRealtimeConfig } from './realtime/config';
import { createCaptcha } from '@/server/modules/auth/captcha';
import { createMailer, emailDeliveryNote } from '@/server/lib/mailer';
import { createSmsSender } from '@/server/lib/sms';

// A stop asked for while starting is remembered and carried out once the app exists. Every signal is listened to
// for the whole run (not once): under `npm start`, Ctrl-C reaches the server twice (from the terminal and from
// the wrapper), and a second SIGINT must not kill a drain in progress.
let stopRequested: string | undefined;
let stop = (reason: string) => void (stopRequested ??= reason);
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => stop(signal));
// Started by `npm start` (scripts/start.mjs) with an IPC channel: when the wrapper goes away, even killed with
// SIGKILL and unable to pass a signal on, the channel closes and the server stops too, so no orphan keeps the
// embedded database locked.
if (process.connected) process.once('disconnect', () => stop('parent exited'));

async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    ownThread: true,
  });
  await database.migrate();
  const app = await buildApp({
    db: database.db,
    config,
    mailer: createMailer(config),
    sms: createSmsSender(),
    captcha: createCaptcha({ provider: config.CAPTCHA_PROVIDER, secret: config.CAPTCHA_SECRET }),
    realtime: loadRealtimeConfig(),
  });
  const shutdown = createShutdown({ app, database, log: app.log, drainMs: config.SHUTDOWN_DRAIN_MS });
  stop = (reason) => void shutdown(reason);
  if (stopRequested) return stop(stopRequested);

  await app.listen({ port: config.PORT, host: config.HOST });
  const { port } = app.server.address() as { port: number };
  const shownHost = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  app.log.info(
    { database: database.kind, smtp: Boolean(config.SMTP_URL) },
    `Shamba is listening on http://${shownHost}:${port}. ${emailDeliveryNote(config)}`,
  );
  // The log is written in batches (server/app.ts): whoever waits for this line sees it now.
  (app.log as unknown as Logger).flush();
}

main().catch((error: unknown) => {
  // The logger may not exist yet: one JSON line on stderr, like the server's own logs.
  console.error(
    JSON.stringify({
      level: 60,
      msg: 'server failed to start',
      error: error instanceof Error ? error.message : String(error),
    }),
  );
  process.exit(1);
});
