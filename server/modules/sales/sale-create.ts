// Saving a sale (docs/product/sales.md), in ONE transaction: the lines are checked against the farm's items and
// tax rates and priced with shared/money (the same arithmetic as the point of sale's cart), the payments against
// the methods the farm offers and the credit rules, then each item's whole quantity leaves stock through the
// ledger (a conditional update that never goes below zero), and the sale, its lines, its payments with their
// cash-book entries, the activity entry and, when due, the invoice are written. Anything refused leaves nothing.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { INSUFFICIENT_STOCK_CODE } from '@/shared/contracts/stock-movements';
import { soldAtProblem, type Sale, type SaleCreateInput } from '@/shared/contracts/sales';
import {
  lineAmounts,
  MoneyRuleError,
  paymentStatus,
  quantityHundredths,
  saleTotals,
  type LineAmounts,
} from '@/shared/money/arithmetic';
import { inventoryItems } from '@/server/db/schema/inventory';
import { saleLines, sales } from '@/server/db/schema/sales';
import { fieldError, HttpError } from '@/server/lib/http-error';
import type { ActivityRecord } from '@/server/modules/activity/record';
import { issueInvoice } from '@/server/modules/invoices/issue-invoice';
import { StockNotTaken, takeStockMany, type Statement } from '@/server/modules/inventory/stock-take-many';
import { fromCents } from '@/server/modules/inventory/stock-quantity';
import type { SaleWrite } from './sale-context';
import { saleAnswer } from './sale-detail';
import {
  customerOfFarm,
  lockedCustomerBalance,
  saleMoneySettings,
  taxRatesFor,
  type CustomerRow,
} from './sale-lookups';
import { SALE_MESSAGES } from './sale-messages';
import { moneyText, recordSaleMoney } from './sale-money';

type CreateInput = z.output<typeof SaleCreateInput>;
type ItemRow = typeof inventoryItems.$inferSelect;
type LineRow = typeof saleLines.$inferSelect;

export const ONLY_STOCKED = { types: ['input', 'product'], message: SALE_MESSAGES.onlyStockedSold } as const;

/** The farm's items the lines name; 422 naming the line for an unknown item or a piece of equipment. */
async function itemsOf(w: SaleWrite, lines: CreateInput['lines']): Promise<Map<string, ItemRow>> {
  const ids = [...new Set(lines.map((l) => l.item_id))];
  const rows = await w.db
    .select()
    .from(inventoryItems)
    .where(and(eq(inventoryItems.farmId, w.farmId), inArray(inventoryItems.id, ids)));
  const found = new Map(rows.map((r) => [r.id, r]));
  lines.forEach((line, index) => {
    const item = found.get(line.item_id);
    const field = `lines.${index}.item_id`;
    if (!item) throw fieldError(field, SALE_MESSAGES.itemNotOfFarm);
    if (item.itemType === 'equipment') throw fieldError(field, SALE_MESSAGES.notForSale(item.name));
  });
  return found;
}

function priced(
  line: CreateInput['lines'][number],
  index: number,
  tax?: { basisPoints: number; inclusive: boolean },
) {
  try {
    return lineAmounts({
      quantity: line.quantity,
      unitPriceMinor: line.unit_price_minor,
      discountMinor: line.discount_minor,
      taxBasisPoints: tax?.basisPoints ?? 0,
      taxInclusive: tax?.inclusive ?? false,
    });
  } catch (error) {
    if (error instanceof MoneyRuleError) {
      const field = /discount/i.test(error.message) ? 'discount_minor' : 'unit_price_minor';
      throw fieldError(`lines.${index}.${field}`, error.message);
    }
    throw error;
  }
}

/**
 * Each item's whole quantity leaves stock once (two lines of one item are summed, so the guard sees both), in one
 * batch with the sale's own activity entry (docs/decisions/039 "Hot rows": fewer statements, shorter locks).
 */
