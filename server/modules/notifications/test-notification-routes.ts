// docs/product/notifications.md Test and diagnostics: POST /api/test/generate-notification, POST /api/test-notification and
// GET /direct-test-notification/{address}?message=. Registered without a prefix (the last one is not under /api).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TestNotificationInput, TestNotificationResponseSchema } from '@/shared/contracts/notifications';
import { HttpError } from '@/server/lib/http-error';
import { currentUser } from '@/server/plugins/auth';
import { toNotificationLog } from './payloads';
import { sendTestNotification } from './test-notifications';
import { findUserByEmail, findUserById } from '@/server/modules/auth/users';
import { isUuid } from '@/server/modules/farms/farm-access';
import type { RouteOptions } from '@/server/lib/route-options';
import { diagnosticsGate } from './diagnostics-gate';

const schema = { body: TestNotificationInput, response: { 200: TestNotificationResponseSchema } };
/** Each test sends real e-mail, SMS and push: a loop in a test page must not flood anyone's inbox. */
export const TEST_SEND_LIMIT = { rateLimit: { max: 30, timeWindow: 60_000 } };

export const testNotificationRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  app.addHook('onRequest', diagnosticsGate(app, ctx.config.NODE_ENV));

  const send = async (userId: string, input: z.output<typeof TestNotificationInput>, message: string) => {
    const row = await sendTestNotification(ctx.notifications, ctx.db, userId, input);
    return { success: true as const, message, notification: toNotificationLog(row) };
  };

  app.post(
    '/api/test/generate-notification',
    { schema, config: { ...TEST_SEND_LIMIT, access: 'account' } },
    async (request) => send(currentUser(request).id, request.body, 'Test notification generated.'),
  );

  app.post(
    '/api/test-notification',
    { schema, config: { ...TEST_SEND_LIMIT, access: 'account' } },
    async (request) => send(currentUser(request).id, request.body, 'Test notification sent.'),
  );

  app.get(
    '/direct-test-notification/:address',
    {
      config: { ...TEST_SEND_LIMIT, access: 'account' },
      schema: {
        params: z.object({ address: z.string().trim().min(1).max(254) }),
        querystring: z.object({ message: z.string().trim().max(1000).optional() }),
        response: { 200: TestNotificationResponseSchema },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const address = request.params.address.toLowerCase();
      const isSelf = address === me.email.toLowerCase() || address === me.id;
      // Anyone else may only notify themselves: the same answer whether the other address exists or not.
      if (!isSelf && me.user_type.toLowerCase() !== 'superadmin') {
        throw new HttpError(403, 'You can send a direct test notification only to your own address.', {
          code: 'forbidden',
        });
      }
      const target = isSelf
        ? me
        : isUuid(address)
          ? await findUserById(ctx.db, address)
          : await findUserByEmail(ctx.db, address);
      if (!target)
        throw new HttpError(404, 'We could not find a user with that address.', { code: 'user_not_found' });
      const input = TestNotificationInput.parse({
        message: request.query.message || undefined,
        category: 'test',
      });
      return send(target.id, input, `Test notification sent to ${request.params.address}.`);
    },
  );
};
