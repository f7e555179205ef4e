// Reading invoices (docs/product/invoices.md): the farm's list with its filters and paging, and one invoice with
// its sale's lines, payments and totals for the printable page and the PDF. The payment status is the sale's,
// read with it, so it always follows the payments received; a voided invoice reads 'void'.
import { and, asc, count, desc, eq, gte, ilike, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  InvoiceDetail,
  InvoiceListQuerySchema,
  InvoicePage,
  InvoiceRow,
  InvoiceStatus,
} from '@/shared/contracts/invoices';
import type { Database } from '@/server/db/client';
import { invoices, saleLines, salePayments, sales } from '@/server/db/schema/sales';
import { HttpError } from '@/server/lib/http-error';
import { INVOICE_MESSAGES } from './invoice-messages';
import { resolveInvoiceSettings } from './invoice-settings-resolve';

type ListQuery = z.output<typeof InvoiceListQuerySchema>;

const rowColumns = {
  id: invoices.id,
  saleId: invoices.saleId,
  number: invoices.number,
  numberText: invoices.numberText,
  buyer: invoices.buyer,
  issuedOn: invoices.issuedOn,
  dueOn: invoices.dueOn,
  voidedAt: invoices.voidedAt,
  currency: sales.currency,
  totalMinor: sales.totalMinor,
  paidMinor: sales.paidMinor,
  refundedMinor: sales.refundedMinor,
  saleStatus: sales.status,
};
interface RowData {
  id: string;
  saleId: string;
  number: number;
  numberText: string;
  buyer: Record<string, string | null>;
  issuedOn: string;
  dueOn: string;
  voidedAt: Date | null;
  currency: string;
  totalMinor: number;
  paidMinor: number;
  refundedMinor: number;
  saleStatus: string;
}

/** What is still owed: the total less what was paid net of refunds, never below zero. */
export const balanceOf = (row: Pick<RowData, 'totalMinor' | 'paidMinor' | 'refundedMinor'>) =>
  Math.max(0, row.totalMinor - (row.paidMinor - row.refundedMinor));

function toRow(row: RowData, today: string): InvoiceRow {
  const status: InvoiceStatus = row.voidedAt ? 'void' : (row.saleStatus as InvoiceStatus);
  const balance = balanceOf(row);
  return {
    id: row.id,
    sale_id: row.saleId,
    number: row.number,
    number_text: row.numberText,
    customer_name: row.buyer.name ?? null,
    issued_on: row.issuedOn,
    due_on: row.dueOn,
    currency: row.currency,
    total_minor: row.totalMinor,
    paid_minor: row.paidMinor - row.refundedMinor,
    balance_minor: balance,
    status,
    overdue: status !== 'void' && balance > 0 && row.dueOn < today,
  };
}

function statusFilter(status: InvoiceStatus | undefined): SQL | undefined {
  if (!status) return undefined;
  if (status === 'void') return isNotNull(invoices.voidedAt);
  return and(isNull(invoices.voidedAt), eq(sales.status, status));
}

export async function listInvoices(
  db: Database,
  farmId: string,
  query: ListQuery,
  today: string,
): Promise<InvoicePage> {
  const farmOnly = eq(invoices.farmId, farmId);
  const where = and(
    farmOnly,
    statusFilter(query.status),
    query.customer
      ? ilike(sql<string>`${invoices.buyer}->>'name'`, `%${escapeLike(query.customer)}%`)
      : undefined,
    query.from ? gte(invoices.issuedOn, query.from) : undefined,
    query.to ? lte(invoices.issuedOn, query.to) : undefined,
  );
  const [rows, [filtered], [all]] = await Promise.all([
    db
      .select(rowColumns)
      .from(invoices)
      .innerJoin(sales, eq(sales.id, invoices.saleId))
      .where(where)
      .orderBy(desc(invoices.number))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ n: count() }).from(invoices).innerJoin(sales, eq(sales.id, invoices.saleId)).where(where),
    db.select({ n: count() }).from(invoices).where(farmOnly),
  ]);
  return {
    data: rows.map((row) => toRow(row, today)),
    meta: { page: query.page, per_page: query.per_page, total: filtered!.n, unfiltered_total: all!.n },
  };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function loadInvoice(
  db: Database,
  farmId: string,
  invoiceId: string,
  today: string,
): Promise<InvoiceDetail> {
  const [row] = await db
    .select({
      ...rowColumns,
      farmId: invoices.farmId,
      issuer: invoices.issuer,
      voidReason: invoices.voidReason,
      emailedAt: invoices.emailedAt,
      emailedTo: invoices.emailedTo,
      subtotalMinor: sales.subtotalMinor,
      discountMinor: sales.discountMinor,
      taxMinor: sales.taxMinor,
    })
    .from(invoices)
    .innerJoin(sales, eq(sales.id, invoices.saleId))
    .where(and(eq(invoices.id, invoiceId), eq(invoices.farmId, farmId)));
  if (!row) throw invoiceNotFound();
  const [lines, payments, settings] = await Promise.all([
    db.select().from(saleLines).where(eq(saleLines.saleId, row.saleId)).orderBy(asc(saleLines.position)),
    db
      .select()
      .from(salePayments)
      .where(eq(salePayments.saleId, row.saleId))
      .orderBy(asc(salePayments.receivedAt)),
    resolveInvoiceSettings(db, farmId),
  ]);
  const text = (key: string) => (row.issuer[key] as string | null | undefined) ?? null;
  return {
    ...toRow(row, today),
    farm_id: row.farmId,
    issuer: {
      business_name: text('business_name'),
      address: text('address'),
      phone: text('phone'),
      email: text('email'),
      tax_id: text('tax_id'),
      payment_instructions: text('payment_instructions'),
      footer: text('footer'),
    },
    buyer: {
      name: row.buyer.name ?? null,
      phone: row.buyer.phone ?? null,
      email: row.buyer.email ?? null,
      tax_id: row.buyer.tax_id ?? null,
    },
    has_logo: settings.logoSettingsId !== null,
    logo_url: settings.logoSettingsId ? `/api/farms/${farmId}/invoice-settings/logo` : null,
    subtotal_minor: row.subtotalMinor,
    discount_minor: row.discountMinor,
    tax_minor: row.taxMinor,
    refunded_minor: row.refundedMinor,
    sale_status: row.saleStatus,
    voided_at: row.voidedAt?.toISOString() ?? null,
    void_reason: row.voidReason,
    emailed_at: row.emailedAt?.toISOString() ?? null,
    emailed_to: row.emailedTo,
    lines: lines.map((line) => ({
      description: line.description,
      unit: line.unit,
      quantity: line.quantity,
      unit_price_minor: line.unitPriceMinor,
      discount_minor: line.discountMinor,
      tax_name: line.taxName,
      tax_basis_points: line.taxBasisPoints,
      tax_inclusive: line.taxInclusive,
      net_minor: line.netMinor,
      tax_minor: line.taxMinor,
      total_minor: line.totalMinor,
    })),
    payments: payments.map((p) => ({
      kind: p.kind,
      method: p.method,
      amount_minor: p.amountMinor,
      reference: p.reference,
      received_at: p.receivedAt.toISOString(),
    })),
  };
}

export const invoiceNotFound = () =>
  new HttpError(404, INVOICE_MESSAGES.invoiceNotFound, { code: 'invoice_not_found' });
