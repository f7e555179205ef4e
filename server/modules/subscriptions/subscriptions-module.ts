// Subscriptions and payments (docs/product/subscriptions.md): a farmer's own plan, the providers' callbacks and
// the admin side.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteOptions } from '@/server/lib/route-options';
import { paymentCallbackRoutes } from '@/server/modules/payments/payment-callback-routes';
import { adminSubscriptionRoutes } from './admin-subscription-routes';
import { subscriptionRoutes } from './subscription-routes';

export const subscriptionsModule: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  await app.register(subscriptionRoutes, { ctx, prefix: '/api/subscription' });
  await app.register(paymentCallbackRoutes, { ctx, prefix: '/api/payments' });
  await app.register(adminSubscriptionRoutes, { ctx, prefix: '/api/admin' });
};