async function takeFromStock(
  w: SaleWrite,
  lines: CreateInput['lines'],
  items: Map<string, ItemRow>,
  receipt: string,
  saleEntry: ActivityRecord,
  alsoInsert: (movementOf: ReadonlyMap<string, string>) => Statement[],
) {
  const wanted = new Map<string, number>();
  for (const line of lines) {
    wanted.set(line.item_id, (wanted.get(line.item_id) ?? 0) + Number(quantityHundredths(line.quantity)));
  }
  try {
    const taken = await takeStockMany(
      w,
      wanted,
      { type: 'sale', note: receipt, types: ONLY_STOCKED.types },
      [saleEntry],
      alsoInsert,
    );
    return taken;
  } catch (error) {
    if (!(error instanceof StockNotTaken)) throw error;
    const itemId = error.itemIds[0]!;
    throw await shortStock(w, items.get(itemId)!, wanted.get(itemId)!);
  }
}

/** The 409 the point of sale shows as a conflict: which item, how much is left, how much was asked for. */
async function shortStock(w: SaleWrite, item: ItemRow, requestedHundredths: number) {
  const [now] = await w.db
    .select({ quantity: inventoryItems.quantity })
    .from(inventoryItems)
    .where(eq(inventoryItems.id, item.id));
  const available = now?.quantity ?? item.quantity;
  const requested = fromCents(requestedHundredths);
  return new HttpError(409, SALE_MESSAGES.shortStock(item.name, available, item.unit, requested), {
    code: INSUFFICIENT_STOCK_CODE,
    details: { item_id: item.id, item_name: item.name, available, requested },
  });
}

/** Payments: methods the farm offers, not beyond the total; what is left unpaid is credit, with its rules. */
async function checkPayments(
  w: SaleWrite,
  input: CreateInput,
  offered: readonly string[],
  currency: string,
  totalMinor: number,
  customer: CustomerRow | null,
) {
  input.payments.forEach((p, index) => {
    if (!offered.includes(p.method)) {
      throw fieldError(
        `payments.${index}.method`,
        SALE_MESSAGES.methodNotOffered(p.method.replace('_', ' ')),
      );
    }
  });
  const paid = input.payments.reduce((sum, p) => sum + p.amount_minor, 0);
  if (paid > totalMinor) throw fieldError('payments', SALE_MESSAGES.paidTooMuch);
  const remainder = totalMinor - paid;
  if (remainder === 0) return paid;
  if (!offered.includes('credit')) throw fieldError('payments', SALE_MESSAGES.creditNotOffered);
  if (!customer) throw fieldError('customer_id', SALE_MESSAGES.walkInPaysInFull);
  if (customer.creditLimitMinor !== null) {
    const owed = await lockedCustomerBalance(w.db, w.farmId, customer.id);
    if (owed + remainder > customer.creditLimitMinor) {
      throw fieldError(
        'payments',
        SALE_MESSAGES.creditLimitPassed(
          customer.name,
          moneyText(currency, customer.creditLimitMinor),
          moneyText(currency, owed),
        ),
        'credit_limit',
      );
    }
  }
  return paid;
}

