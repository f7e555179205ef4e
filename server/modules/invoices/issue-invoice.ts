// Issuing an invoice for a sale (docs/product/invoices.md). Numbers are gapless and unique per farm: the next
// number is taken from the farm's invoice_counters row under its row lock and moved on in the same transaction,
// so concurrent issues queue on the row and a rolled-back issue gives its number back. The sale's row is locked
// first, so two issues for the same sale find one invoice (idempotent) instead of spending two numbers.
// Called inside the caller's transaction (the sales helper's, or the invoice route's).
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { customers, invoiceCounters, invoices, sales } from '@/server/db/schema/sales';
import { HttpError } from '@/server/lib/http-error';
import { resolveInvoiceSettings } from './invoice-settings-resolve';
import { INVOICE_MESSAGES } from './invoice-messages';

export interface InvoiceWrite {
  db: Database;
  farmId: string;
  userId: string;
  now: Date;
  /** The farm's calendar day (YYYY-MM-DD): the invoice's issue date. */
  today: string;
}

/** YYYY-MM-DD plus whole days, on the calendar (no time zone involved). */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function numberText(prefix: string, value: number): string {
  return `${prefix}${String(value).padStart(4, '0')}`;
}

/** Takes the farm's next invoice number under the counter's row lock; the caller's transaction keeps it. */
export async function takeInvoiceNumber(
  db: Database,
  farmId: string,
  startingNumber: number,
): Promise<number> {
  await db.insert(invoiceCounters).values({ farmId, nextNumber: startingNumber }).onConflictDoNothing();
  const [counter] = await db
    .select({ next: invoiceCounters.nextNumber })
    .from(invoiceCounters)
    .where(eq(invoiceCounters.farmId, farmId))
    .for('update');
  await db
    .update(invoiceCounters)
    .set({ nextNumber: sql`${invoiceCounters.nextNumber} + 1` })
    .where(eq(invoiceCounters.farmId, farmId));
  return counter!.next;
}

export async function issueInvoice(
  w: InvoiceWrite,
  saleId: string,
): Promise<{ id: string; number_text: string }> {
  const [sale] = await w.db
    .select()
    .from(sales)
    .where(and(eq(sales.id, saleId), eq(sales.farmId, w.farmId)))
    .for('update');
  if (!sale) throw new HttpError(404, INVOICE_MESSAGES.saleNotFound, { code: 'sale_not_found' });
  const [existing] = await w.db
    .select({ id: invoices.id, number_text: invoices.numberText })
    .from(invoices)
    .where(eq(invoices.saleId, sale.id));
  if (existing) return existing;

  const settings = await resolveInvoiceSettings(w.db, w.farmId);
  const customer = sale.customerId
    ? (await w.db.select().from(customers).where(eq(customers.id, sale.customerId)))[0]
    : undefined;
  const buyer = customer
    ? { name: customer.name, phone: customer.phone, email: customer.email, tax_id: customer.taxId }
    : { name: sale.customerName, phone: null, email: null, tax_id: null };

  const number = await takeInvoiceNumber(w.db, w.farmId, settings.startingNumber);
  const text = numberText(settings.numberPrefix, number);
  const [row] = await w.db
    .insert(invoices)
    .values({
      farmId: w.farmId,
      saleId: sale.id,
      number,
      numberText: text,
      customerId: sale.customerId,
      issuer: { ...settings.text },
      buyer,
      issuedOn: w.today,
      dueOn: addDays(w.today, settings.paymentTermsDays),
      createdBy: w.userId,
      createdAt: w.now,
    })
    .returning({ id: invoices.id });
  return { id: row!.id, number_text: text };
}
