// The farmer's AI routes (docs/product/ai.md "Ask about this farm", "Usage"): whether AI can be used on a farm,
// a question answered from the farm's own records, and the farmer's own usage this month.
//
// Asking needs only farms.view, the permission every member has: the facts given to the model are then limited to
// the records the asker's role may see (stock with inventory.view, crops with crops.view, tasks with tasks.view,
// sales with sales.view), so the answer can never tell anyone more than their own screens would.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FarmParams } from '@/server/lib/params';
import type { RouteOptions } from '@/server/lib/route-options';
import { entitlementsFor } from '@/server/modules/entitlements/guards';
import { usageOf } from '@/server/modules/entitlements/usage';
import { requireFarmPermission } from '@/server/modules/farms/farm-access';
import { currentUser } from '@/server/plugins/auth';
import { AiStatusSchema, AskAnswerSchema, AskInput, MyAiUsageSchema } from '@/shared/contracts/ai';
import { currentAiSetup } from './ai-calls';
import { askAboutFarm } from './ask';
import { myAiUsage } from './ai-usage';

export const aiFarmRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/farms/:farmId/ai/status',
    {
      config: { farmPermission: 'farms.view' },
      schema: { params: FarmParams, response: { 200: AiStatusSchema } },
    },
    async (request) => {
      const { farm } = await requireFarmPermission(
        ctx.db,
        currentUser(request).id,
        request.params.farmId,
        'farms.view',
      );
      const [setup, entitled, used] = await Promise.all([
        currentAiSetup(ctx),
        entitlementsFor(ctx, farm.ownerId),
        usageOf(ctx.db, farm.ownerId, 'ai_requests_per_month', ctx.clock.now()),
      ]);
      return {
        data: {
          configured: setup !== null,
          in_package: !entitled.restricted || entitled.features.includes('ai'),
          limit: entitled.restricted ? entitled.limits.ai_requests_per_month : null,
          used,
        },
      };
    },
  );

  app.post(
    '/farms/:farmId/ai/ask',
    {
      config: { farmPermission: 'farms.view' },
      schema: { params: FarmParams, body: AskInput, response: { 200: AskAnswerSchema } },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const access = await requireFarmPermission(ctx.db, userId, request.params.farmId, 'farms.view');
      return { data: await askAboutFarm(ctx, access, userId, request.body.question) };
    },
  );

  app.get(
    '/ai/usage',
    { config: { access: 'account' }, schema: { response: { 200: MyAiUsageSchema } } },
    async (request) => ({ data: await myAiUsage(ctx, currentUser(request).id) }),
  );
};