export async function createSale(w: SaleWrite, input: CreateInput): Promise<Sale> {
  const soldAt = input.sold_at ? new Date(input.sold_at) : w.now;
  const timeProblem = input.sold_at ? soldAtProblem(input.sold_at, w.now) : null;
  if (timeProblem) throw fieldError('sold_at', timeProblem);

  const settings = await saleMoneySettings(w.db, w.farmId);
  const items = await itemsOf(w, input.lines);
  const rates = await taxRatesFor(w.db, w.farmId, input.lines);
  const customer = input.customer_id ? await customerOfFarm(w.db, w.farmId, input.customer_id) : null;

  const amounts: LineAmounts[] = input.lines.map((line, index) => {
    const rate = line.tax_rate_id ? rates.get(line.tax_rate_id) : undefined;
    return priced(line, index, rate && { basisPoints: rate.basisPoints, inclusive: rate.inclusive });
  });
  const totals = saleTotals(amounts);
  if (!Number.isSafeInteger(totals.totalMinor)) throw fieldError('lines', SALE_MESSAGES.amountTooLarge);
  const paid = await checkPayments(
    w,
    input,
    settings.paymentMethods,
    settings.currency,
    totals.totalMinor,
    customer,
  );

  const [sale] = await w.db
    .insert(sales)
    .values({
      farmId: w.farmId,
      customerId: customer?.id ?? null,
      customerName: customer?.name ?? input.customer_name,
      status: paymentStatus(totals.totalMinor, paid, 0),
      channel: input.channel,
      currency: settings.currency,
      subtotalMinor: totals.subtotalMinor,
      discountMinor: totals.discountMinor,
      taxMinor: totals.taxMinor,
      totalMinor: totals.totalMinor,
      paidMinor: paid,
      note: input.note,
      soldAt,
      createdBy: w.userId,
      createdAt: w.now,
      updatedAt: w.now,
    })
    .returning();
  const saleEntry: ActivityRecord = {
    farmId: w.farmId,
    actor: { id: w.userId, surface: w.surface },
    module: 'sales',
    action: 'create',
    recordType: 'sale',
    recordId: sale!.id,
    summary: `Sold receipt ${sale!.receiptNumber} for ${moneyText(sale!.currency, sale!.totalMinor)}`,
    after: sale,
    at: w.now,
  };
  // The lines as they are stored, written in the stock's statement once their movements' ids are known.
  const lineRows = (movementOf: ReadonlyMap<string, string>): LineRow[] =>
    input.lines.map((line, index) => {
      const item = items.get(line.item_id)!;
      const rate = line.tax_rate_id ? rates.get(line.tax_rate_id) : undefined;
      const a = amounts[index]!;
      return {
        id: randomUUID(),
        saleId: sale!.id,
        farmId: w.farmId,
        position: index,
        itemId: item.id,
        description: item.name,
        unit: item.unit,
        quantity: fromCents(Number(quantityHundredths(line.quantity))),
        unitPriceMinor: line.unit_price_minor,
        discountMinor: a.discountMinor,
        taxRateId: rate?.id ?? null,
        taxName: rate?.name ?? null,
        taxBasisPoints: rate?.basisPoints ?? 0,
        taxInclusive: rate?.inclusive ?? false,
        netMinor: a.netMinor,
        taxMinor: a.taxMinor,
        totalMinor: a.totalMinor,
        returnedQuantity: '0.00',
        movementId: movementOf.get(item.id) ?? null,
      };
    });
  let lines: LineRow[] = [];
  await takeFromStock(w, input.lines, items, `Receipt ${sale!.receiptNumber}`, saleEntry, (movementOf) => {
    lines = lineRows(movementOf);
    return [w.db.insert(saleLines).values(lines)];
  });

  const onCredit = totals.totalMinor > paid && customer !== null;
  let invoice: { id: string; number_text: string } | null = null;
  if (input.issue_invoice || onCredit) {
    invoice = await issueInvoice(
      { db: w.db, farmId: w.farmId, userId: w.userId, now: w.now, today: w.farmDay },
      sale!.id,
    );
  }
  // The payments last: each writes the day's cash-book totals, a row every sale of the farm shares, so its lock
  // is held only until the commit that follows (docs/decisions/039 "Hot rows").
  const payments = [];
  for (const p of input.payments) {
    payments.push(
      await recordSaleMoney(w, sale!, {
        kind: 'payment',
        method: p.method,
        amountMinor: p.amount_minor,
        tenderedMinor: p.tendered_minor,
        reference: p.reference,
        at: soldAt,
      }),
    );
  }
  return saleAnswer(sale!, w.userName, lines, payments, invoice);
}
