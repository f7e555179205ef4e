// A farmer's own subscription (docs/product/subscriptions.md): what they have and use, the packages on offer,
// cancelling at the period's end, and changing package: an upgrade is paid first (checkout), a downgrade waits
// in next_package_id until the paid period ends.
import { and, eq } from 'drizzle-orm';
import type { ServerContext } from '@/server/context';
import { packagePrices, packages, subscriptions } from '@/server/db/schema/billing';
import { HttpError, fieldError } from '@/server/lib/http-error';
import { entitlementsFor } from '@/server/modules/entitlements/guards';
import { forgetEntitlements } from '@/server/modules/entitlements/entitlement-cache';
import { usageOf } from '@/server/modules/entitlements/usage';
import { PACKAGE_LIMITS, type PackageLimit } from '@/shared/contracts/platform-enums';
import type { ChangeAnswer, MySubscription } from '@/shared/contracts/subscriptions';
import { offeredPackages, paymentMethods, subscriptionOf } from './subscription-view';

/** A free package's period: it never needs renewing. */
export const FREE_PERIOD_MS = 100 * 365 * 86_400_000;

export const NOTHING_TO_CANCEL = 'You have no paid plan to cancel.';
const UNKNOWN_PACKAGE = 'Choose one of the listed packages.';

type SubscriptionRow = typeof subscriptions.$inferSelect;

/** A paid period still running, in which a downgrade waits and a cancellation applies at the end. */
export const hasRunningPeriod = (row: SubscriptionRow | undefined, now: Date): row is SubscriptionRow =>
  !!row &&
  ['active', 'past_due'].includes(row.status) &&
  !!row.currentPeriodEnd &&
  row.currentPeriodEnd > now;

/** What a package costs a month, in KES when it has a KES price, for comparing an upgrade with a downgrade. */
async function monthlyCost(ctx: Pick<ServerContext, 'db'>, packageId: string): Promise<number> {
  const prices = await ctx.db.select().from(packagePrices).where(eq(packagePrices.packageId, packageId));
  if (prices.length === 0) return 0;
  const kes = prices.filter((price) => price.currency === 'KES');
  const pool = kes.length > 0 ? kes : prices;
  return Math.min(
    ...pool.map((price) => (price.interval === 'year' ? price.amountMinor / 12 : price.amountMinor)),
  );
}

export function createSubscriptionService(ctx: ServerContext) {
  const { db, clock } = ctx;
  const currentRow = async (userId: string) =>
    (await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0];

  return {
    async mine(userId: string): Promise<MySubscription> {
      const now = clock.now();
      const [subscription, entitled, offered, methods, usage] = await Promise.all([
        subscriptionOf(db, userId),
        entitlementsFor(ctx, userId),
        offeredPackages(db),
        paymentMethods(ctx),
        Promise.all(PACKAGE_LIMITS.map((limit) => usageOf(db, userId, limit, now))),
      ]);
      return {
        subscription,
        entitlements: {
          restricted: entitled.restricted,
          package: entitled.package,
          status: entitled.status,
          limits: entitled.limits,
          features: [...entitled.features],
        },
        usage: Object.fromEntries(PACKAGE_LIMITS.map((limit, i) => [limit, usage[i]!])) as Record<
          PackageLimit,
          number
        >,
        packages: offered,
        methods,
      };
    },

    async cancel(userId: string) {
      const row = await currentRow(userId);
      if (!hasRunningPeriod(row, clock.now()) || (await monthlyCost(ctx, row.packageId)) === 0) {
        throw new HttpError(409, NOTHING_TO_CANCEL, { code: 'nothing_to_cancel' });
      }
      await db
        .update(subscriptions)
        .set({ cancelAtPeriodEnd: true, nextPackageId: null, updatedAt: clock.now() })
        .where(eq(subscriptions.userId, userId));
      forgetEntitlements(db, userId);
      return subscriptionOf(db, userId);
    },

    async change(
      userId: string,
      input: { package_id: string; interval: 'month' | 'year' },
    ): Promise<ChangeAnswer> {
      const now = clock.now();
      const [target] = await db.select().from(packages).where(eq(packages.id, input.package_id));
      if (!target || !target.isPublic || target.archivedAt) {
        throw fieldError('package_id', UNKNOWN_PACKAGE, 'unknown_package');
      }
      const row = await currentRow(userId);
      const targetCost = await monthlyCost(ctx, target.id);
      const done = async (): Promise<ChangeAnswer> => {
        forgetEntitlements(db, userId);
        return { checkout_required: false, subscription: await subscriptionOf(db, userId) };
      };

      if (hasRunningPeriod(row, now)) {
        if (row.packageId === target.id) {
          // Choosing the plan one has again keeps it: a waiting downgrade or cancellation is dropped.
          await db
            .update(subscriptions)
            .set({ nextPackageId: null, cancelAtPeriodEnd: false, updatedAt: now })
            .where(eq(subscriptions.userId, userId));
          return done();
        }
        if (targetCost < (await monthlyCost(ctx, row.packageId))) {
          await db
            .update(subscriptions)
            .set({ nextPackageId: target.id, cancelAtPeriodEnd: false, updatedAt: now })
            .where(and(eq(subscriptions.userId, userId)));
          return done();
        }
        return { checkout_required: true, subscription: await subscriptionOf(db, userId) };
      }
      if (targetCost > 0) return { checkout_required: true, subscription: await subscriptionOf(db, userId) };
      // A free package starts at once and never needs renewing.
      const values = {
        packageId: target.id,
        status: 'active',
        interval: input.interval,
        trialEndsAt: null,
        currentPeriodStart: now,
        currentPeriodEnd: new Date(now.getTime() + FREE_PERIOD_MS),
        nextPackageId: null,
        cancelAtPeriodEnd: false,
        updatedAt: now,
      };
      await db
        .insert(subscriptions)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: subscriptions.userId, set: values });
      return done();
    },
  };
}
