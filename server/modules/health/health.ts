import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '@/shared/contracts/errors';
import { HealthResponseSchema } from '@/shared/contracts/health';
import { DatabaseTimeoutError } from '@/server/db/availability';
import type { RouteOptions } from '@/server/lib/route-options';

/** A database slower than this to answer `select 1` counts as unreachable. */
export const HEALTH_DATABASE_TIMEOUT_MS = 3_000;

/**
 * GET /api/health: 200 `{status: 'ok', database: 'ok'}` when the database answers, else the errors plugin's 503
 * `{code: 'database_unavailable'}` (used by `npm start` checks and deployments; docs/architecture.md "Losing the
 * database").
 */
export const healthRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: { response: { 200: HealthResponseSchema, 503: ApiErrorSchema } },
      logLevel: 'warn',
    },
    async () => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(
          () => reject(new DatabaseTimeoutError(HEALTH_DATABASE_TIMEOUT_MS)),
          HEALTH_DATABASE_TIMEOUT_MS,
        );
      });
      const probe = Promise.resolve(ctx.db.execute(sql`select 1`));
      probe.catch(() => {}); // a probe that fails after the timeout answered must not go unhandled
      try {
        await Promise.race([probe, timeout]);
      } finally {
        clearTimeout(timer);
      }
      return { status: 'ok', database: 'ok' } as const;
    },
  );
};
