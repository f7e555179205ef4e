// Builds the API server from its plugins and routes; never listens (server.ts does). Everything outside the
// process (database, e-mail, SMS, captcha, clock) comes in through `deps`, which is what keeps tests honest.
import { randomBytes } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import pino from 'pino';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { jsonAnswerCompiler } from './plugins/json-answers';
import type { AppDeps, ServerContext } from './context';
import { tooManyRequests, waitPhrase } from './lib/http-error';
import { installFriendlyZodMessages } from './lib/zod-messages';
import { loadServerTranslations } from './lib/i18n';
import { registerAuth } from './plugins/auth';
import { registerErrorHandling } from './plugins/errors';
import { requireRouteAccessDeclarations } from './modules/farms/route-access';
import { farmChannelGrant } from './modules/farms/farm-subscriptions';
import { registerJsonBodies } from './plugins/json-body';
import { registerInputTextChecks } from './plugins/input-text';
import { registerSecurityHeaders } from './plugins/security';
import { registerWebApp } from './plugins/static';
import { realtimePlugin } from './realtime/plugin';
import { postgresClusterFor } from './realtime/pg-fan-out';
import { allOfGrants, sessionGrant, userOfGrant } from './realtime/grants';
import { isOwnChannel } from '@/shared/contracts/realtime-channels';
import { healthRoutes } from './modules/health/health';
import { authModule } from './modules/auth/auth-module';
import { settingsModule } from './modules/settings/settings-module';
import { farmRoutes } from './modules/farms/farm-routes';
import { roleRoutes } from './modules/roles/role-routes';
import { activityRoutes } from './modules/activity/activity-routes';
import { staffModule } from './modules/staff/staff-module';
import { organizationsModule } from './modules/organizations/organizations-module';
import { platformStaffModule } from './modules/platform-staff/platform-staff-module';
import { adminFarmersModule } from './modules/admin-farmers/admin-farmers-module';
import { storageModule } from './modules/storage/storage-module';
import { supplierRoutes } from './modules/suppliers/supplier-routes';
import { inventoryRoutes } from './modules/inventory/inventory-routes';
import { cropsModule } from './modules/crops/crops-module';
import { tasksModule } from './modules/tasks/tasks-module';
import { fieldRoutes } from './modules/fields/field-routes';
import { financialSettingsRoutes } from './modules/financial-settings/financial-settings-routes';
import { customerRoutes } from './modules/customers/customer-routes';
import { soilSamplesModule } from './modules/soil-samples/soil-samples-module';
import { cropTemplatesModule } from './modules/crop-templates/crop-templates-module';
import { expensesModule } from './modules/expenses/expenses-module';
import { contributorsModule } from './modules/contributors/contributors-module';
import { budgetsModule } from './modules/budgets/budgets-module';
import { financeOverviewModule } from './modules/finance-overview/finance-overview-module';
import { farmDashboardModule } from './modules/farm-dashboard/farm-dashboard-module';
import { transactionsRoutes } from './modules/transactions/transactions-routes';
import { invoicesModule } from './modules/invoices/invoices-module';
import { posModule } from './modules/pos/pos-module';
import { salesModule } from './modules/sales/sales-module';
import { subscriptionsModule } from './modules/subscriptions/subscriptions-module';
import {
  registerMaintenanceGate,
  systemSettingsModule,
} from './modules/system-settings/system-settings-module';
import { aiModule } from './modules/ai/ai-module';
import { contentModule } from './modules/content/content-module';
import { integrationsModule } from './modules/integrations/integrations-module';
import { integrationTransports } from './modules/integrations/transports';
import { firebaseServiceAccountNow } from './modules/integrations/service-settings';
import { createPushSender, createSwitchablePush } from './lib/push';
import { loadNotificationConfig } from './modules/notifications/config';
import { adminDashboardModule } from './modules/admin-dashboard/admin-dashboard-module';
import { packagesModule } from './modules/packages/packages-module';
import { reportsModule } from './modules/reports/reports-module';
import { reportSchedulesModule } from './modules/report-schedules/report-schedules-module';
import { exportsModule } from './modules/exports/exports-module';
import { importsModule } from './modules/imports/imports-module';
import { notificationContext, registerNotifications } from './modules/notifications/register';
import { weatherRoutes } from './modules/farm-work-alerts/weather/weather-routes';
import { registerEmbedding } from './modules/embed/register';
import { systemClock } from './lib/clock';
import { createLoginThrottle } from './modules/auth/login-throttle';
import { createCodeHasher } from './modules/auth/code-hash';
import { createPasswordHasher } from './modules/auth/passwords';
import { registerNoStoreForTokens } from './modules/auth/no-store';
import { loadSecretBox } from '@/server/lib/secret-box';
import { createMessageDispatcher } from './lib/messages';
import { createTokenService } from './modules/auth/tokens';

const SAFE_REQUEST_ID = /^[\w.-]{1,64}$/;

/**
 * Request ids unique across instances and restarts without a random UUID per request: this process's random
 * prefix and a counter ("k3x9q2mf-1a"). A tenth of a microsecond instead of about one (docs/decisions/036).
 */
