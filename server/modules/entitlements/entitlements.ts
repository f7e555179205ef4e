// What an account's package allows (docs/decisions/040 "Entitlements"). The account is the one that pays: a
// farm's owner, for everything done on the farm. Resolved from its subscription:
// - no subscription: nothing is limited. New accounts start a trial of the default package when there is one;
//   accounts older than the packages keep working as before until they choose one or an administrator puts them
//   on one, so creating the first package locks nobody out;
// - a trial until it ends, a paid period until it ends plus the grace days: that package;
// - after that: the free package (a public one without prices) if there is one, else nothing more may be added.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { users } from '@/server/db/schema/auth';
import { packagePrices, packages, subscriptions } from '@/server/db/schema/billing';
import { systemSettings } from '@/server/db/schema/platform-config';
import type { PackageFeature, PackageLimit, SubscriptionStatus } from '@/shared/contracts/platform-enums';

export type PackageRow = typeof packages.$inferSelect;

export interface Entitlements {
  /** False without a subscription: every limit and feature is open. */
  restricted: boolean;
  /** The package in force; null when unrestricted or when nothing is in force (an ended trial, no free package). */
  package: { id: string; name: string } | null;
  status: SubscriptionStatus | 'none';
  limits: Record<PackageLimit, number | null>;
  features: readonly PackageFeature[];
}

const OPEN_LIMITS: Record<PackageLimit, number | null> = {
  farms: null,
  items: null,
  staff: null,
  sms_per_month: null,
  ai_requests_per_month: null,
};
const CLOSED_LIMITS: Record<PackageLimit, number | null> = {
  farms: 0,
  items: 0,
  staff: 0,
  sms_per_month: 0,
  ai_requests_per_month: 0,
};

export const UNRESTRICTED: Entitlements = {
  restricted: false,
  package: null,
  status: 'none',
  limits: OPEN_LIMITS,
  features: [],
};

export const DEFAULT_GRACE_DAYS = 7;
const DAY_MS = 86_400_000;

export function limitsOf(row: PackageRow): Record<PackageLimit, number | null> {
  return {
    farms: row.maxFarms,
    items: row.maxItems,
    staff: row.maxStaff,
    sms_per_month: row.smsPerMonth,
    ai_requests_per_month: row.aiRequestsPerMonth,
  };
}

function grant(row: PackageRow, status: SubscriptionStatus): Entitlements {
  return {
    restricted: true,
    package: { id: row.id, name: row.name },
    status,
    limits: limitsOf(row),
    features: row.features as PackageFeature[],
  };
}

/** Grace days after a paid period ends (system settings "subscriptions.grace_days"). */
export async function graceDays(db: Database): Promise<number> {
  const [row] = await db
    .select({ days: sql<string | null>`${systemSettings.settings}->'subscriptions'->>'grace_days'` })
    .from(systemSettings)
    .where(eq(systemSettings.id, 1));
  const days = Number(row?.days);
  return row?.days != null && Number.isInteger(days) && days >= 0 ? days : DEFAULT_GRACE_DAYS;
}

/** The free package an ended subscription falls back to: public, not archived, without any price. */
async function freePackage(db: Database): Promise<PackageRow | null> {
  const [row] = await db
    .select()
    .from(packages)
    .where(
      and(
        eq(packages.isPublic, true),
        isNull(packages.archivedAt),
        sql`not exists (select 1 from ${packagePrices} where ${packagePrices.packageId} = ${packages.id})`,
      ),
    )
    .orderBy(asc(packages.sortOrder), asc(packages.createdAt))
    .limit(1);
  return row ?? null;
}

async function fallback(db: Database): Promise<Entitlements> {
  const free = await freePackage(db);
  if (free) return grant(free, 'expired');
  return { restricted: true, package: null, status: 'expired', limits: CLOSED_LIMITS, features: [] };
}

/** Reads the account's entitlements now; cached by server/modules/entitlements/entitlement-cache.ts. */
export async function resolveEntitlements(db: Database, accountId: string, now: Date): Promise<Entitlements> {
  const [current] = await db
    .select({ subscription: subscriptions, pkg: packages, userType: users.userType })
    .from(subscriptions)
    .innerJoin(packages, eq(packages.id, subscriptions.packageId))
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(eq(subscriptions.userId, accountId));
  if (!current || current.userType === 'superadmin') return UNRESTRICTED;

  const { subscription, pkg } = current;
  const status = subscription.status as SubscriptionStatus;
  if (status === 'trialing') {
    const ends = subscription.trialEndsAt?.getTime() ?? 0;
    return ends > now.getTime() ? grant(pkg, 'trialing') : fallback(db);
  }
  if (status === 'expired') return fallback(db);
  const periodEnd = subscription.currentPeriodEnd?.getTime() ?? 0;
  if (periodEnd > now.getTime()) return grant(pkg, status);
  if (status === 'canceled') return fallback(db);
  const graceEnd = periodEnd + (await graceDays(db)) * DAY_MS;
  return graceEnd > now.getTime() ? grant(pkg, 'past_due') : fallback(db);
}

/**
 * The first public package in the pricing order that has the feature, or that allows more than `atLeast` of the
 * limit: the one an upgrade prompt names. Null when none does.
 */
export async function packageThatAllows(
  db: Database,
  want: { feature: PackageFeature } | { limit: PackageLimit; atLeast: number },
): Promise<{ id: string; name: string } | null> {
  const rows = await db
    .select()
    .from(packages)
    .where(and(eq(packages.isPublic, true), isNull(packages.archivedAt)))
    .orderBy(asc(packages.sortOrder), asc(packages.createdAt));
  const fits = rows.find((row) => {
    if ('feature' in want) return row.features.includes(want.feature);
    const allowed = limitsOf(row)[want.limit];
    return allowed === null || allowed > want.atLeast;
  });
  return fits ? { id: fits.id, name: fits.name } : null;
}
