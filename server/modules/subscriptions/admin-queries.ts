// The admin lists of /admin/subscriptions (docs/product/subscriptions.md "For administrators"): subscriptions
// with their last payment, payments, and revenue from succeeded payments.
import { and, count, desc, eq, gte, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '@/server/db/client';
import { users } from '@/server/db/schema/auth';
import { packages, subscriptionPayments, subscriptions } from '@/server/db/schema/billing';
import { monthStart } from '@/server/modules/entitlements/usage';
import type { BillingInterval, SubscriptionStatus } from '@/shared/contracts/platform-enums';
import type {
  AdminPaymentList,
  AdminPaymentQuery,
  AdminSubscriptionList,
  AdminSubscriptionQuery,
} from '@/shared/contracts/subscriptions';
import { toPayment } from './subscription-view';

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listSubscriptions(
  db: Database,
  query: z.output<typeof AdminSubscriptionQuery>,
  now: Date,
): Promise<AdminSubscriptionList> {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(subscriptions.status, query.status));
  if (query.package_id) filters.push(eq(subscriptions.packageId, query.package_id));
  if (query.search) {
    filters.push(or(ilike(users.name, likeText(query.search)), ilike(users.email, likeText(query.search)))!);
  }
  const where = filters.length ? and(...filters) : undefined;
  const lastPayment = sql<{ amount_minor: number; currency: string; completed_at: string | null } | null>`(
    select json_build_object('amount_minor', sp.amount_minor, 'currency', sp.currency, 'completed_at', sp.completed_at)
    from ${subscriptionPayments} sp where sp.user_id = ${subscriptions.userId} and sp.status = 'succeeded'
    order by sp.completed_at desc limit 1)`;
  const [rows, [total], revenue] = await Promise.all([
    db
      .select({
        subscription: subscriptions,
        account: { id: users.id, name: users.name, email: users.email },
        pkg: { id: packages.id, name: packages.name },
        lastPayment,
      })
      .from(subscriptions)
      .innerJoin(users, eq(users.id, subscriptions.userId))
      .innerJoin(packages, eq(packages.id, subscriptions.packageId))
      .where(where)
      .orderBy(desc(subscriptions.updatedAt), desc(subscriptions.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db
      .select({ n: count() })
      .from(subscriptions)
      .innerJoin(users, eq(users.id, subscriptions.userId))
      .where(where),
    revenueThisMonth(db, now),
  ]);
  return {
    data: rows.map((row) => ({
      id: row.subscription.id,
      account: row.account,
      package: row.pkg,
      status: row.subscription.status as SubscriptionStatus,
      interval: row.subscription.interval as BillingInterval,
      trial_ends_at: iso(row.subscription.trialEndsAt),
      current_period_end: iso(row.subscription.currentPeriodEnd),
      last_payment: row.lastPayment
        ? {
            amount_minor: Number(row.lastPayment.amount_minor),
            currency: row.lastPayment.currency,
            completed_at: row.lastPayment.completed_at
              ? new Date(row.lastPayment.completed_at).toISOString()
              : null,
          }
        : null,
    })),
    total: Number(total?.n ?? 0),
    page: query.page,
    page_size: query.page_size,
    revenue,
  };
}

/** Succeeded payments completed this calendar month (UTC), per currency and per package and currency. */
export async function revenueThisMonth(db: Database, now: Date) {
  const thisMonth = and(
    eq(subscriptionPayments.status, 'succeeded'),
    gte(subscriptionPayments.completedAt, monthStart(now)),
  );
  const amount = sql<string>`sum(${subscriptionPayments.amountMinor})`;
  const [byCurrency, byPackage] = await Promise.all([
    db
      .select({ currency: subscriptionPayments.currency, amount })
      .from(subscriptionPayments)
      .where(thisMonth)
      .groupBy(subscriptionPayments.currency)
      .orderBy(subscriptionPayments.currency),
    db
      .select({
        package_id: packages.id,
        package_name: packages.name,
        currency: subscriptionPayments.currency,
        amount,
      })
      .from(subscriptionPayments)
      .innerJoin(packages, eq(packages.id, subscriptionPayments.packageId))
      .where(thisMonth)
      .groupBy(packages.id, packages.name, subscriptionPayments.currency)
      .orderBy(desc(amount)),
  ]);
  return {
    this_month: byCurrency.map((row) => ({ currency: row.currency, amount_minor: Number(row.amount) })),
    by_package: byPackage.map(({ amount: total, ...row }) => ({ ...row, amount_minor: Number(total) })),
  };
}

export async function listPayments(
  db: Database,
  query: z.output<typeof AdminPaymentQuery>,
): Promise<AdminPaymentList> {
  const where = query.status ? eq(subscriptionPayments.status, query.status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        payment: subscriptionPayments,
        pkg: { id: packages.id, name: packages.name },
        account: { id: users.id, name: users.name, email: users.email },
      })
      .from(subscriptionPayments)
      .innerJoin(packages, eq(packages.id, subscriptionPayments.packageId))
      .innerJoin(users, eq(users.id, subscriptionPayments.userId))
      .where(where)
      .orderBy(desc(subscriptionPayments.createdAt), desc(subscriptionPayments.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ n: count() }).from(subscriptionPayments).where(where),
  ]);
  return {
    data: rows.map((row) => ({ ...toPayment(row.payment, row.pkg), account: row.account })),
    total: Number(total?.n ?? 0),
    page: query.page,
    page_size: query.page_size,
  };
}
