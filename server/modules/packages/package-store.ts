// Reading packages with their prices and subscriber counts (docs/product/packages.md).
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { packagePrices, packages, subscriptions } from '@/server/db/schema/billing';
import { limitsOf, type PackageRow } from '@/server/modules/entitlements/entitlements';
import type { Package, PackagePrice, PublicPackage } from '@/shared/contracts/packages';
import type { BillingInterval, PackageFeature } from '@/shared/contracts/platform-enums';
import type { CURRENCIES } from '@/shared/contracts/settings';

type PriceRow = typeof packagePrices.$inferSelect;

const INTERVAL_ORDER: Record<BillingInterval, number> = { month: 0, year: 1 };

function pricesOf(rows: PriceRow[]): PackagePrice[] {
  return rows
    .map((row) => ({
      currency: row.currency as (typeof CURRENCIES)[number],
      interval: row.interval as BillingInterval,
      amount_minor: row.amountMinor,
    }))
    .sort(
      (a, b) =>
        a.currency.localeCompare(b.currency) || INTERVAL_ORDER[a.interval] - INTERVAL_ORDER[b.interval],
    );
}

function toPublic(row: PackageRow, prices: PriceRow[]): PublicPackage {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    trial_days: row.trialDays,
    limits: limitsOf(row),
    features: row.features as PackageFeature[],
    prices: pricesOf(prices),
  };
}

async function pricesFor(db: Database, ids: string[]): Promise<Map<string, PriceRow[]>> {
  const byPackage = new Map<string, PriceRow[]>();
  if (ids.length === 0) return byPackage;
  const rows = await db.select().from(packagePrices).where(inArray(packagePrices.packageId, ids));
  for (const row of rows) {
    const list = byPackage.get(row.packageId) ?? [];
    list.push(row);
    byPackage.set(row.packageId, list);
  }
  return byPackage;
}

/** Subscribers are the accounts whose subscription is on the package and not expired. */
async function subscriberCounts(db: Database, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: subscriptions.packageId, n: sql<number>`count(*)::int` })
    .from(subscriptions)
    .where(and(inArray(subscriptions.packageId, ids), ne(subscriptions.status, 'expired')))
    .groupBy(subscriptions.packageId);
  return new Map(rows.map((row) => [row.id, row.n]));
}

const ORDER = [asc(packages.sortOrder), asc(packages.createdAt)] as const;

export async function listPackages(db: Database, ids?: string[]): Promise<Package[]> {
  const rows = await db
    .select()
    .from(packages)
    .where(ids ? inArray(packages.id, ids) : undefined)
    .orderBy(...ORDER);
  const rowIds = rows.map((row) => row.id);
  const [prices, counts] = await Promise.all([pricesFor(db, rowIds), subscriberCounts(db, rowIds)]);
  return rows.map((row) => ({
    ...toPublic(row, prices.get(row.id) ?? []),
    is_public: row.isPublic,
    is_default: row.isDefault,
    archived: row.archivedAt !== null,
    sort_order: row.sortOrder,
    subscriber_count: counts.get(row.id) ?? 0,
  }));
}

export async function packageById(db: Database, id: string): Promise<Package | null> {
  const [found] = await listPackages(db, [id]);
  return found ?? null;
}

/** The packages /pricing offers: public and not archived, in the administrator's order. */
export async function listPublicPackages(db: Database): Promise<PublicPackage[]> {
  const rows = await db
    .select()
    .from(packages)
    .where(and(eq(packages.isPublic, true), isNull(packages.archivedAt)))
    .orderBy(...ORDER);
  const prices = await pricesFor(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toPublic(row, prices.get(row.id) ?? []));
}
