// Test helpers for the invoices area: sales written straight through the schema (these tests stand on their own,
// whatever the sales module does), with a line and optional payment.
import type { Database } from '@/server/db/client';
import { customers, saleLines, salePayments, sales } from '@/server/db/schema/sales';

export interface SaleSeed {
  totalMinor?: number;
  paidMinor?: number;
  customerId?: string | null;
  customerName?: string | null;
  currency?: string;
  soldAt?: Date;
  tenderedMinor?: number;
}

/** A sale of 2 × Sukuma wiki at the given total (half each), paid as `paidMinor` in cash when more than 0. */
export async function insertSale(db: Database, farmId: string, seed: SaleSeed = {}): Promise<string> {
  const total = seed.totalMinor ?? 50_000;
  const paid = seed.paidMinor ?? 0;
  const status = paid >= total ? 'paid' : paid > 0 ? 'part_paid' : 'unpaid';
  const soldAt = seed.soldAt ?? new Date('2026-11-24T08:00:00Z');
  const [sale] = await db
    .insert(sales)
    .values({
      farmId,
      customerId: seed.customerId ?? null,
      customerName: seed.customerName ?? null,
      status,
      currency: seed.currency ?? 'KES',
      subtotalMinor: total,
      totalMinor: total,
      paidMinor: paid,
      soldAt,
    })
    .returning({ id: sales.id });
  await db.insert(saleLines).values({
    saleId: sale!.id,
    farmId,
    position: 0,
    description: 'Sukuma wiki',
    unit: 'bunch',
    quantity: '2',
    unitPriceMinor: Math.round(total / 2),
    netMinor: total,
    totalMinor: total,
  });
  if (paid > 0) {
    await db.insert(salePayments).values({
      saleId: sale!.id,
      farmId,
      method: 'cash',
      amountMinor: paid,
      tenderedMinor: seed.tenderedMinor ?? null,
      receivedAt: soldAt,
    });
  }
  return sale!.id;
}

export async function insertCustomer(
  db: Database,
  farmId: string,
  values: { name?: string; email?: string | null; phone?: string | null; taxId?: string | null } = {},
): Promise<string> {
  const [row] = await db
    .insert(customers)
    .values({
      farmId,
      name: values.name ?? 'Mama Mboga Ltd',
      email: values.email ?? null,
      phone: values.phone ?? null,
      taxId: values.taxId ?? null,
    })
    .returning({ id: customers.id });
  return row!.id;
}
