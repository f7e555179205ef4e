// /api/subscription: a signed-in account's own plan and payments (docs/product/subscriptions.md).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '@/server/lib/http-error';
import type { RouteOptions } from '@/server/lib/route-options';
import { currentUser } from '@/server/plugins/auth';
import { startCheckout } from '@/server/modules/payments/checkout';
import { appUrlFor, configuredAppUrl } from '@/server/modules/staff/app-url';
import {
  ChangeAnswerSchema,
  ChangePackageInput,
  CheckoutAnswerSchema,
  CheckoutInput,
  MySubscriptionSchema,
  PaymentListSchema,
  PaymentSchema,
  SubscriptionSchema,
} from '@/shared/contracts/subscriptions';
import { createSubscriptionService } from './subscription-service';
import { paymentById, paymentsOf } from './subscription-view';

export const PAYMENT_NOT_FOUND = 'We could not find that payment.';

export const subscriptionRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const service = createSubscriptionService(ctx);
  const appUrl = appUrlFor(configuredAppUrl());
  const config = { access: 'account' } as const;
  const onRequest = app.requireUser;

  app.get('/', { config, onRequest, schema: { response: { 200: MySubscriptionSchema } } }, async (request) =>
    service.mine(currentUser(request).id),
  );

  app.post(
    '/checkout',
    { config, onRequest, schema: { body: CheckoutInput, response: { 201: CheckoutAnswerSchema } } },
    async (request, reply) => {
      const user = currentUser(request);
      const answer = await startCheckout(
        ctx,
        { id: user.id, email: user.email },
        request.body,
        appUrl(request),
      );
      return reply.code(201).send(answer);
    },
  );

  app.get(
    '/payments',
    { config, onRequest, schema: { response: { 200: PaymentListSchema } } },
    async (request) => ({ data: await paymentsOf(ctx.db, currentUser(request).id) }),
  );

  app.get(
    '/payments/:id',
    {
      config,
      onRequest,
      schema: {
        params: z.object({ id: z.uuid({ error: PAYMENT_NOT_FOUND }) }),
        response: { 200: z.object({ data: PaymentSchema }) },
      },
    },
    async (request) => {
      const payment = await paymentById(ctx.db, request.params.id);
      // Another account's payment reads as missing, so ids cannot be probed.
      if (!payment || payment.userId !== currentUser(request).id) {
        throw new HttpError(404, PAYMENT_NOT_FOUND, { code: 'payment_not_found' });
      }
      const { userId: _owner, ...data } = payment;
      return { data };
    },
  );

  app.post(
    '/cancel',
    { config, onRequest, schema: { response: { 200: z.object({ data: SubscriptionSchema.nullable() }) } } },
    async (request) => ({ data: await service.cancel(currentUser(request).id) }),
  );

  app.post(
    '/change',
    { config, onRequest, schema: { body: ChangePackageInput, response: { 200: ChangeAnswerSchema } } },
    async (request) => service.change(currentUser(request).id, request.body),
  );
};