const PROCESS_ID_PREFIX = randomBytes(6).toString('base64url');
let requestCount = 0;
const nextRequestId = () => `${PROCESS_ID_PREFIX}-${(++requestCount).toString(36)}`;

function loggerOptions(deps: AppDeps): Pick<FastifyServerOptions, 'logger' | 'loggerInstance'> {
  const given = deps.logger;
  if (given && typeof given === 'object' && typeof (given as FastifyBaseLogger).info === 'function') {
    return { loggerInstance: given as FastifyBaseLogger };
  }
  if (given === false) return { logger: false };
  // Tokens travel in the Authorization header: never let a header serializer print them.
  const defaults = {
    level: deps.config.LOG_LEVEL,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
  };
  if (given && typeof given === 'object') return { logger: { ...defaults, ...given } };
  return { logger: { ...defaults, stream: bufferedStandardOutput() } };
}

/**
 * Standard output written in batches of 4 KB, and at least every half second: one write per line cost every answer
 * about a tenth of its time. pino writes what is left when the process exits, a crash included; only a SIGKILL
 * can lose the last half second of lines (docs/decisions/027).
 */
function bufferedStandardOutput() {
  const destination = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  setInterval(() => destination.flush(), 500).unref();
  return destination;
}

/**
 * The request's URL for the log, or its route's pattern when a path segment is a bearer secret (an invitation's
 * link token): a log line must never hand out what signs a person in.
 */
function loggableUrl(request: FastifyRequest): string {
  const params = request.params as Record<string, unknown> | undefined;
  return params && ('secret' in params || 'token' in params) ? (request.routeOptions.url ?? '') : request.url;
}

/** A hop count becomes "trust the nearest n proxies" (Fastify's types lack the number form its docs allow). */
const trustProxy = (value: boolean | number | string) =>
  typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;

