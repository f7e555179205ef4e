// Maintenance mode (docs/product/system-settings.md "Maintenance mode"): while it is on, every API request
// answers 503 `maintenance` with the administrators' message, except for signed-in superadmins and the few routes
// that let one sign in, tell the web app what is going on, or turn it off again.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '@/server/db/client';
import { HttpError } from '@/server/lib/http-error';
import { MAINTENANCE_CODE } from '@/shared/contracts/system-settings';
import { cachedSettings, freshSettings } from './cached-settings';

export const DEFAULT_MAINTENANCE_MESSAGE =
  'Shamba is being updated and will be back shortly. Thank you for your patience.';

/** Open to everyone during maintenance: sign-in and session check, the platform's state, health. */
const ALWAYS_OPEN = new Set([
  '/api/health',
  '/api/platform',
  '/api/auth/login',
  '/api/auth/logout',
  '/api/auth/me',
  '/api/admin/system-settings',
]);

const pathOf = (url: string) => {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
};

const isSuperadmin = (request: FastifyRequest) => request.user?.user_type.toLowerCase() === 'superadmin';

async function refuseUnlessSuperadmin(app: FastifyInstance, request: FastifyRequest, message: string) {
  // A missing or stale token is simply not a superadmin: the 503 says why nothing works.
  await Promise.resolve(app.requireUser(request)).catch(() => undefined);
  if (isSuperadmin(request)) return;
  throw new HttpError(503, message || DEFAULT_MAINTENANCE_MESSAGE, {
    code: MAINTENANCE_CODE,
    headers: { 'retry-after': '60' },
  });
}

/**
 * The global onRequest hook. With maintenance off and the settings fresh in the process (almost every request),
 * it returns at once without a promise; a stale copy is read once for all waiting requests.
 */
export function registerMaintenanceGate(app: FastifyInstance, db: Database) {
  app.addHook('onRequest', (request, _reply, done) => {
    if (!request.url.startsWith('/api/')) return done();
    const fresh = freshSettings(db);
    if (fresh && !fresh.maintenance.enabled) return done();
    if (ALWAYS_OPEN.has(pathOf(request.url))) return done();
    const settingsRead = fresh ? Promise.resolve(fresh) : cachedSettings(db);
    settingsRead
      .then((settings) =>
        settings.maintenance.enabled
          ? refuseUnlessSuperadmin(app, request, settings.maintenance.message)
          : undefined,
      )
      .then(() => done(), done);
  });
}
