// Running the platform as a business (docs/decisions/040): the packages a farmer can subscribe to, their
// prices, each account's subscription and the payments made for it.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** An amount in the currency's minor units (cents): money is never a float. */
const minor = (name: string) => bigint(name, { mode: 'number' });

/**
 * A package: limits (null is unlimited) and the feature flags it turns on (shared/contracts/platform-enums.ts
 * PACKAGE_FEATURES). With no package at all the platform sells nothing and nothing is limited.
 */
export const packages = pgTable(
  'packages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description'),
    trialDays: integer('trial_days').notNull().default(0),
    maxFarms: integer('max_farms'),
    maxItems: integer('max_items'),
    maxStaff: integer('max_staff'),
    smsPerMonth: integer('sms_per_month'),
    aiRequestsPerMonth: integer('ai_requests_per_month'),
    features: text('features')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // New accounts start their trial on it; at most one package is.
    isDefault: boolean('is_default').notNull().default(false),
    // Shown on /pricing and offered to farmers; an archived package keeps its subscribers.
    isPublic: boolean('is_public').notNull().default(true),
    archivedAt: at('archived_at'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('packages_name_unique').on(sql`lower(${t.name})`),
    uniqueIndex('packages_one_default')
      .on(t.isDefault)
      .where(sql`${t.isDefault}`),
    check('packages_trial_days', sql`${t.trialDays} between 0 and 365`),
  ],
);

/** A package's price in one currency for one billing interval. A package without prices is free. */
export const packagePrices = pgTable(
  'package_prices',
  {
    packageId: uuid('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    interval: text('interval').notNull(),
    amountMinor: minor('amount_minor').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.packageId, t.currency, t.interval] }),
    check('package_prices_interval_known', sql`${t.interval} in ('month', 'year')`),
    check('package_prices_amount', sql`${t.amountMinor} >= 0`),
  ],
);

/**
 * An account's subscription: one row per account, changed in place as it moves through trial, active, past due
 * (inside the grace period) and expired. A downgrade waits in `next_package_id` until the period ends.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    packageId: uuid('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'restrict' }),
    status: text('status').notNull(),
    interval: text('interval').notNull().default('month'),
    currency: text('currency').notNull().default('KES'),
    trialEndsAt: at('trial_ends_at'),
    currentPeriodStart: at('current_period_start'),
    currentPeriodEnd: at('current_period_end'),
    nextPackageId: uuid('next_package_id').references(() => packages.id, { onDelete: 'set null' }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    // The renewal reminder sent for the period ending at this date, so it is sent once.
    reminderSentFor: at('reminder_sent_for'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscriptions_user_unique').on(t.userId),
    index('subscriptions_package_idx').on(t.packageId),
    index('subscriptions_period_end_idx').on(t.currentPeriodEnd),
    check(
      'subscriptions_status_known',
      sql`${t.status} in ('trialing', 'active', 'past_due', 'canceled', 'expired')`,
    ),
    check('subscriptions_interval_known', sql`${t.interval} in ('month', 'year')`),
  ],
);

/**
 * A payment for a subscription through M-Pesa (STK push) or a card (Stripe Checkout). `provider_reference` is the
 * provider's id (CheckoutRequestID, Checkout Session id): the callback finds the payment by it, and its
 * uniqueness makes a repeated callback apply once.
 */
export const subscriptionPayments = pgTable(
  'subscription_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    packageId: uuid('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'restrict' }),
    interval: text('interval').notNull(),
    provider: text('provider').notNull(),
    status: text('status').notNull().default('pending'),
    amountMinor: minor('amount_minor').notNull(),
    currency: text('currency').notNull(),
    phone: text('phone'),
    providerReference: text('provider_reference'),
    // M-Pesa's receipt number or Stripe's payment intent, once paid.
    receiptNumber: text('receipt_number'),
    failureReason: text('failure_reason'),
    // The provider's answers, secrets removed, for support.
    providerDetails: jsonb('provider_details').$type<Record<string, unknown>>(),
    receiptSentAt: at('receipt_sent_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    completedAt: at('completed_at'),
  },
  (t) => [
    uniqueIndex('subscription_payments_reference_unique').on(t.provider, t.providerReference),
    index('subscription_payments_user_idx').on(t.userId, t.createdAt),
    index('subscription_payments_completed_idx').on(t.completedAt),
    check('subscription_payments_provider_known', sql`${t.provider} in ('mpesa', 'stripe')`),
    check(
      'subscription_payments_status_known',
      sql`${t.status} in ('pending', 'succeeded', 'failed', 'canceled')`,
    ),
    check('subscription_payments_amount', sql`${t.amountMinor} >= 0`),
  ],
);
