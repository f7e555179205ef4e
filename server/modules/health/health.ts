import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthResponseSchema } from '@/shared/contracts/health';
import type { RouteOptions } from '@/server/lib/route-options';

/** GET /api/health: answers only when the database answers too (used by `npm start` checks and deployments). */
export const healthRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  app.get(
    '/api/health',
    { schema: { response: { 200: HealthResponseSchema } }, logLevel: 'warn' },
    async () => {
      await ctx.db.execute(sql`select 1`);
      return { status: 'ok', database: 'ok' } as const;
    },
  );
};
