// /api/admin/subscriptions and the billing settings (docs/product/subscriptions.md "For administrators"). Each
// route checks its platform permission; every write goes into the platform activity log.
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { users } from '@/server/db/schema/auth';
import { packages, subscriptions } from '@/server/db/schema/billing';
import { fieldError } from '@/server/lib/http-error';
import type { RouteOptions } from '@/server/lib/route-options';
import { currentUser } from '@/server/plugins/auth';
import { forgetEntitlements } from '@/server/modules/entitlements/entitlement-cache';
import { activeIntegration } from '@/server/modules/integrations/integration-store';
import { requirePlatformPermission } from '@/server/modules/platform-staff/platform-access';
import { recordPlatformAction } from '@/server/modules/platform-staff/platform-audit';
import {
  AdminPaymentListSchema,
  AdminPaymentQuery,
  AdminSubscriptionListSchema,
  AdminSubscriptionQuery,
  AssignSubscriptionInput,
  PaymentSettingsAnswerSchema,
  PaymentSettingsSchema,
  SubscriptionSchema,
  SubscriptionSettingsSchema,
} from '@/shared/contracts/subscriptions';
import { listPayments, listSubscriptions } from './admin-queries';
import {
  paymentSettings,
  savePaymentSettings,
  saveSubscriptionSettings,
  subscriptionSettings,
} from './billing-settings';
import { subscriptionOf } from './subscription-view';

export const adminSubscriptionRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const needs = (permission: Parameters<typeof requirePlatformPermission>[2]) =>
    requirePlatformPermission(app, ctx.db, permission);
  const config = { access: 'admin' } as const;
  const actorOf = (request: Parameters<typeof currentUser>[0]) => {
    const user = currentUser(request);
    return { id: user.id, name: user.name };
  };

  app.get(
    '/subscriptions',
    {
      config,
      onRequest: needs('subscriptions.view'),
      schema: { querystring: AdminSubscriptionQuery, response: { 200: AdminSubscriptionListSchema } },
    },
    async (request) => listSubscriptions(ctx.db, request.query, ctx.clock.now()),
  );

  app.get(
    '/subscriptions/payments',
    {
      config,
      onRequest: needs('subscriptions.view'),
      schema: { querystring: AdminPaymentQuery, response: { 200: AdminPaymentListSchema } },
    },
    async (request) => listPayments(ctx.db, request.query),
  );

  // Puts an account on a package without a payment: accounts older than the packages, a deal made by phone.
  app.post(
    '/subscriptions',
    {
      config,
      onRequest: needs('subscriptions.create'),
      schema: { body: AssignSubscriptionInput, response: { 200: z.object({ data: SubscriptionSchema }) } },
    },
    async (request) => {
      const input = request.body;
      const now = ctx.clock.now();
      const [account] = await ctx.db.select().from(users).where(eq(users.id, input.user_id));
      if (!account || account.userType === 'superadmin') {
        throw fieldError(
          'user_id',
          'Choose a farmer, individual or organization account.',
          'unknown_account',
        );
      }
      const [pkg] = await ctx.db.select().from(packages).where(eq(packages.id, input.package_id));
      if (!pkg) throw fieldError('package_id', 'Choose one of the listed packages.', 'unknown_package');
      const periodEnd = new Date(input.period_end);
      if (periodEnd <= now) throw fieldError('period_end', 'Choose an end date in the future.', 'past_date');
      const trial = input.status === 'trialing';
      const values = {
        packageId: pkg.id,
        status: input.status,
        interval: input.interval,
        trialEndsAt: trial ? periodEnd : null,
        currentPeriodStart: now,
        currentPeriodEnd: trial ? null : periodEnd,
        nextPackageId: null,
        cancelAtPeriodEnd: false,
        reminderSentFor: null,
        updatedAt: now,
      };
      await ctx.db.transaction(async (tx) => {
        await tx
          .insert(subscriptions)
          .values({ userId: account.id, ...values })
          .onConflictDoUpdate({ target: subscriptions.userId, set: values });
        await recordPlatformAction(tx, {
          actor: actorOf(request),
          module: 'subscriptions',
          action: 'create',
          targetType: 'user',
          targetId: account.id,
          summary: `Put ${account.email} on ${pkg.name} (${input.status}) until ${periodEnd.toISOString().slice(0, 10)}`,
          details: { package_id: pkg.id, status: input.status, period_end: periodEnd.toISOString() },
        });
      });
      forgetEntitlements(ctx.db, account.id);
      return { data: (await subscriptionOf(ctx.db, account.id))! };
    },
  );

  app.get(
    '/settings/subscription',
    { config, onRequest: needs('settings.view'), schema: { response: { 200: SubscriptionSettingsSchema } } },
    async () => subscriptionSettings(ctx.db),
  );

  app.put(
    '/settings/subscription',
    {
      config,
      onRequest: needs('settings.edit'),
      schema: { body: SubscriptionSettingsSchema, response: { 200: SubscriptionSettingsSchema } },
    },
    async (request) => {
      const actor = actorOf(request);
      await ctx.db.transaction(async (tx) => {
        await saveSubscriptionSettings(tx, request.body, actor.id, ctx.clock.now());
        await recordPlatformAction(tx, {
          actor,
          module: 'settings',
          action: 'edit',
          targetType: 'system_settings',
          targetId: 'subscriptions',
          summary: `Subscription settings: ${request.body.grace_days} grace days, reminder ${request.body.reminder_days} days before`,
          details: request.body,
        });
      });
      // The grace days decide who is past due or expired.
      forgetEntitlements(ctx.db);
      return subscriptionSettings(ctx.db);
    },
  );

  const paymentAnswer = async () => ({
    ...(await paymentSettings(ctx.db)),
    configured: {
      mpesa: (await activeIntegration(ctx, 'mpesa')) !== null,
      stripe: (await activeIntegration(ctx, 'stripe')) !== null,
    },
  });

  app.get(
    '/settings/payment',
    { config, onRequest: needs('settings.view'), schema: { response: { 200: PaymentSettingsAnswerSchema } } },
    paymentAnswer,
  );

  app.put(
    '/settings/payment',
    {
      config,
      onRequest: needs('settings.edit'),
      schema: { body: PaymentSettingsSchema, response: { 200: PaymentSettingsAnswerSchema } },
    },
    async (request) => {
      const actor = actorOf(request);
      await ctx.db.transaction(async (tx) => {
        await savePaymentSettings(tx, request.body, actor.id, ctx.clock.now());
        await recordPlatformAction(tx, {
          actor,
          module: 'settings',
          action: 'edit',
          targetType: 'system_settings',
          targetId: 'payments',
          summary: `Payment methods: M-Pesa ${request.body.mpesa ? 'on' : 'off'}, card ${request.body.stripe ? 'on' : 'off'}`,
          details: request.body,
        });
      });
      return paymentAnswer();
    },
  );
};
