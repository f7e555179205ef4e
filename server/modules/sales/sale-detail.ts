// One sale as the API answers it (the Sale contract): its figures, lines, payments and refunds, and its invoice.
import { and, asc, eq } from 'drizzle-orm';
import type { Sale } from '@/shared/contracts/sales';
import type { PaymentMethod, SaleChannel, SalePaymentKind, SaleStatus } from '@/shared/contracts/money-enums';
import type { Database } from '@/server/db/client';
import { users } from '@/server/db/schema/auth';
import { invoices, saleLines, salePayments, sales } from '@/server/db/schema/sales';
import { HttpError } from '@/server/lib/http-error';
import { SALE_MESSAGES } from './sale-messages';

export type SaleRow = typeof sales.$inferSelect;

export const saleNotFound = () => new HttpError(404, SALE_MESSAGES.saleNotFound, { code: 'sale_not_found' });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What is still owed: total − paid + refunded, never below 0. */
export const balanceOf = (sale: Pick<SaleRow, 'totalMinor' | 'paidMinor' | 'refundedMinor'>) =>
  Math.max(sale.totalMinor - sale.paidMinor + sale.refundedMinor, 0);

/** The farm's sale under its row lock, so payments and returns on one sale queue (no two refunds both pass). */
export async function lockSale(db: Database, farmId: string, saleId: string): Promise<SaleRow> {
  if (!UUID.test(saleId)) throw saleNotFound();
  const [sale] = await db
    .select()
    .from(sales)
    .where(and(eq(sales.id, saleId), eq(sales.farmId, farmId)))
    .for('update');
  if (!sale) throw saleNotFound();
  return sale;
}

export async function saleDetail(db: Database, farmId: string, saleId: string): Promise<Sale> {
  if (!UUID.test(saleId)) throw saleNotFound();
  const [row] = await db
    .select({ sale: sales, createdByName: users.name })
    .from(sales)
    .leftJoin(users, eq(users.id, sales.createdBy))
    .where(and(eq(sales.id, saleId), eq(sales.farmId, farmId)));
  if (!row) throw saleNotFound();
  const { sale } = row;
  const [lines, payments, [invoice]] = await Promise.all([
    db.select().from(saleLines).where(eq(saleLines.saleId, sale.id)).orderBy(asc(saleLines.position)),
    db
      .select()
      .from(salePayments)
      .where(eq(salePayments.saleId, sale.id))
      .orderBy(asc(salePayments.receivedAt), asc(salePayments.id)),
    db
      .select({ id: invoices.id, number_text: invoices.numberText })
      .from(invoices)
      .where(eq(invoices.saleId, sale.id)),
  ]);
  return saleAnswer(sale, row.createdByName, lines, payments, invoice ?? null);
}

type LineRow = typeof saleLines.$inferSelect;
type PaymentRow = typeof salePayments.$inferSelect;

/** The Sale contract from the rows, read back or just written (a new sale answers without reading itself again). */
export function saleAnswer(
  sale: SaleRow,
  createdByName: string | null,
  lines: readonly LineRow[],
  payments: readonly PaymentRow[],
  invoice: { id: string; number_text: string } | null,
): Sale {
  const change = payments.reduce(
    (sum, p) =>
      p.kind === 'payment' && p.method === 'cash' && p.tenderedMinor != null
        ? sum + Math.max(p.tenderedMinor - p.amountMinor, 0)
        : sum,
    0,
  );
  return {
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
    change_minor: change,
    note: sale.note,
    sold_at: sale.soldAt.toISOString(),
    created_at: sale.createdAt.toISOString(),
    created_by_name: createdByName,
    lines: lines.map((l) => ({
      id: l.id,
      item_id: l.itemId,
      description: l.description,
      unit: l.unit,
      quantity: l.quantity,
      unit_price_minor: l.unitPriceMinor,
      discount_minor: l.discountMinor,
      tax_name: l.taxName,
      tax_basis_points: l.taxBasisPoints,
      tax_inclusive: l.taxInclusive,
      net_minor: l.netMinor,
      tax_minor: l.taxMinor,
      total_minor: l.totalMinor,
      returned_quantity: l.returnedQuantity,
    })),
    payments: payments.map((p) => ({
      id: p.id,
      kind: p.kind as SalePaymentKind,
      method: p.method as PaymentMethod,
      amount_minor: p.amountMinor,
      tendered_minor: p.tenderedMinor,
      reference: p.reference,
      received_at: p.receivedAt.toISOString(),
    })),
    invoice,
  };
}
