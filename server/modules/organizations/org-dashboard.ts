// GET /api/org/dashboard (docs/product/organizations.md "The dashboard"): the organization's sharing farms, each
// with only the figures its owner shares, read live (a farm that leaves or stops sharing a figure is gone from
// the very next answer). Two queries for every farm together, however many farms there are.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type {
  MemberFarm,
  OrganizationAlert,
  OrganizationDashboard,
  OrganizationShare,
} from '@/shared/contracts/organizations';
import type { Database } from '@/server/db/client';
import { farms } from '@/server/db/schema/farms';
import { domainEvents, inventoryItems } from '@/server/db/schema/inventory';
import { organizationFarms } from '@/server/db/schema/organizations';
import { INVENTORY_EVENT_TYPES } from '@/server/lib/domain-events';
import { EXPIRY_WARNING_DAYS } from '@/server/modules/inventory/inventory-alerts';
import { addDays } from '@/server/modules/inventory/inventory-status';
import type { OrganizationRow } from './organization-account';
import { cropSummaries, moneySummaries, type Period } from './shared-figures';

const ALERTS_PER_FARM = 5;

export interface StockFigures {
  stockValue: number;
  lowStock: number;
  expiring: number;
}

/** Stock value (quantity × unit cost, minor units), low-stock and expiring counts per farm, as the stock dashboard counts them. */
export async function stockFigures(
  db: Database,
  farmIds: string[],
  today: string,
): Promise<Map<string, StockFigures>> {
  const rows = await db
    .select({
      farmId: inventoryItems.farmId,
      value: sql<string>`coalesce(sum(round(${inventoryItems.quantity} * coalesce(${inventoryItems.unitCostMinor}, 0))), 0)::bigint::text`,
      low: sql<number>`count(*) filter (where ${inventoryItems.status} = 'low')::int`,
      expiring: sql<number>`count(*) filter (where ${inventoryItems.quantity} > 0 and ${inventoryItems.expiryDate} between ${today} and ${addDays(today, EXPIRY_WARNING_DAYS)})::int`,
    })
    .from(inventoryItems)
    .where(inArray(inventoryItems.farmId, farmIds))
    .groupBy(inventoryItems.farmId);
  return new Map(
    rows.map((row) => [
      row.farmId,
      { stockValue: Number(row.value), lowStock: row.low, expiring: row.expiring },
    ]),
  );
}

/** The latest low-stock and expiry alerts of each farm: the item's name, the kind and when. */
async function recentAlerts(db: Database, farmIds: string[]): Promise<Map<string, OrganizationAlert[]>> {
  const ranked = db
    .select({
      farmId: domainEvents.farmId,
      type: domainEvents.type,
      itemName: sql<string>`${domainEvents.payload}->>'item_name'`.as('item_name'),
      createdAt: domainEvents.createdAt,
      rank: sql<number>`row_number() over (partition by ${domainEvents.farmId} order by ${domainEvents.createdAt} desc)`.as(
        'rank',
      ),
    })
    .from(domainEvents)
    .where(and(inArray(domainEvents.farmId, farmIds), inArray(domainEvents.type, [...INVENTORY_EVENT_TYPES])))
    .as('ranked');
  const rows = await db
    .select()
    .from(ranked)
    .where(sql`${ranked.rank} <= ${ALERTS_PER_FARM}`)
    .orderBy(desc(ranked.createdAt));
  const byFarm = new Map<string, OrganizationAlert[]>();
  for (const row of rows) {
    const list = byFarm.get(row.farmId!) ?? [];
    list.push({
      type: row.type,
      item_name: row.itemName ?? '',
      created_at: new Date(row.createdAt).toISOString(),
    });
    byFarm.set(row.farmId!, list);
  }
  return byFarm;
}

/** The farms sharing with the organization now (active link, active farm), by name. */
export async function sharingLinks(db: Database, organizationId: string) {
  const rows = await db
    .select({
      farmId: farms.id,
      farmName: farms.name,
      currency: farms.currency,
      shares: organizationFarms.shares,
      respondedAt: organizationFarms.respondedAt,
    })
    .from(organizationFarms)
    .innerJoin(farms, eq(farms.id, organizationFarms.farmId))
    .where(
      and(
        eq(organizationFarms.organizationId, organizationId),
        eq(organizationFarms.status, 'active'),
        eq(farms.status, 'active'),
      ),
    )
    .orderBy(asc(farms.name), asc(farms.id));
  return rows.map((row) => ({ ...row, shares: row.shares as OrganizationShare[] }));
}

export type SharingLink = Awaited<ReturnType<typeof sharingLinks>>[number];

export async function memberFarms(
  db: Database,
  organization: OrganizationRow,
  today: string,
): Promise<MemberFarm[]> {
  const links = await sharingLinks(db, organization.id);
  if (links.length === 0) return [];
  const sharing = (share: OrganizationShare) =>
    links.filter((link) => link.shares.includes(share)).map((link) => link.farmId);
  const stockFarms = [
    ...new Set([...sharing('stock_value'), ...sharing('low_stock_count'), ...sharing('expiring_count')]),
  ];
  const alertFarms = sharing('recent_alerts');
  const stock =
    stockFarms.length > 0 ? await stockFigures(db, stockFarms, today) : new Map<string, StockFigures>();
  const alerts =
    alertFarms.length > 0 ? await recentAlerts(db, alertFarms) : new Map<string, OrganizationAlert[]>();
  // The money and crop summaries cover this month so far (docs/product/organizations.md "The dashboard").
  const thisMonth: Period = { from: `${today.slice(0, 7)}-01`, to: today };
  const money = await moneySummaries(db, sharing('money_summary'), thisMonth);
  const cropsOf = await cropSummaries(db, sharing('crop_summary'), thisMonth);

  return links.map((link) => {
    const shares = link.shares;
    const figures = stock.get(link.farmId) ?? { stockValue: 0, lowStock: 0, expiring: 0 };
    return {
      farm_id: link.farmId,
      farm_name: link.farmName,
      currency: link.currency,
      shares,
      joined_at: link.respondedAt?.toISOString() ?? null,
      ...(shares.includes('stock_value') ? { stock_value: figures.stockValue } : {}),
      ...(shares.includes('low_stock_count') ? { low_stock_count: figures.lowStock } : {}),
      ...(shares.includes('expiring_count') ? { expiring_count: figures.expiring } : {}),
      ...(shares.includes('recent_alerts') ? { recent_alerts: alerts.get(link.farmId) ?? [] } : {}),
      ...(shares.includes('money_summary') ? { money_summary: money.get(link.farmId) } : {}),
      ...(shares.includes('crop_summary') ? { crop_summary: cropsOf.get(link.farmId) } : {}),
    };
  });
}

export type { OrganizationDashboard };
