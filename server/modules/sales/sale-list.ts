// The farm's sales list (docs/product/sales.md "Sales list"): filters that combine, newest first, paged on the
// server, with the totals of the whole filtered set (what the page's summary shows, not only this page's rows).
// Days are the farm's own (farms.timezone); the bounds are turned into instants so the (farm, sold_at) index
// serves the range.
import { and, desc, eq, exists, ilike, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { SaleListQuerySchema, SalePage, SaleSummary } from '@/shared/contracts/sales';
import type { SaleChannel, SaleStatus } from '@/shared/contracts/money-enums';
import type { Database } from '@/server/db/client';
import { invoices, saleLines, sales } from '@/server/db/schema/sales';
import type { FarmAccess } from '@/server/modules/farms/farm-access';
import { balanceOf } from './sale-detail';

type ListQuery = z.output<typeof SaleListQuerySchema>;

/** How many item names the summary spells out before "+N". */
const NAMED_ITEMS = 3;

const addOneDay = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

function filtersOf(farm: FarmAccess['farm'], query: ListQuery): SQL[] {
  const tz = farm.timezone;
  const where: SQL[] = [eq(sales.farmId, farm.id)];
  if (query.status) where.push(eq(sales.status, query.status));
  if (query.customer_id) where.push(eq(sales.customerId, query.customer_id));
  if (query.channel) where.push(eq(sales.channel, query.channel));
  if (query.from) where.push(sql`${sales.soldAt} >= (${query.from}::date)::timestamp at time zone ${tz}`);
  if (query.to)
    where.push(sql`${sales.soldAt} < (${addOneDay(query.to)}::date)::timestamp at time zone ${tz}`);
  if (query.item_id) {
    const itemId = query.item_id;
    where.push(
      exists(
        sql`(select 1 from ${saleLines} where ${saleLines.saleId} = ${sales.id} and ${saleLines.itemId} = ${itemId})`,
      ),
    );
  }
  const q = query.q?.replace(/^#/, '').trim();
  if (q) {
    const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(
      /^\d{1,15}$/.test(q)
        ? sql`(${sales.receiptNumber} = ${Number(q)} or ${ilike(sales.customerName, pattern)})`
        : ilike(sales.customerName, pattern),
    );
  }
  return where;
}

const itemsText = (names: string | null, count: number) => {
  const named = names ?? '';
  return count > NAMED_ITEMS ? `${named} +${count - NAMED_ITEMS}` : named;
};

export async function listSales(db: Database, farm: FarmAccess['farm'], query: ListQuery): Promise<SalePage> {
  const where = and(...filtersOf(farm, query));
  const [rows, [summary]] = await Promise.all([
    db
      .select({
        sale: sales,
        lineCount: sql<number>`(select count(*)::int from ${saleLines} where ${saleLines.saleId} = ${sales.id})`,
        names: sql<string | null>`(select string_agg(x.description, ', ' order by x.position) from (
          select ${saleLines.description} as description, ${saleLines.position} as position from ${saleLines}
          where ${saleLines.saleId} = ${sales.id} order by ${saleLines.position} limit ${NAMED_ITEMS}) x)`,
        invoiceNumber: invoices.numberText,
      })
      .from(sales)
      .leftJoin(invoices, eq(invoices.saleId, sales.id))
      .where(where)
      .orderBy(desc(sales.soldAt), desc(sales.receiptNumber))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db
      .select({
        count: sql<number>`count(*)::int`,
        total: sql<string>`coalesce(sum(${sales.totalMinor}), 0)`,
        paid: sql<string>`coalesce(sum(${sales.paidMinor} - ${sales.refundedMinor}), 0)`,
        balance: sql<string>`coalesce(sum(greatest(${sales.totalMinor} - ${sales.paidMinor} + ${sales.refundedMinor}, 0)), 0)`,
      })
      .from(sales)
      .where(where),
  ]);
  const data: SaleSummary[] = rows.map(({ sale, lineCount, names, invoiceNumber }) => ({
    id: sale.id,
    receipt_number: sale.receiptNumber,
    farm_id: sale.farmId,
    customer_id: sale.customerId,
    customer_name: sale.customerName,
    status: sale.status as SaleStatus,
    channel: sale.channel as SaleChannel,
    currency: sale.currency,
    subtotal_minor: sale.subtotalMinor,
    discount_minor: sale.discountMinor,
    tax_minor: sale.taxMinor,
    total_minor: sale.totalMinor,
    paid_minor: sale.paidMinor,
    refunded_minor: sale.refundedMinor,
    balance_minor: balanceOf(sale),
    note: sale.note,
    sold_at: sale.soldAt.toISOString(),
    created_at: sale.createdAt.toISOString(),
    line_count: Number(lineCount),
    items_text: itemsText(names, Number(lineCount)),
    invoice_number_text: invoiceNumber,
  }));
  return {
    data,
    meta: { total: summary?.count ?? 0, page: query.page, per_page: query.per_page },
    totals: {
      total_minor: Number(summary?.total ?? 0),
      paid_minor: Number(summary?.paid ?? 0),
      balance_minor: Number(summary?.balance ?? 0),
    },
    currency: farm.currency,
  };
}
