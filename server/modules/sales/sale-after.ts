// What happens to a sale after it is saved (docs/product/sales.md): a later payment, and goods brought back with
// or without money given back. Each runs under the sale's row lock, so two payments or two refunds at once queue
// and the second sees the first (no refund beyond what was paid, no payment beyond what is owed).
import { eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { SaleAddPaymentInput, SaleReturnInput } from '@/shared/contracts/sales';
import { paymentStatus, quantityHundredths } from '@/shared/money/arithmetic';
import { saleLines, saleReturnLines, saleReturns, sales } from '@/server/db/schema/sales';
import { fieldError, HttpError } from '@/server/lib/http-error';
import { recordActivity } from '@/server/modules/activity/record';
import { changeStock } from '@/server/modules/inventory/stock-movements';
import { fromCents, toCents } from '@/server/modules/inventory/stock-quantity';
import type { SaleWrite } from './sale-context';
import { balanceOf, lockSale, type SaleRow } from './sale-detail';
import { saleMoneySettings } from './sale-lookups';
import { SALE_MESSAGES } from './sale-messages';
import { moneyText, recordSaleMoney } from './sale-money';

type PaymentInput = z.output<typeof SaleAddPaymentInput>;
type ReturnInput = z.output<typeof SaleReturnInput>;

async function saveFigures(w: SaleWrite, sale: SaleRow, paid: number, refunded: number) {
  const [after] = await w.db
    .update(sales)
    .set({
      paidMinor: paid,
      refundedMinor: refunded,
      status: paymentStatus(sale.totalMinor, paid, refunded),
      updatedAt: w.now,
    })
    .where(eq(sales.id, sale.id))
    .returning();
  return after!;
}

export async function addPayment(w: SaleWrite, saleId: string, input: PaymentInput): Promise<void> {
  const sale = await lockSale(w.db, w.farmId, saleId);
  const settings = await saleMoneySettings(w.db, w.farmId);
  if (!settings.paymentMethods.includes(input.method)) {
    throw fieldError('method', SALE_MESSAGES.methodNotOffered(input.method.replace('_', ' ')));
  }
  const balance = balanceOf(sale);
  if (balance === 0) throw new HttpError(409, SALE_MESSAGES.nothingOwed, { code: 'sale_paid' });
  if (input.amount_minor > balance) {
    throw fieldError('amount_minor', SALE_MESSAGES.paymentBeyondBalance(moneyText(sale.currency, balance)));
  }
  await recordSaleMoney(w, sale, {
    kind: 'payment',
    method: input.method,
    amountMinor: input.amount_minor,
    tenderedMinor: input.tendered_minor,
    reference: input.reference,
    at: w.now,
  });
  const after = await saveFigures(w, sale, sale.paidMinor + input.amount_minor, sale.refundedMinor);
  await recordActivity(w.db, {
    farmId: w.farmId,
    actor: { id: w.userId, surface: w.surface },
    module: 'sales',
    action: 'edit',
    recordType: 'sale',
    recordId: sale.id,
    summary: `Received ${moneyText(sale.currency, input.amount_minor)} for receipt ${sale.receiptNumber}`,
    before: sale,
    after,
    at: w.now,
  });
}

export async function recordReturn(w: SaleWrite, saleId: string, input: ReturnInput): Promise<void> {
  const sale = await lockSale(w.db, w.farmId, saleId);
  const lines = input.lines.length
    ? await w.db
        .select()
        .from(saleLines)
        .where(
          inArray(
            saleLines.id,
            input.lines.map((l) => l.sale_line_id),
          ),
        )
    : [];
  const byId = new Map(lines.filter((l) => l.saleId === sale.id).map((l) => [l.id, l]));
  // Check every line before anything moves, so a refused return leaves the sale as it was.
  const returned = input.lines.map((entry, index) => {
    const line = byId.get(entry.sale_line_id);
    if (!line) throw fieldError(`lines.${index}.sale_line_id`, SALE_MESSAGES.returnLineNotOfSale);
    const left = toCents(line.quantity) - toCents(line.returnedQuantity);
    const hundredths = Number(quantityHundredths(entry.quantity));
    if (hundredths > left) {
      throw fieldError(
        `lines.${index}.quantity`,
        SALE_MESSAGES.returnBeyondSold(line.description, `${fromCents(left)} ${line.unit}`),
      );
    }
    if (!line.itemId)
      throw fieldError(`lines.${index}.sale_line_id`, SALE_MESSAGES.lineItemGone(line.description));
    return { line, hundredths };
  });
  const kept = sale.paidMinor - sale.refundedMinor;
  if (input.refund && input.refund.amount_minor > kept) {
    throw fieldError('refund.amount_minor', SALE_MESSAGES.refundBeyondPaid(moneyText(sale.currency, kept)));
  }

  const [saleReturn] = await w.db
    .insert(saleReturns)
    .values({
      saleId: sale.id,
      farmId: w.farmId,
      reason: input.reason,
      refundMinor: input.refund?.amount_minor ?? 0,
      createdBy: w.userId,
      createdAt: w.now,
    })
    .returning({ id: saleReturns.id });
  for (const { line, hundredths } of returned) {
    const { movementId } = await changeStock(w, line.itemId!, {
      type: 'return',
      quantity: hundredths / 100,
      note: `Returned from receipt ${sale.receiptNumber}`,
    });
    await w.db.insert(saleReturnLines).values({
      returnId: saleReturn!.id,
      saleLineId: line.id,
      quantity: fromCents(hundredths),
      movementId,
    });
    await w.db
      .update(saleLines)
      .set({ returnedQuantity: sql`${saleLines.returnedQuantity} + ${fromCents(hundredths)}::numeric` })
      .where(eq(saleLines.id, line.id));
  }
  let after = sale;
  if (input.refund) {
    await recordSaleMoney(w, sale, {
      kind: 'refund',
      method: input.refund.method,
      amountMinor: input.refund.amount_minor,
      reference: input.refund.reference,
      at: w.now,
    });
    after = await saveFigures(w, sale, sale.paidMinor, sale.refundedMinor + input.refund.amount_minor);
  }
  const refundText = input.refund ? `, refunded ${moneyText(sale.currency, input.refund.amount_minor)}` : '';
  await recordActivity(w.db, {
    farmId: w.farmId,
    actor: { id: w.userId, surface: w.surface },
    module: 'sales',
    action: 'edit',
    recordType: 'sale',
    recordId: sale.id,
    summary: `Return on receipt ${sale.receiptNumber}: ${returned.length} line(s)${refundText}`,
    before: sale,
    after,
    at: w.now,
  });
}
