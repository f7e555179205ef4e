// How a subscription, a payment and the packages on offer read in answers (shared/contracts/subscriptions.ts).
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ServerContext } from '@/server/context';
import type { Database } from '@/server/db/client';
import { packagePrices, packages, subscriptionPayments, subscriptions } from '@/server/db/schema/billing';
import { activeIntegration } from '@/server/modules/integrations/integration-store';
import { limitsOf } from '@/server/modules/entitlements/entitlements';
import type { BillingInterval, PackageFeature } from '@/shared/contracts/platform-enums';
import type { OfferedPackage, Payment, Subscription } from '@/shared/contracts/subscriptions';
import { paymentSettings } from './billing-settings';

type SubscriptionRow = typeof subscriptions.$inferSelect;
type PaymentRow = typeof subscriptionPayments.$inferSelect;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

const nextPackage = alias(packages, 'next_package');

export async function subscriptionOf(db: Database, userId: string): Promise<Subscription | null> {
  const [row] = await db
    .select({ subscription: subscriptions, pkg: { id: packages.id, name: packages.name }, next: nextPackage })
    .from(subscriptions)
    .innerJoin(packages, eq(packages.id, subscriptions.packageId))
    .leftJoin(nextPackage, eq(nextPackage.id, subscriptions.nextPackageId))
    .where(eq(subscriptions.userId, userId));
  if (!row) return null;
  return toSubscription(
    row.subscription,
    row.pkg,
    row.next ? { id: row.next.id, name: row.next.name } : null,
  );
}

export function toSubscription(
  row: SubscriptionRow,
  pkg: { id: string; name: string },
  next: { id: string; name: string } | null,
): Subscription {
  return {
    package: pkg,
    status: row.status as Subscription['status'],
    interval: row.interval as BillingInterval,
    currency: row.currency,
    trial_ends_at: iso(row.trialEndsAt),
    current_period_start: iso(row.currentPeriodStart),
    current_period_end: iso(row.currentPeriodEnd),
    next_package: next,
    cancel_at_period_end: row.cancelAtPeriodEnd,
  };
}

export function toPayment(row: PaymentRow, pkg: { id: string; name: string }): Payment {
  return {
    id: row.id,
    package: pkg,
    interval: row.interval as BillingInterval,
    provider: row.provider as Payment['provider'],
    status: row.status as Payment['status'],
    amount_minor: row.amountMinor,
    currency: row.currency,
    phone: row.phone,
    receipt_number: row.receiptNumber,
    failure_reason: row.failureReason,
    created_at: row.createdAt.toISOString(),
    completed_at: iso(row.completedAt),
  };
}

export async function paymentById(db: Database, id: string): Promise<(Payment & { userId: string }) | null> {
  const [row] = await db
    .select({ payment: subscriptionPayments, pkg: { id: packages.id, name: packages.name } })
    .from(subscriptionPayments)
    .innerJoin(packages, eq(packages.id, subscriptionPayments.packageId))
    .where(eq(subscriptionPayments.id, id));
  return row ? { ...toPayment(row.payment, row.pkg), userId: row.payment.userId } : null;
}

export async function paymentsOf(db: Database, userId: string, limit = 50): Promise<Payment[]> {
  const rows = await db
    .select({ payment: subscriptionPayments, pkg: { id: packages.id, name: packages.name } })
    .from(subscriptionPayments)
    .innerJoin(packages, eq(packages.id, subscriptionPayments.packageId))
    .where(eq(subscriptionPayments.userId, userId))
    .orderBy(asc(subscriptionPayments.createdAt))
    .limit(limit);
  return rows.map((row) => toPayment(row.payment, row.pkg)).reverse();
}

/** The public, not archived packages in pricing order, with their prices. */
export async function offeredPackages(db: Database): Promise<OfferedPackage[]> {
  const rows = await db
    .select()
    .from(packages)
    .where(and(eq(packages.isPublic, true), isNull(packages.archivedAt)))
    .orderBy(asc(packages.sortOrder), asc(packages.createdAt));
  if (rows.length === 0) return [];
  const prices = await db
    .select()
    .from(packagePrices)
    .where(
      inArray(
        packagePrices.packageId,
        rows.map((row) => row.id),
      ),
    );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    trial_days: row.trialDays,
    features: row.features as PackageFeature[],
    limits: limitsOf(row),
    prices: prices
      .filter((price) => price.packageId === row.id)
      .map((price) => ({
        currency: price.currency,
        interval: price.interval as BillingInterval,
        amount_minor: price.amountMinor,
      })),
  }));
}

/** The methods a farmer may pay with: offered in the payment settings and their provider switched on. */
export async function paymentMethods(
  ctx: Pick<ServerContext, 'db' | 'secretBox' | 'log' | 'clock'>,
): Promise<{ mpesa: boolean; stripe: boolean }> {
  const [offered, mpesa, stripe] = await Promise.all([
    paymentSettings(ctx.db),
    activeIntegration(ctx, 'mpesa'),
    activeIntegration(ctx, 'stripe'),
  ]);
  return { mpesa: offered.mpesa && mpesa !== null, stripe: offered.stripe && stripe !== null };
}
