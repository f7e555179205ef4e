// A sale's money moving: each payment or refund is a sale_payments row and a cash-book entry, written together in
// the sale's transaction (docs/decisions/039), so the cash book always agrees with the sales.
import { INCOME_CATEGORIES, type PaymentMethod } from '@/shared/contracts/money-enums';
import { amountText } from '@/shared/money/arithmetic';
import { salePayments } from '@/server/db/schema/sales';
import { HttpError, isUniqueViolation } from '@/server/lib/http-error';
import { recordCashEntry } from '@/server/modules/transactions/cash-book';
import { farmToday } from '@/server/modules/tasks/farm-calendar';
import type { SaleWrite } from './sale-context';
import type { SaleRow } from './sale-detail';
import { SALE_MESSAGES } from './sale-messages';

type PaymentRow = typeof salePayments.$inferSelect;

export interface MoneyMove {
  kind: 'payment' | 'refund';
  method: Exclude<PaymentMethod, 'credit'>;
  amountMinor: number;
  tenderedMinor?: number | null;
  reference: string | null;
  at: Date;
}

/** "KES 1234.50": amounts inside the server's English messages (screens format with the reader's locale). */
export const moneyText = (currency: string, minor: number) => `${currency} ${amountText(minor)}`;

/** "Receipt 123 · Wanjiku" or "Receipt 123 · Walk-in": how a sale reads in the cash book. */
export const saleDescription = (sale: Pick<SaleRow, 'receiptNumber' | 'customerName'>) =>
  `Receipt ${sale.receiptNumber} · ${sale.customerName ?? 'Walk-in'}`;

export async function recordSaleMoney(w: SaleWrite, sale: SaleRow, move: MoneyMove): Promise<PaymentRow> {
  let payment: PaymentRow;
  try {
    const [row] = await w.db
      .insert(salePayments)
      .values({
        saleId: sale.id,
        farmId: w.farmId,
        kind: move.kind,
        method: move.method,
        amountMinor: move.amountMinor,
        tenderedMinor: move.tenderedMinor ?? null,
        reference: move.reference,
        receivedAt: move.at,
        createdBy: w.userId,
      })
      .returning();
    payment = row!;
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new HttpError(409, SALE_MESSAGES.mpesaCodeUsed, {
        code: 'mpesa_code_used',
        errors: { reference: [SALE_MESSAGES.mpesaCodeUsed] },
      });
    }
    throw error;
  }
  const refund = move.kind === 'refund';
  await recordCashEntry(w.db, {
    farmId: w.farmId,
    direction: refund ? 'expense' : 'income',
    source: refund ? 'sale_refund' : 'sale_payment',
    amountMinor: move.amountMinor,
    currency: sale.currency,
    occurredOn: farmToday(move.at, w.access.farm.timezone),
    description: refund ? `Refund · ${saleDescription(sale)}` : saleDescription(sale),
    category: INCOME_CATEGORIES.sales,
    paymentMethod: move.method,
    reference: move.reference,
    saleId: sale.id,
    createdBy: w.userId,
    createdAt: w.now,
  });
  return payment;
}
