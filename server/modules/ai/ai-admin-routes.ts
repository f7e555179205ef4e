// /api/admin/ai (docs/product/ai.md "For administrators"): the provider's settings (saved through the shared
// integration save, so the key is sealed and never sent back), a test request, the monthly limit per package and
// the usage figures. Platform permissions ai.view and ai.edit.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteOptions } from '@/server/lib/route-options';
import { saveIntegration } from '@/server/modules/integrations/integration-save';
import { requirePlatformPermission } from '@/server/modules/platform-staff/platform-access';
import { currentUser } from '@/server/plugins/auth';
import {
  AiConfigurationSchema,
  AiMonthQuery,
  AiStatsSchema,
  AiTestAnswerSchema,
  SaveAiLimitsInput,
} from '@/shared/contracts/ai';
import { SaveIntegrationInput } from '@/shared/contracts/integrations';
import type { PlatformPermission } from '@/shared/contracts/platform-staff';
import { aiConfiguration, saveAiLimits, sendAiTest } from './ai-admin';
import { aiStats } from './ai-usage';

export const aiAdminRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const needs = (permission: PlatformPermission) => requirePlatformPermission(app, ctx.db, permission);
  const config = { access: 'admin' } as const;
  const actorOf = (request: Parameters<typeof currentUser>[0]) => {
    const user = currentUser(request);
    return { id: user.id, name: user.name };
  };

  app.get(
    '/ai/configuration',
    { config, onRequest: needs('ai.view'), schema: { response: { 200: AiConfigurationSchema } } },
    async () => ({ data: await aiConfiguration(ctx) }),
  );

  app.put(
    '/ai/configuration',
    {
      config,
      onRequest: needs('ai.edit'),
      schema: { body: SaveIntegrationInput, response: { 200: AiConfigurationSchema } },
    },
    async (request) => {
      await saveIntegration(ctx, 'ai', request.body, actorOf(request));
      return { data: await aiConfiguration(ctx) };
    },
  );

  app.post(
    '/ai/test',
    { config, onRequest: needs('ai.edit'), schema: { response: { 200: AiTestAnswerSchema } } },
    async (request) => ({ data: await sendAiTest(ctx, actorOf(request)) }),
  );

  app.put(
    '/ai/limits',
    {
      config,
      onRequest: needs('ai.edit'),
      schema: { body: SaveAiLimitsInput, response: { 200: AiConfigurationSchema } },
    },
    async (request) => {
      await saveAiLimits(ctx, request.body, actorOf(request));
      return { data: await aiConfiguration(ctx) };
    },
  );

  app.get(
    '/ai/stats',
    {
      config,
      onRequest: needs('ai.view'),
      schema: { querystring: AiMonthQuery, response: { 200: AiStatsSchema } },
    },
    async (request) => ({ data: await aiStats(ctx, request.query.month) }),
  );
};
