// /api/embed-keys: a signed-in farmer lists, creates and revokes the embed keys of their farms.
// Creating checks the farm like every farm route (404 for a non-member, 403 without settings.create or when the
// role cannot grant the scopes); a key belongs to its creator, so anyone else gets 404 for it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreateEmbedKeyInput,
  EmbedKeyListQuerySchema,
  EmbedKeyListSchema,
  EmbedKeyResponseSchema,
} from '@/shared/contracts/embed';
import { currentUser } from '@/server/plugins/auth';
import { embedKeyGrant } from '@/server/realtime/grants';
import { createEmbedKey, listEmbedKeys, revokeEmbedKey } from './embed-keys';
import { actorOf } from '@/server/modules/activity/surface';
import { requireFeatureOnFarm } from '@/server/modules/entitlements/farm-guards';
import type { RouteOptions } from '@/server/lib/route-options';

export const embedKeyRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/',
    {
      // With farm_id, that farm; without, every farm whose role grants settings.view.
      config: { farmPermission: 'settings.view' },
      schema: { querystring: EmbedKeyListQuerySchema, response: { 200: EmbedKeyListSchema } },
    },
    async (request) => ({
      data: await listEmbedKeys(ctx.db, currentUser(request).id, request.query.farm_id),
    }),
  );

  app.post(
    '/',
    {
      config: { farmPermission: 'settings.create' },
      schema: { body: CreateEmbedKeyInput, response: { 201: EmbedKeyResponseSchema } },
    },
    async (request, reply) => {
      // Website widgets are a package feature of the farm's owner (docs/product/packages.md).
      const userId = currentUser(request).id;
      await requireFeatureOnFarm(ctx, userId, request.body.farm_id, 'settings.create', 'widgets');
      const data = await createEmbedKey(ctx.db, ctx.clock, actorOf(request), request.body);
      reply.code(201);
      return { success: true as const, message: `Embed key “${data.name}” created.`, data };
    },
  );

  app.delete(
    '/:keyId',
    {
      config: { farmPermission: 'settings.delete' },
      schema: { params: z.object({ keyId: z.string() }), response: { 200: EmbedKeyResponseSchema } },
    },
    async (request) => {
      const data = await revokeEmbedKey(ctx.db, ctx.clock, actorOf(request), request.params.keyId);
      // Live widgets: their realtime subscriptions end now, on every instance, not when their socket reconnects.
      if (app.hasDecorator('realtime')) {
        await app.realtime
          .revoke([embedKeyGrant(data.id)])
          .catch((error: unknown) =>
            request.log.warn({ err: error }, 'realtime: revoked embed key not sent to other instances'),
          );
      }
      return { success: true as const, message: `Embed key “${data.name}” revoked.`, data };
    },
  );
};
