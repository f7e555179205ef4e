// What a receipt shows, from the server's sale or, for a sale still queued offline, from the till's own figures
// (the same shared/money arithmetic, so they match what the server will store).
import type { Sale, PosSaleInput } from '@/shared/api/pos';
import type { PaymentMethod } from '@/shared/contracts/money-enums';
import type { SaleTotals } from '@/shared/money/arithmetic';
import type { CartLine } from './cart-rules';

export interface ReceiptModel {
  saleId: string | null;
  number: number | null;
  madeAt: string;
  customerName: string | null;
  customerPhone: string | null;
  lines: { name: string; quantity: string; unit: string; unitPriceMinor: number; totalMinor: number }[];
  subtotalMinor: number;
  discountMinor: number;
  taxMinor: number;
  totalMinor: number;
  payments: {
    method: PaymentMethod;
    amountMinor: number;
    tenderedMinor: number | null;
    reference: string | null;
  }[];
  changeMinor: number;
  owingMinor: number;
}

export function receiptOfSale(sale: Sale, customerPhone: string | null = null): ReceiptModel {
  return {
    saleId: sale.id,
    number: sale.receipt_number,
    madeAt: sale.sold_at,
    customerName: sale.customer_name,
    customerPhone,
    lines: sale.lines.map((l) => ({
      name: l.description,
      quantity: l.quantity,
      unit: l.unit,
      unitPriceMinor: l.unit_price_minor,
      totalMinor: l.total_minor,
    })),
    subtotalMinor: sale.subtotal_minor,
    discountMinor: sale.discount_minor,
    taxMinor: sale.tax_minor,
    totalMinor: sale.total_minor,
    payments: sale.payments
      .filter((p) => p.kind === 'payment')
      .map((p) => ({
        method: p.method,
        amountMinor: p.amount_minor,
        tenderedMinor: p.tendered_minor,
        reference: p.reference,
      })),
    changeMinor: sale.change_minor,
    owingMinor: sale.balance_minor,
  };
}

export function receiptOfQueued(
  input: PosSaleInput,
  lines: readonly CartLine[],
  lineTotals: readonly number[],
  totals: SaleTotals,
  customerName: string | null,
  changeMinor: number,
): ReceiptModel {
  const payments = (input.payments ?? []).map((p) => ({
    method: p.method,
    amountMinor: p.amount_minor,
    tenderedMinor: p.tendered_minor ?? null,
    reference: p.reference ?? null,
  }));
  const paid = payments.reduce((sum, p) => sum + p.amountMinor, 0);
  return {
    saleId: null,
    number: null,
    madeAt: input.sold_at ?? new Date().toISOString(),
    customerName,
    customerPhone: null,
    lines: lines.map((l, i) => ({
      name: l.name,
      quantity: String(l.quantity),
      unit: l.unit,
      unitPriceMinor: l.unitPriceMinor,
      totalMinor: lineTotals[i] ?? 0,
    })),
    subtotalMinor: totals.subtotalMinor,
    discountMinor: totals.discountMinor,
    taxMinor: totals.taxMinor,
    totalMinor: totals.totalMinor,
    payments,
    changeMinor,
    owingMinor: Math.max(0, totals.totalMinor - paid),
  };
}
