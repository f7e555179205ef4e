// Finances → Sales: the period's sales counted by status and the money received and given back by payment
// method (docs/product/sales.md "In the finances area"). Days are the farm's own (farms.timezone).
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  PAYMENT_METHODS,
  SALE_STATUSES,
  type PaymentMethod,
  type SaleStatus,
} from '@/shared/contracts/money-enums';
import type { SalePeriod, SaleSummaryQuerySchema } from '@/shared/contracts/sales';
import type { Database } from '@/server/db/client';
import { salePayments, sales } from '@/server/db/schema/sales';
import type { FarmAccess } from '@/server/modules/farms/farm-access';

type PeriodQuery = z.output<typeof SaleSummaryQuerySchema>;

const nextDay = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

function within(
  column: typeof sales.soldAt | typeof salePayments.receivedAt,
  tz: string,
  query: PeriodQuery,
) {
  const where: SQL[] = [];
  if (query.from) where.push(sql`${column} >= (${query.from}::date)::timestamp at time zone ${tz}`);
  if (query.to) where.push(sql`${column} < (${nextDay(query.to)}::date)::timestamp at time zone ${tz}`);
  return where;
}

export async function salePeriod(
  db: Database,
  farm: FarmAccess['farm'],
  query: PeriodQuery,
): Promise<SalePeriod> {
  const [statusRows, methodRows] = await Promise.all([
    db
      .select({
        status: sales.status,
        count: sql<number>`count(*)::int`,
        total: sql<string>`coalesce(sum(${sales.totalMinor}), 0)`,
      })
      .from(sales)
      .where(and(eq(sales.farmId, farm.id), ...within(sales.soldAt, farm.timezone, query)))
      .groupBy(sales.status),
    db
      .select({
        method: salePayments.method,
        kind: salePayments.kind,
        amount: sql<string>`coalesce(sum(${salePayments.amountMinor}), 0)`,
      })
      .from(salePayments)
      .where(and(eq(salePayments.farmId, farm.id), ...within(salePayments.receivedAt, farm.timezone, query)))
      .groupBy(salePayments.method, salePayments.kind),
  ]);
  const byStatus = SALE_STATUSES.map((status: SaleStatus) => {
    const row = statusRows.find((r) => r.status === status);
    return { status, count: row?.count ?? 0, total_minor: Number(row?.total ?? 0) };
  });
  const byMethod = PAYMENT_METHODS.filter((m) => m !== 'credit').map((method: PaymentMethod) => ({
    method,
    paid_minor: Number(methodRows.find((r) => r.method === method && r.kind === 'payment')?.amount ?? 0),
    refunded_minor: Number(methodRows.find((r) => r.method === method && r.kind === 'refund')?.amount ?? 0),
  }));
  return { currency: farm.currency, by_status: byStatus, by_method: byMethod };
}