export async function buildApp(deps: AppDeps) {
  installFriendlyZodMessages();
  // E-mail, SMS and notification texts go out in each recipient's language: every catalogue, every language, in
  // memory before the first request (a no-op for the second app a test builds).
  await loadServerTranslations();
  const { config } = deps;
  const app = Fastify({
    ...loggerOptions(deps),
    trustProxy: trustProxy(config.TRUST_PROXY),
    // One line per request, written by the onResponse hook below.
    logController: new LogController({ disableRequestLogging: true }),
    // Accept a caller's request id when it is harmless, so logs can be followed across a proxy.
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : nextRequestId();
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(jsonAnswerCompiler);

  const clock = deps.clock ?? systemClock;
  const tokens = createTokenService(deps.db, clock, {
    cacheTtlMs: deps.tokenCacheTtlMs ?? config.TOKEN_CACHE_TTL_MS,
  });
  const secretBox = loadSecretBox(config);
  // docs/product/integrations.md: the SMS provider and SMTP server switched on in /admin/integrations, at send time.
  const appUrl =
    deps.notifications?.appUrl !== undefined ? deps.notifications.appUrl : loadNotificationConfig().appUrl;
  const transports = integrationTransports({ db: deps.db, secretBox, log: app.log, clock }, appUrl);
  const messages = createMessageDispatcher({
    db: deps.db,
    log: app.log,
    clock,
    mailer: deps.mailer,
    sms: deps.sms,
    pickSms: transports.pickSms,
    pickMailer: transports.pickMailer,
    smsRefusal: transports.smsRefusal,
  });
  const ctx: ServerContext = {
    db: deps.db,
    config,
    clock,
    log: app.log,
    captcha: deps.captcha,
    tokens,
    messages,
    loginThrottle: createLoginThrottle(deps.db, clock),
    passwords: deps.passwords ?? createPasswordHasher(),
    codeHasher: createCodeHasher({ db: deps.db, clock, log: app.log, secret: config.CODE_HASH_SECRET }),
    // docs/product/integrations.md "Push": the Firebase integration when switched on, else the environment's.
    ...notificationContext(
      app,
      {
        ...deps,
        push: createSwitchablePush(deps.push ?? createPushSender(process.env), () =>
          firebaseServiceAccountNow({ db: deps.db, secretBox, log: app.log, clock }),
        ),
      },
      { clock, messages },
    ),
    secretBox,
  };
  if (!deps.captcha.enabled) app.log.warn('captcha is off: set CAPTCHA_SECRET to enable');

  // One log line per request (Fastify's default is two); it carries the request id like every other line, and
  // the answer carries it in x-request-id (plugins/security.ts).
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        url: loggableUrl(request),
        statusCode: reply.statusCode,
        responseTime: reply.elapsedTime,
      },
      'request completed',
    );
    done();
  });
  // Every /api route says who may call it (docs/product/roles-and-permissions.md); one that does not stops the app.
  requireRouteAccessDeclarations(app);
  registerJsonBodies(app);
  // Before any route: text the database cannot store (NUL) is a 422 naming the field, never a 500.
  registerInputTextChecks(app);

  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      tooManyRequests(
        `Too many requests. Try again ${waitPhrase(context.ttl / 1000)}.`,
        context.ttl / 1000,
        'rate_limited',
      ),
  });
  await registerSecurityHeaders(app);
  registerNoStoreForTokens(app);
  const { requireUser } = registerAuth(app, tokens);
  registerErrorHandling(app, await registerWebApp(app, config.WEB_DIST_DIR));
  // docs/product/system-settings.md "Maintenance mode": before every route, one cached comparison when off.
  registerMaintenanceGate(app, ctx.db);

  await app.register(healthRoutes, { ctx });
  await app.register(authModule, { ctx });
  await app.register(settingsModule, { ctx });
  if (deps.realtime) {
    // docs/architecture.md "Realtime and push": a signed-in user may hear their own two channels, and the stock
    // channel of a farm whose role grants inventory.view (docs/product/roles-and-permissions.md "Live updates").
    await app.register(realtimePlugin, {
      config: deps.realtime,
      // On PostgreSQL, instances hear each other's events through LISTEN/NOTIFY (docs/decisions/025).
      cluster: postgresClusterFor(deps.realtime, config.DATABASE_URL, deps.db),
      // The sign-in is signed into the subscription, so revoking it ends the subscription (below).
      authorizeUserChannel: async (request, channel) => {
        await requireUser(request);
        const id = request.user?.id;
        const token = request.accessToken;
        if (id === undefined || !token) return false;
        if (isOwnChannel(id, channel)) return { grant: sessionGrant(id, token.id) };
        const farmGrant = await farmChannelGrant(ctx.db, id, channel);
        return farmGrant ? { grant: allOfGrants(sessionGrant(id, token.id), farmGrant) } : false;
      },
    });
    // docs/product/realtime.md "Ending subscriptions": a logout, sign-out everywhere, password change or reset ends
    // the live feed of the revoked sign-ins on every instance; the others drop their cached copy of them too.
    tokens.onRevoked(async (revoked) => {
      await app.realtime
        .revoke(revoked.map((t) => sessionGrant(t.userId, t.id)))
        .catch((error: unknown) =>
          app.log.warn({ err: error }, 'realtime: revoked sign-ins not sent to other instances'),
        );
    });
    app.realtime.hub.onRevoked((grants) => {
      for (const grant of grants) {
        const userId = userOfGrant(grant);
        if (userId) tokens.forgetUser(userId);
      }
    });
  }
  await app.register(farmRoutes, { ctx, prefix: '/api/farms' });
  await app.register(roleRoutes, { ctx, prefix: '/api/farms' });
  await app.register(activityRoutes, { ctx, prefix: '/api/farms' });
  await app.register(weatherRoutes, { ctx, prefix: '/api/farms' });
  await app.register(staffModule, { ctx });
  await app.register(organizationsModule, { ctx });
  await app.register(platformStaffModule, { ctx });
  await app.register(adminFarmersModule, { ctx });
  await app.register(storageModule, { ctx });
  await app.register(supplierRoutes, { ctx, prefix: '/api/suppliers' });
  await app.register(inventoryRoutes, { ctx, prefix: '/api' });
  await app.register(tasksModule, { ctx });
  await app.register(fieldRoutes, { ctx, prefix: '/api/farms' });
  await app.register(financialSettingsRoutes, { ctx, prefix: '/api' });
  await app.register(customerRoutes, { ctx, prefix: '/api' });
  await app.register(cropsModule, { ctx, prefix: '/api' });
  await app.register(soilSamplesModule, { ctx });
  await app.register(cropTemplatesModule, { ctx });
  await app.register(expensesModule, { ctx });
  await app.register(contributorsModule, { ctx });
  await app.register(budgetsModule, { ctx });
  await app.register(financeOverviewModule, { ctx });
  await app.register(farmDashboardModule, { ctx });
  await app.register(reportsModule, { ctx });
  await app.register(reportSchedulesModule, { ctx });
  await app.register(exportsModule, { ctx });
  await app.register(importsModule, { ctx });
  await app.register(transactionsRoutes, { ctx, prefix: '/api/farms' });
  await app.register(invoicesModule, { ctx });
  await app.register(posModule, { ctx });
  await app.register(salesModule, { ctx });
  await app.register(subscriptionsModule, { ctx });
  await app.register(systemSettingsModule, { ctx });
  await app.register(aiModule, { ctx });
  await app.register(contentModule, { ctx });
  await app.register(adminDashboardModule, { ctx });
  await app.register(packagesModule, { ctx });
  await app.register(integrationsModule, { ctx, appUrl });
  await registerNotifications(app, ctx, deps);
  await registerEmbedding(app, ctx);

  // fastify.close() ends connections that are idle when it starts; a keep-alive connection whose request was
  // still in flight would otherwise stay open for the whole keep-alive timeout after its answer and hold the
  // shutdown. A tiny timeout makes it close right after that answer (no per-request cost, unlike an onSend hook).
  app.addHook('preClose', async () => {
    app.server.keepAliveTimeout = 1;
  });
  app.addHook('onClose', async () => {
    await messages.drain();
    deps.mailer.close();
    transports.close();
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
