// docs/product/point-of-sale.md: the till's reads under /api/farms/{farmId}/pos. The sale itself is the sales
// module's POST /sales with channel 'pos'.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PosCatalogueSchema, PosLookupQuerySchema, PosLookupResponseSchema } from '@/shared/contracts/pos';
import { FarmParams } from '@/server/lib/params';
import { HttpError } from '@/server/lib/http-error';
import type { RouteOptions } from '@/server/lib/route-options';
import { currentUser } from '@/server/plugins/auth';
import { requireFarmPermission } from '@/server/modules/farms/farm-access';
import { requireFeature } from '@/server/modules/entitlements/guards';
import { lookupCode, readCatalogue } from './pos-catalogue';
import { POS_MESSAGES } from './pos-messages';

/** Does If-None-Match name this ETag (a list, weak or strong, or `*`)? */
const holds = (header: string | undefined, etag: string) =>
  !!header &&
  header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });

export const posRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/:farmId/pos/catalogue',
    {
      config: { farmPermission: 'sales.create' },
      schema: { params: FarmParams, response: { 200: PosCatalogueSchema, 304: z.null() } },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const { farm } = await requireFarmPermission(ctx.db, userId, request.params.farmId, 'sales.create');
      // The till is a package feature of the farm's owner (docs/product/packages.md).
      await requireFeature(ctx, farm.ownerId, 'pos');
      const catalogue = await readCatalogue(ctx.db, farm.id, farm.currency);
      // Revalidated on every use: a stale price or quantity at the till costs more than one small request.
      reply.header('etag', catalogue.etag).header('cache-control', 'private, no-cache');
      if (holds(request.headers['if-none-match'], catalogue.etag)) return reply.code(304).send(null);
      return { data: await catalogue.load() };
    },
  );

  app.get(
    '/:farmId/pos/lookup',
    {
      config: { farmPermission: 'sales.create' },
      schema: {
        params: FarmParams,
        querystring: PosLookupQuerySchema,
        response: { 200: PosLookupResponseSchema },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const { farm } = await requireFarmPermission(ctx.db, userId, request.params.farmId, 'sales.create');
      await requireFeature(ctx, farm.ownerId, 'pos');
      const item = await lookupCode(ctx.db, farm.id, request.query.code);
      if (!item) throw new HttpError(404, POS_MESSAGES.codeNotFound, { code: 'pos_code_not_found' });
      return { data: item };
    },
  );
};
