// Settling a payment once the provider confirmed it (docs/product/subscriptions.md "Callbacks"). Providers repeat
// callbacks, sometimes at the same moment: the payment moves out of 'pending' with a conditional UPDATE, and only
// the call that moved it extends the subscription, in the same transaction. The receipt is claimed the same way
// (receipt_sent_at), so it goes out once.
import { and, eq, isNull } from 'drizzle-orm';
import type { ServerContext } from '@/server/context';
import { users } from '@/server/db/schema/auth';
import { packages, subscriptionPayments, subscriptions } from '@/server/db/schema/billing';
import { languageOf } from '@/server/lib/i18n';
import { forgetEntitlements } from '@/server/modules/entitlements/entitlement-cache';
import { configuredAppUrl } from '@/server/modules/staff/app-url';
import type { BillingInterval } from '@/shared/contracts/platform-enums';
import { formatMoney } from '@/shared/settings/format';
import { subscriptionsText } from '@/server/modules/subscriptions/i18n';

type Ctx = Pick<ServerContext, 'db' | 'clock' | 'log' | 'messages' | 'notifications'>;

/** One billing interval later, keeping the day of the month where the month has it (31 Jan → 28 Feb). */
export function addInterval(start: Date, interval: BillingInterval): Date {
  const months = interval === 'year' ? 12 : 1;
  const target = new Date(start);
  const day = start.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

export interface SettleDetails {
  receipt: string | null;
  details?: Record<string, unknown>;
}

/** Marks the payment paid and extends the subscription; false when it was already settled (a repeat). */
export async function settlePaymentSucceeded(ctx: Ctx, paymentId: string, settle: SettleDetails) {
  const now = ctx.clock.now();
  const applied = await ctx.db.transaction(async (tx) => {
    const [payment] = await tx
      .update(subscriptionPayments)
      .set({
        status: 'succeeded',
        receiptNumber: settle.receipt,
        completedAt: now,
        providerDetails: settle.details ?? null,
      })
      .where(and(eq(subscriptionPayments.id, paymentId), eq(subscriptionPayments.status, 'pending')))
      .returning();
    if (!payment) return null;
    const [current] = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, payment.userId))
      .for('update');
    // A paid period still running is extended from its end; otherwise the new period starts now.
    const running =
      current &&
      ['active', 'past_due'].includes(current.status) &&
      current.currentPeriodEnd &&
      current.currentPeriodEnd > now;
    const start = running ? current.currentPeriodEnd! : now;
    const values = {
      packageId: payment.packageId,
      status: 'active',
      interval: payment.interval,
      currency: payment.currency,
      currentPeriodStart: running ? current.currentPeriodStart : now,
      currentPeriodEnd: addInterval(start, payment.interval as BillingInterval),
      nextPackageId: null,
      cancelAtPeriodEnd: false,
      updatedAt: now,
    };
    const [subscription] = await tx
      .insert(subscriptions)
      .values({ userId: payment.userId, ...values })
      .onConflictDoUpdate({ target: subscriptions.userId, set: values })
      .returning({ id: subscriptions.id, periodEnd: subscriptions.currentPeriodEnd });
    await tx
      .update(subscriptionPayments)
      .set({ subscriptionId: subscription!.id })
      .where(eq(subscriptionPayments.id, payment.id));
    return { userId: payment.userId };
  });
  if (!applied) return false;
  forgetEntitlements(ctx.db, applied.userId);
  await sendReceipt(ctx, paymentId);
  return true;
}

/** Marks a pending payment failed with the provider's reason; false when it was already settled. */
export async function settlePaymentFailed(ctx: Ctx, paymentId: string, reason: string, details?: object) {
  const [payment] = await ctx.db
    .update(subscriptionPayments)
    .set({
      status: 'failed',
      failureReason: reason.slice(0, 500),
      completedAt: ctx.clock.now(),
      providerDetails: (details as Record<string, unknown>) ?? null,
    })
    .where(and(eq(subscriptionPayments.id, paymentId), eq(subscriptionPayments.status, 'pending')))
    .returning();
  if (!payment) return false;
  await notifyFailure(ctx, payment.userId, payment.packageId, payment.id, reason);
  return true;
}

