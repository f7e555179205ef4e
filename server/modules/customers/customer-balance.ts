// What a customer owes (docs/product/customers.md): over their unpaid and part-paid sales, each sale's total less
// what was paid and not refunded. Read from the sales rows every time, so it can never drift from them. The sales
// module calls `customerBalance` for the credit-limit check, inside its own transaction.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { sales } from '@/server/db/schema/sales';

type Executor = Pick<Database, 'select'>;

/** A sale's balance: what is still owed on it (0 when paid or refunded). */
export const saleBalanceSql = sql<number>`case when ${sales.status} in ('unpaid', 'part_paid')
  then ${sales.totalMinor} - (${sales.paidMinor} - ${sales.refundedMinor}) else 0 end`;

const openSale = sql`${sales.status} in ('unpaid', 'part_paid')`;

/**
 * Correlated with the customers row of the outer query: their balance, open sales and last sale. The outer column
 * is written out in full: drizzle leaves the table name off columns of a one-table select.
 */
export const customerFigures = {
  balanceMinor: sql<string>`(select coalesce(sum(${saleBalanceSql}), 0) from ${sales}
    where ${sales.customerId} = "customers"."id" and ${openSale})`.mapWith(Number),
  openSales: sql<string>`(select count(*) from ${sales}
    where ${sales.customerId} = "customers"."id" and ${openSale})`.mapWith(Number),
  lastSaleAt: sql<Date | null>`(select max(${sales.soldAt}) from ${sales}
    where ${sales.customerId} = "customers"."id")`.mapWith((v: string | Date | null) =>
    v == null ? null : new Date(v),
  ),
};

export interface CustomerBalance {
  balanceMinor: number;
  openSales: number;
}

export async function customerBalance(
  db: Executor,
  farmId: string,
  customerId: string,
): Promise<CustomerBalance> {
  const where: SQL | undefined = and(eq(sales.farmId, farmId), eq(sales.customerId, customerId), openSale);
  const [row] = await db
    .select({
      balanceMinor: sql<string>`coalesce(sum(${saleBalanceSql}), 0)`.mapWith(Number),
      openSales: sql<string>`count(*)`.mapWith(Number),
    })
    .from(sales)
    .where(where);
  return { balanceMinor: row?.balanceMinor ?? 0, openSales: row?.openSales ?? 0 };
}
