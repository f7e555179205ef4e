// /api/admin/integrations (docs/product/integrations.md): every outside service's settings, saving them (secrets
// sealed, never answered back) and "Send a test", which runs the provider's tester with the SAVED settings and
// keeps its answer on the row.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IntegrationListSchema,
  IntegrationProviderParam,
  IntegrationResponseSchema,
  IntegrationTestResultSchema,
  SaveIntegrationInput,
  TestIntegrationInput,
} from '@/shared/contracts/integrations';
import { fieldError, HttpError } from '@/server/lib/http-error';
import type { RouteOptions } from '@/server/lib/route-options';
import { currentUser } from '@/server/plugins/auth';
import { requirePlatformPermission } from '@/server/modules/platform-staff/platform-access';
import { saveIntegration } from './integration-save';
import { listIntegrations, readIntegration, recordTestResult, savedIntegration } from './integration-queries';
import { INTEGRATION_TESTERS } from './testers';

const PHONE = /^\+\d{8,15}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What a test message goes to, checked before anything is sent. */
function checkTestTarget(provider: string, to: string | undefined) {
  if (provider === 'africastalking' || provider === 'twilio') {
    const phone = to?.replace(/[\s-]/g, '') ?? '';
    if (!PHONE.test(phone)) {
      throw fieldError('to', 'Enter the phone number to send the test SMS to, like +254712345678.');
    }
  }
  if (provider === 'smtp' && !EMAIL.test(to ?? '')) {
    throw fieldError('to', 'Enter the e-mail address to send the test message to.');
  }
}

export const integrationRoutes: FastifyPluginAsyncZod<RouteOptions & { appUrl: string | null }> = async (
  app,
  { ctx, appUrl },
) => {
  const admin = { access: 'admin' } as const;
  const needs = (permission: Parameters<typeof requirePlatformPermission>[2]) =>
    requirePlatformPermission(app, ctx.db, permission);

  app.get(
    '/api/admin/integrations',
    {
      config: admin,
      onRequest: needs('integrations.view'),
      schema: { response: { 200: IntegrationListSchema } },
    },
    async () => ({ data: await listIntegrations(ctx, appUrl), secrets_available: ctx.secretBox !== null }),
  );

  app.put(
    '/api/admin/integrations/:provider',
    {
      config: admin,
      onRequest: needs('integrations.edit'),
      schema: {
        params: IntegrationProviderParam,
        body: SaveIntegrationInput,
        response: { 200: IntegrationResponseSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { provider } = request.params;
      await saveIntegration(ctx, provider, request.body, { id: user.id, name: user.name });
      return { data: await readIntegration(ctx, provider, appUrl) };
    },
  );

  app.post(
    '/api/admin/integrations/:provider/test',
    {
      config: admin,
      onRequest: needs('integrations.edit'),
      schema: {
        params: IntegrationProviderParam,
        body: TestIntegrationInput,
        response: { 200: IntegrationTestResultSchema },
      },
    },
    async (request) => {
      const { provider } = request.params;
      const tester = INTEGRATION_TESTERS[provider];
      if (!tester) {
        throw new HttpError(404, 'This service has no test yet.', { code: 'no_test' });
      }
      checkTestTarget(provider, request.body?.to);
      const saved = await savedIntegration(ctx, provider);
      if (!saved) {
        throw new HttpError(409, 'Save the settings first: the test uses the saved settings.', {
          code: 'not_saved',
        });
      }
      const outcome = await tester(saved, { to: request.body?.to }, ctx).catch((error: unknown) => ({
        ok: false,
        message: `The test failed: ${error instanceof Error ? error.message : String(error)}`,
      }));
      const at = ctx.clock.now();
      await recordTestResult(ctx, provider, { ...outcome, at });
      request.log.info({ provider, ok: outcome.ok }, 'integration tested');
      return { ...outcome, tested_at: at.toISOString() };
    },
  );
};