async function notifyFailure(ctx: Ctx, userId: string, packageId: string, paymentId: string, reason: string) {
  const [pkg] = await ctx.db.select({ name: packages.name }).from(packages).where(eq(packages.id, packageId));
  await ctx.notifications
    .notify({
      userId,
      category: 'subscription',
      preferenceType: 'subscription',
      severity: 'warning',
      title: (lang) => subscriptionsText.tIn(lang, 'failedTitle'),
      message: (lang) => subscriptionsText.tIn(lang, 'failedMessage', { package: pkg?.name ?? '', reason }),
      actionUrl: `/payment/status?payment=${paymentId}`,
      dedupeKey: `payment_failed:${paymentId}`,
    })
    .catch((error: unknown) => ctx.log.warn({ err: error, paymentId }, 'payment failure not notified'));
}

const dateIn = (lang: string, date: Date) =>
  new Intl.DateTimeFormat(lang === 'sw' ? 'sw-KE' : 'en-KE', {
    dateStyle: 'long',
    timeZone: 'Africa/Nairobi',
  }).format(date);

/** The receipt e-mail and the in-app notification, once per payment. */
export async function sendReceipt(ctx: Ctx, paymentId: string): Promise<void> {
  const [claimed] = await ctx.db
    .update(subscriptionPayments)
    .set({ receiptSentAt: ctx.clock.now() })
    .where(
      and(
        eq(subscriptionPayments.id, paymentId),
        eq(subscriptionPayments.status, 'succeeded'),
        isNull(subscriptionPayments.receiptSentAt),
      ),
    )
    .returning();
  if (!claimed) return;
  const [row] = await ctx.db
    .select({
      name: users.name,
      email: users.email,
      pkg: packages.name,
      until: subscriptions.currentPeriodEnd,
    })
    .from(users)
    .innerJoin(packages, eq(packages.id, claimed.packageId))
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .where(eq(users.id, claimed.userId));
  if (!row) return;
  const lang = await languageOf(ctx.db, claimed.userId);
  const locale = lang === 'sw' ? 'sw-KE' : 'en-KE';
  const amount = formatMoney(claimed.amountMinor, claimed.currency, locale);
  const until = row.until ? dateIn(lang, row.until) : '';
  const values = {
    name: row.name,
    package: row.pkg,
    interval: subscriptionsText.tIn(lang, claimed.interval === 'year' ? 'yearly' : 'monthly'),
    amount,
    method: subscriptionsText.tIn(lang, claimed.provider === 'mpesa' ? 'mpesa' : 'card'),
    receipt: claimed.receiptNumber ?? claimed.id,
    date: dateIn(lang, claimed.completedAt ?? ctx.clock.now()),
    until,
    link: `${configuredAppUrl() ?? ''}/farmer/settings/payment`,
  };
  try {
    await ctx.messages.sendEmail({
      to: row.email,
      subject: subscriptionsText.tIn(lang, 'receiptSubject', values),
      text: subscriptionsText.tIn(lang, 'receiptText', values),
    });
  } catch (error) {
    // Released so a later callback or the support team can send it again.
    await ctx.db
      .update(subscriptionPayments)
      .set({ receiptSentAt: null })
      .where(eq(subscriptionPayments.id, paymentId));
    ctx.log.error({ err: error, paymentId }, 'receipt e-mail not sent');
  }
  await ctx.notifications
    .notify({
      userId: claimed.userId,
      category: 'subscription',
      preferenceType: 'subscription',
      severity: 'info',
      title: (l) => subscriptionsText.tIn(l, 'paidTitle'),
      message: (l) =>
        subscriptionsText.tIn(l, 'paidMessage', { ...values, until: row.until ? dateIn(l, row.until) : '' }),
      actionUrl: '/farmer/settings/subscription',
      dedupeKey: `payment:${paymentId}`,
      only: [],
    })
    .catch((error: unknown) => ctx.log.warn({ err: error, paymentId }, 'payment not notified'));
}
