// `npm run serve` / `npm start`: reads the configuration, opens and migrates the database, builds the app and
// listens. The only file that listens (docs/architecture.md, STYLE.md "fastify/demo").
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { createShutdown } from './lifecycle';
import { loadConfig } from './plugins/config';
import { loadRealtimeConfig } from './realtime/config';
import { createCaptcha } from '@/server/modules/auth/captcha';
import { createMailer } from '@/server/lib/mailer';
import { createSmsSender } from '@/server/lib/sms';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await database.migrate();
  const app = await buildApp({
    db: database.db,
    config,
    mailer: createMailer(config),
    sms: createSmsSender(),
    captcha: createCaptcha({ provider: config.CAPTCHA_PROVIDER, secret: config.CAPTCHA_SECRET }),
    realtime: loadRealtimeConfig(),
  });
  const shutdown = createShutdown({ app, database, log: app.log });
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void shutdown(signal));

  await app.listen({ port: config.PORT, host: config.HOST });
  const { port } = app.server.address() as { port: number };
  const shownHost = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  app.log.info(
    { database: database.kind, smtp: Boolean(config.SMTP_URL) },
    `Shamba is listening on http://${shownHost}:${port}`,
  );
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
