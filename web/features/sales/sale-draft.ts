// The sales form's draft: what the farmer typed (text, as the boxes hold it) and what it comes to, priced with
// shared/money exactly as the server will price it, so the totals on screen are the receipt's.
import type { PosCatalogue } from '@/shared/api/pos';
import type { SaleCreateInput } from '@/shared/api/sales';
import type { PaymentMethod } from '@/shared/contracts/money-enums';
import {
  lineAmounts,
  parseAmount,
  saleTotals,
  type LineAmounts,
  type SaleTotals,
} from '@/shared/money/arithmetic';
import { amountText } from '@/shared/money/arithmetic';

export interface DraftLine {
  key: string;
  itemId: string;
  quantity: string;
  price: string;
  discount: string;
  taxRateId: string;
}

export interface DraftPayment {
  key: string;
  method: Exclude<PaymentMethod, 'credit'>;
  amount: string;
  reference: string;
  tendered: string;
}

export interface SaleDraft {
  customerId: string;
  walkInName: string;
  lines: DraftLine[];
  payments: DraftPayment[];
  note: string;
  issueInvoice: boolean;
}

let counter = 0;
export const draftKey = () => `k${++counter}`;

export const emptyLine = (): DraftLine => ({
  key: draftKey(),
  itemId: '',
  quantity: '1',
  price: '',
  discount: '',
  taxRateId: '',
});

export const emptyPayment = (method: DraftPayment['method'] = 'cash', amount = ''): DraftPayment => ({
  key: draftKey(),
  method,
  amount,
  reference: '',
  tendered: '',
});

export const emptyDraft = (): SaleDraft => ({
  customerId: '',
  walkInName: '',
  lines: [emptyLine()],
  payments: [],
  note: '',
  issueInvoice: false,
});

/** "2.5" → 2.5; null when it is not a quantity above 0 with at most two decimals. */
export function parseQuantity(text: string): number | null {
  const cleaned = text.trim().replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return value > 0 ? value : null;
}

/** The price box of an item: its sale price, when it has one. */
export const priceTextOf = (item: { sale_price_minor: number | null } | undefined) =>
  item?.sale_price_minor != null ? amountText(item.sale_price_minor) : '';

/** Each line's amounts (null while a box does not read), and the sale's totals over the lines that do. */
export function priceDraft(
  draft: SaleDraft,
  catalogue: PosCatalogue | undefined,
): { lines: (LineAmounts | null)[]; totals: SaleTotals; paidMinor: number } {
  const lines = draft.lines.map((line) => {
    const quantity = parseQuantity(line.quantity);
    const price = parseAmount(line.price);
    const discount = line.discount.trim() ? parseAmount(line.discount) : 0;
    if (!line.itemId || quantity === null || price === null || discount === null) return null;
    const rate = catalogue?.tax_rates.find((r) => r.id === line.taxRateId);
    try {
      return lineAmounts({
        quantity,
        unitPriceMinor: price,
        discountMinor: discount,
        taxBasisPoints: rate?.basis_points ?? 0,
        taxInclusive: rate?.inclusive ?? false,
      });
    } catch {
      return null; // a discount beyond the line: the server's message says so on saving
    }
  });
  const totals = saleTotals(lines.filter((l): l is LineAmounts => l !== null));
  const paidMinor = draft.payments.reduce((sum, p) => sum + (parseAmount(p.amount) ?? 0), 0);
  return { lines, totals, paidMinor };
}

/** What is sent: amounts as the server's minor units; unreadable boxes go as typed so the contract names them. */
export function toSaleInput(draft: SaleDraft): SaleCreateInput {
  return {
    customer_id: draft.customerId || null,
    customer_name: draft.customerId ? null : draft.walkInName.trim() || null,
    channel: 'manual',
    lines: draft.lines.map((line) => ({
      item_id: line.itemId,
      quantity: parseQuantity(line.quantity) ?? line.quantity,
      unit_price_minor: parseAmount(line.price) ?? -1,
      discount_minor: line.discount.trim() ? (parseAmount(line.discount) ?? -1) : 0,
      tax_rate_id: line.taxRateId || null,
    })) as SaleCreateInput['lines'],
    payments: draft.payments.map((p) => ({
      method: p.method,
      amount_minor: parseAmount(p.amount) ?? 0,
      tendered_minor: p.method === 'cash' && p.tendered.trim() ? (parseAmount(p.tendered) ?? 0) : null,
      reference: p.reference.trim() || null,
    })),
    note: draft.note.trim() || null,
    issue_invoice: draft.issueInvoice,
  };
}
