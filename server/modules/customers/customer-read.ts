// Reading a farm's customers (docs/product/customers.md): a page sorted by name with what each owes, one customer,
// and one customer's sales, newest first. A customer of another farm is the same 404 as one that does not exist.
import { and, asc, count, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  Customer,
  CustomerListQuery,
  CustomerSale,
  CustomerSalesPage,
} from '@/shared/contracts/customers';
import type { SaleStatus } from '@/shared/contracts/money-enums';
import type { Database } from '@/server/db/client';
import { customers, sales } from '@/server/db/schema/sales';
import { HttpError } from '@/server/lib/http-error';
import { isUuid } from '@/server/modules/farms/farm-access';
import { customerFigures, saleBalanceSql } from './customer-balance';
import { CUSTOMER_MESSAGES } from './messages';

export type CustomerRow = typeof customers.$inferSelect;
type Executor = Pick<Database, 'select'>;
type ListQuery = z.output<typeof CustomerListQuery>;
type PageQuery = { page: number; per_page: number };

export const customerNotFound = () =>
  new HttpError(404, CUSTOMER_MESSAGES.notFound, { code: 'customer_not_found' });

type Figures = { balanceMinor: number; openSales: number; lastSaleAt: Date | null };

export function toCustomer(row: CustomerRow, figures: Figures): Customer {
  return {
    id: row.id,
    farm_id: row.farmId,
    name: row.name,
    phone: row.phone,
    email: row.email,
    tax_id: row.taxId,
    credit_limit_minor: row.creditLimitMinor,
    notes: row.notes,
    archived: row.archivedAt !== null,
    balance_minor: figures.balanceMinor,
    open_sales: figures.openSales,
    last_sale_at: figures.lastSaleAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** `text` inside ILIKE, its own % and _ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listCustomers(db: Executor, farmId: string, query: ListQuery) {
  const base = and(
    eq(customers.farmId, farmId),
    query.include_archived ? undefined : isNull(customers.archivedAt),
  );
  const q = query.q ? containing(query.q) : null;
  const where: SQL | undefined = q
    ? and(
        base,
        or(
          sql`${customers.name} ilike ${q}`,
          sql`${customers.phone} ilike ${q}`,
          sql`${customers.email} ilike ${q}`,
        ),
      )
    : base;
  const rows = await db
    .select({ row: customers, ...customerFigures })
    .from(customers)
    .where(where)
    .orderBy(asc(sql`lower(${customers.name})`), asc(customers.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const [filtered] = await db.select({ n: count() }).from(customers).where(where);
  const [all] = q ? await db.select({ n: count() }).from(customers).where(base) : [filtered];
  return {
    data: rows.map(({ row, ...figures }) => toCustomer(row, figures)),
    meta: { page: query.page, per_page: query.per_page, total: filtered!.n, unfiltered_total: all!.n },
  };
}

/** The farm's customer row, optionally locked for a write. */
export async function requireCustomerRow(db: Executor, farmId: string, id: string, lock = false) {
  if (!isUuid(id)) throw customerNotFound();
  const query = db
    .select()
    .from(customers)
    .where(and(eq(customers.id, id), eq(customers.farmId, farmId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw customerNotFound();
  return row;
}

export async function getCustomer(db: Executor, farmId: string, id: string): Promise<Customer> {
  if (!isUuid(id)) throw customerNotFound();
  const [found] = await db
    .select({ row: customers, ...customerFigures })
    .from(customers)
    .where(and(eq(customers.id, id), eq(customers.farmId, farmId)));
  if (!found) throw customerNotFound();
  const { row, ...figures } = found;
  return toCustomer(row, figures);
}

export async function customerSales(
  db: Executor,
  farmId: string,
  customerId: string,
  page: PageQuery,
): Promise<CustomerSalesPage> {
  await requireCustomerRow(db, farmId, customerId);
  const where = and(eq(sales.farmId, farmId), eq(sales.customerId, customerId));
  const rows = await db
    .select({
      id: sales.id,
      receiptNumber: sales.receiptNumber,
      soldAt: sales.soldAt,
      status: sales.status,
      currency: sales.currency,
      totalMinor: sales.totalMinor,
      paidMinor: sales.paidMinor,
      refundedMinor: sales.refundedMinor,
      balanceMinor: saleBalanceSql.mapWith(Number),
    })
    .from(sales)
    .where(where)
    .orderBy(desc(sales.soldAt), desc(sales.id))
    .limit(page.per_page)
    .offset((page.page - 1) * page.per_page);
  const [total] = await db.select({ n: count() }).from(sales).where(where);
  const data: CustomerSale[] = rows.map((r) => ({
    id: r.id,
    receipt_number: r.receiptNumber,
    sold_at: r.soldAt.toISOString(),
    status: r.status as SaleStatus,
    currency: r.currency,
    total_minor: r.totalMinor,
    paid_minor: r.paidMinor,
    refunded_minor: r.refundedMinor,
    balance_minor: r.balanceMinor,
  }));
  return {
    data,
    meta: { page: page.page, per_page: page.per_page, total: total!.n, unfiltered_total: total!.n },
  };
}
